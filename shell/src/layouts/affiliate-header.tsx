import { NavLink } from 'react-router-dom';
import {
  affiliatedHomePath,
  affiliatedMarketPath,
  affiliatedPaymentRecordsPath,
  affiliatedProductsPath,
  affiliatedProfilePath,
  affiliatedSalesPath,
  categoriesQuery,
} from 'shared-contracts';
import { useServerData } from 'ui';
import styles from './affiliate-header.module.css';
import { CategoriesMenu } from './categories-menu';
import { useScrollingMenu } from './use-scrolling-menu';
import { LogoLink } from './logo';
import { LogoutButton } from './logout-button';
import { SearchForm } from './search-form';
import { useInAffiliatedMarket } from './use-affiliated-market';
import { useAuth } from './use-auth';

export const AFFILIATE_WELCOME = 'Bem-vindo à sua área de afiliado. Acompanhe suas vendas e comissões.';

const AFFILIATE_MENU = [
  { label: 'Painel', to: affiliatedHomePath() },
  { label: 'Mercado', to: affiliatedMarketPath() },
  { label: 'Produtos', to: affiliatedProductsPath() },
  { label: 'Vendas', to: affiliatedSalesPath() },
  { label: 'Extrato', to: affiliatedPaymentRecordsPath() },
  { label: 'Meus dados', to: affiliatedProfilePath() },
] as const;

/** Inside the market: the categories dropdown (market links) and the search (into the market). */
function MarketTools() {
  const categories = useServerData(...categoriesQuery);
  return (
    <div className={styles.market}>
      <CategoriesMenu categories={categories.data ?? []} loading={categories.status === 'loading'} />
      <SearchForm className={styles.marketSearch} />
    </div>
  );
}

/** The affiliate header (L-12): greeting, welcome text, the area menu and 'Sair'. */
export function AffiliateHeader() {
  const { user } = useAuth();
  const inMarket = useInAffiliatedMarket();
  const name = user?.name.trim() || 'afiliado';
  const menu = useScrollingMenu<HTMLElement>();

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <LogoLink />
        <div className={styles.greeting}>
          <p className={styles.hello}>Olá, {name}</p>
          <p className={styles.welcome}>{AFFILIATE_WELCOME}</p>
        </div>
        <LogoutButton className={styles.logout} />
      </div>
      <div className={styles.navBar}>
        <nav ref={menu} className={styles.nav} aria-label="Área do afiliado">
          <ul className={styles.navList}>
            {AFFILIATE_MENU.map((item) => (
              <li key={item.to}>
                <NavLink className={styles.navLink} to={item.to}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {inMarket ? <MarketTools /> : null}
    </header>
  );
}
