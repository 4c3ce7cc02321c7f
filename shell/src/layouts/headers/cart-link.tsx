import { Link } from 'react-router-dom';
import { cartPath, searchPath, USER_TYPE_CUSTOMER } from 'shared-contracts';
import styles from './cart-link.module.css';
import { CartIcon, SearchIcon } from '../parts/icons';
import { useAuth, useSellerGroupCount } from '../hooks/use-auth';

export function cartLabel(count: number): string {
  return `Carrinho, ${count} ${count === 1 ? 'loja' : 'lojas'}`;
}

/**
 * L-11: a customer whose cart has content sees the cart with a badge counting seller groups;
 * everybody else gets a link to search.
 */
export function CartLink() {
  const auth = useAuth();
  const count = useSellerGroupCount();

  if (auth.authenticated && auth.user_type === USER_TYPE_CUSTOMER && count > 0) {
    return (
      <Link className={styles.link} to={cartPath()} aria-label={cartLabel(count)}>
        <CartIcon />
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      </Link>
    );
  }

  return (
    <Link className={styles.link} to={searchPath()} aria-label="Buscar produtos">
      <SearchIcon />
    </Link>
  );
}
