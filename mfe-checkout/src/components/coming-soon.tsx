import { Link } from 'react-router';
import type { RouteName } from 'shared-contracts';
import styles from './coming-soon.module.css';

const titles: Partial<Record<RouteName, string>> = {
  cart: 'Carrinho',
  'confirm-purchase': 'Compra realizada',
};

/** An honest state for a checkout screen that is not open yet. */
export function ComingSoon({ route }: { route: RouteName }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{titles[route] ?? 'Carrinho'}</h1>
      <p className={styles.text}>O carrinho e o pagamento estão sendo preparados e chegam em breve.</p>
      <Link className={styles.link} to="/">
        Continuar comprando
      </Link>
    </div>
  );
}
