import { Link } from 'react-router';
import type { RouteName } from 'shared-contracts';
import styles from './coming-soon.module.css';

const titles: Partial<Record<RouteName, string>> = {
  'affiliated-home': 'Painel do afiliado',
  'affiliated-market': 'Mercado de afiliação',
  'affiliated-market-category': 'Mercado de afiliação',
  'affiliated-market-product': 'Produto para afiliação',
  'affiliated-products': 'Meus produtos',
  'affiliated-profile': 'Meus dados',
  'affiliated-sales': 'Vendas',
  'affiliated-payment-records': 'Extrato',
};

/** An honest state for an affiliate screen that is not open yet. */
export function ComingSoon({ route }: { route: RouteName }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{titles[route] ?? 'Área do afiliado'}</h1>
      <p className={styles.text}>Esta parte da área do afiliado está sendo preparada e chega em breve.</p>
      <Link className={styles.link} to="/afiliados/home">
        Ir para o painel
      </Link>
    </div>
  );
}
