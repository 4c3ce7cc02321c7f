import { useState } from 'react';
import { CartLink } from './cart-link';
import { CategoriesMenu } from './categories-menu';
import { isMobileDevice } from './is-mobile';
import { LogoLink } from './logo';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';
import styles from './standard-header.module.css';
import { TopBar } from './top-bar';
import { useCategories } from './use-categories';
import { UserMenu } from './user-menu';

/**
 * The standard header (spec §2): top bar, logo, categories, search, user menu and cart. On a
 * mobile device (by user-agent) categories, search and the top-bar links move into a side panel.
 */
export function StandardHeader() {
  const [mobile] = useState(isMobileDevice);
  const { categories, status } = useCategories();
  const loading = status === 'loading';

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
