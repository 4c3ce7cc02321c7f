import { useEffect, useId, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getOrders, homePath, onOrderStatus, ordersPath } from 'shared-contracts';
import { useServerData, visuallyHiddenClass, LoadFailed } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { OrderCard } from './order-card';
import { OrdersSkeleton } from './orders-skeleton';
import styles from './orders.module.css';

/** The page of the `pagina` query: a whole number from 1; anything else is the first page. */
function pageOf(raw: string | null): number {
  if (raw === null || !/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Number(raw);
}

const pagePath = (page: number): string => (page <= 1 ? ordersPath() : `${ordersPath()}?pagina=${page}`);

/** 'Meus pedidos': the customer's orders, newest first, a page at a time. */
export function OrdersPage() {
  const titleId = useId();
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('pagina'));
  // Placing an order changes the cart: the list is read again.
  const orders = useServerData(['/api/orders', page], () => getOrders(page), { private: true, cart: true });
  const { refetch } = orders;
  // When the push channel says an order changed (paid, expired), the page is read again in place.
  useEffect(() => onOrderStatus(() => refetch()), [refetch]);
  // One clock for the whole list, so every card judges the return window alike.
  const now = useMemo(() => new Date(), []);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new page moves the focus to the heading, as a page load would.
  const firstPage = useRef(page);
  useEffect(() => {
    if (page !== firstPage.current) heading.current?.focus();
  }, [page]);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={screen.heading}>
          Meus pedidos
        </h1>
        <p className={screen.muted}>Acompanhe seus pedidos, avalie os produtos e peça devoluções.</p>
      </header>

      <section aria-labelledby={titleId} aria-busy={orders.status === 'loading'}>
        {orders.status === 'loading' && (
          <>
            <p role="status" className={visuallyHiddenClass}>
              Carregando seus pedidos...
            </p>
            <OrdersSkeleton />
          </>
        )}

        {orders.status === 'error' && (
          <LoadFailed onRetry={refetch} buttonClassName={styles.primary}>
            Não foi possível carregar seus pedidos agora.
          </LoadFailed>
        )}

        {orders.status === 'success' && orders.data.data.length === 0 && (
          <div className={styles.empty}>
            <p>{page > 1 ? 'Não há pedidos nesta página.' : 'Você ainda não fez nenhum pedido.'}</p>
            <Link className={styles.primary} to={page > 1 ? ordersPath() : homePath()}>
              {page > 1 ? 'Ver seus pedidos mais recentes' : 'Conhecer a loja'}
            </Link>
          </div>
        )}

        {orders.status === 'success' && orders.data.data.length > 0 && (
          <>
            <ol className={styles.list}>
              {orders.data.data.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} now={now} />
                </li>
              ))}
            </ol>
            {orders.data.last_page > 1 && (
              <nav className={styles.pager} aria-label="Páginas de pedidos">
                {page > 1 ? (
                  <Link className={styles.secondary} to={pagePath(page - 1)}>
                    Anterior
                  </Link>
                ) : (
                  <span />
                )}
                <p className={screen.small}>
                  Página {orders.data.current_page} de {orders.data.last_page}
                </p>
                {page < orders.data.last_page ? (
                  <Link className={styles.secondary} to={pagePath(page + 1)}>
                    Próxima
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
