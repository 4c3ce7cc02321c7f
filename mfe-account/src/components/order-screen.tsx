import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ordersPath } from 'shared-contracts';
import screen from 'ui/styles/screen.module.css';
import { useIdParam } from '../lib/use-id-param';
import { MissingOrder, type MissingScreenLook } from './missing-screen';
import orderActions from './order-actions.module.css';

/**
 * A screen of one order (`…/:id`): `children(orderId)`, drawn afresh for each order, or 'not found'
 * for a path whose id cannot be an order's.
 */
export function OrderScreen({ look, children }: { look: MissingScreenLook; children: (orderId: number) => ReactNode }) {
  const id = useIdParam('id');
  if (id === null) return <MissingOrder look={look} />;
  return <Fragment key={id}>{children(id)}</Fragment>;
}

/** The head of a screen about one order: the way back to the orders, the screen's title and a line below. */
export function OrderScreenIntro({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className={screen.intro}>
      <Link className={orderActions.textLink} to={ordersPath()}>
        ← Meus pedidos
      </Link>
      <h1 id={titleId} className={screen.heading}>
        {title}
      </h1>
      <p className={screen.muted}>{children}</p>
    </header>
  );
}
