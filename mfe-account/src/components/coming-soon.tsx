import { Link } from 'react-router';
import type { RouteName } from 'shared-contracts';
import styles from './coming-soon.module.css';

const titles: Partial<Record<RouteName, string>> = {
  'customer-area-orders': 'Meus pedidos',
  'customer-area-payment-review': 'Avaliar pedido',
  'customer-area-payment-refund': 'Solicitar devolução',
  'customer-area-addresses': 'Meus endereços',
  'customer-area-addresses-edit': 'Endereço',
  'customer-personal-information': 'Dados pessoais',
  'chat-index': 'Chats',
  chat: 'Conversa com o vendedor',
  'chat-start': 'Conversar com o vendedor',
};

/** An honest state for a screen of the customer area that is not open yet. */
export function ComingSoon({ route }: { route: RouteName }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{titles[route] ?? 'Minha conta'}</h1>
      <p className={styles.text}>Esta área da sua conta está sendo preparada e chega em breve.</p>
      <Link className={styles.link} to="/">
        Continuar comprando
      </Link>
    </div>
  );
}
