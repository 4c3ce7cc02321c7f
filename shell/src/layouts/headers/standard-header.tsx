import { Suspense } from 'react';
import { categoriesQuery, type Category } from 'shared-contracts';
import { useServerData } from 'ui';
import { CartLink } from './cart-link';
import { CategoriesMenu, MobileMenu, SearchForm, TopBar } from '../frame-parts';
import { useMobileDevice } from '../hooks/is-mobile';
import { LogoLink } from '../parts/logo';
import styles from './standard-header.module.css';
import { UserMenu } from '../menus/user-menu';

/**
 * The standard header (spec §2): top bar, logo, categories, search, user menu and cart. On a
 * mobile device (by user-agent) categories, search and the top-bar links move into a side panel.
 */
export function StandardHeader() {
  const mobile = useMobileDevice();
  const categories = useServerData(...categoriesQuery);

  // The device's parts are fetched before the first render (frame-parts): nothing suspends here.
  return (
    <Suspense fallback={null}>
      <StandardHeaderFrame
        mobile={mobile}
        categories={categories.data ?? []}
        loading={categories.status === 'loading'}
      />
    </Suspense>
  );
}

function StandardHeaderFrame({
  mobile,
  categories,
  loading,
}: {
  mobile: boolean;
  categories: Category[];
  loading: boolean;
}) {
  return (
    <header className={styles.header}>
      {mobile ? null : <TopBar />}
      <div className={styles.row}>
        {mobile ? <MobileMenu categories={categories} loading={loading} /> : null}
        <div className={styles.brand}>
          <LogoLink />
        </div>
        {mobile ? null : (
          <>
            <CategoriesMenu categories={categories} loading={loading} />
            <SearchForm className={styles.search} />
          </>
        )}
        <div className={styles.actions}>
          <UserMenu />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
