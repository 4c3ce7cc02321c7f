import { Link } from 'react-router';
import { ordersPath } from 'shared-contracts';
import screen from 'ui/styles/screen.module.css';

/** The classes a screen dresses its own page in: the frame, the card, the heading and the way back. */
export interface MissingScreenLook {
  page?: string | undefined;
  card?: string | undefined;
  heading?: string | undefined;
  link?: string | undefined;
}

interface MissingScreenProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
  look: MissingScreenLook;
}

/**
 * A screen whose subject (an order, an address, a conversation, a product) does not exist or is not
 * the customer's: what happened, and a link back to where it can be found.
 */
export function MissingScreen({ title, text, backTo, backLabel, look }: MissingScreenProps) {
  return (
    <div className={look.page}>
      <section className={look.card}>
        <h1 className={look.heading}>{title}</h1>
        <p className={screen.muted}>{text}</p>
        <Link className={look.link} to={backTo}>
          {backLabel}
        </Link>
      </section>
    </div>
  );
}

/** The 'not found' of every screen of one order (someone else's order, or none): back to the orders. */
export function MissingOrder({ look }: { look: MissingScreenLook }) {
  return (
    <MissingScreen
      title="Pedido não encontrado"
      text="Este pedido não existe ou não pertence à sua conta."
      backTo={ordersPath()}
      backLabel="Voltar para meus pedidos"
      look={look}
    />
  );
}
