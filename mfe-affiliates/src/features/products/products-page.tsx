import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  affiliatedMarketPath,
  getAffiliateProducts,
  statusOf,
  stopPromotingProduct,
  type AffiliateProduct,
} from 'shared-contracts';
import { Page } from '../../components/page';
import {
  ConfirmDialog,
  cx,
  EmptyState,
  ErrorState,
  LoadingNotice,
  Pager,
  Skeleton,
  useDocumentTitle,
  ButtonLink,
  buttonClass,
  useServerData,
} from 'ui';
import { plural } from '../../lib/format';
import { shareUrl } from '../../lib/share-url';
import { usePageParam, withPage } from '../../lib/use-page-param';
import { PromotedProductItem } from './promoted-product-item';
import styles from './products.module.css';

export const PRODUCTS_TEXT = {
  stopFailed: 'Não foi possível deixar de promover agora. Tente novamente.',
  stopped: (name: string) => `Você deixou de promover ${name}.`,
} as const;

/** /afiliados/produtos — 'Meus produtos': the promoted products with their links and results. */
export function ProductsPage() {
  useDocumentTitle('Meus produtos');
  const page = usePageParam();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const products = useServerData(['/api/affiliates/products', page], () => getAffiliateProducts(page), {
    private: true,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const [stopping, setStopping] = useState<AffiliateProduct | null>(null);
  const [busy, setBusy] = useState(false);
  const [stopError, setStopError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Where the focus goes once the dialog is gone and the page is no longer inert.
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (stopping !== null) return;
    focusAfterClose.current?.focus();
    focusAfterClose.current = null;
  }, [stopping]);

  const shown = products.data ?? products.previous;
  // Another page, or the list read again after a change: the list shown waits for the answer.
  const reloading = products.status === 'loading' || products.isFetching;
  const list = shown?.data ?? [];

  async function stop() {
    if (!stopping || busy) return;
    setBusy(true);
    setStopError(null);
    try {
      await stopPromotingProduct(stopping.id);
    } catch (error) {
      // 404: it was already removed (another tab); the list is refreshed all the same.
      if (statusOf(error) !== 404) {
        setBusy(false);
        if (statusOf(error) !== 401) setStopError(PRODUCTS_TEXT.stopFailed);
        return;
      }
    }
    setBusy(false);
    setAnnouncement(PRODUCTS_TEXT.stopped(stopping.name));
    // The item's button is gone: the focus goes to the page's heading.
    focusAfterClose.current = heading.current;
    setStopping(null);
    if (list.length === 1 && page > 1) void navigate(withPage(params, page - 1));
    else products.refetch();
  }

  return (
    <>
      <div inert={stopping !== null || undefined}>
        <Page
          title="Meus produtos"
          titleRef={heading}
          lead="Os produtos que você promove, com o link para compartilhar e o que cada um já rendeu."
          actions={
            <ButtonLink variant="secondary" to={affiliatedMarketPath()}>
              Encontrar produtos no Mercado
            </ButtonLink>
          }
        >
          <p className={styles.summary} role="status" aria-live="polite">
            {announcement && `${announcement} `}
            {products.status === 'success' &&
              products.data.total > 0 &&
              `${plural(products.data.total, 'produto promovido', 'produtos promovidos')}.`}
          </p>

          {products.status === 'error' && (
            <ErrorState title="Não foi possível carregar os seus produtos." onRetry={products.refetch} />
          )}

          {products.status !== 'error' && !shown && <ProductsSkeleton />}

          {shown && shown.total === 0 && products.status === 'success' && (
            <EmptyState
              title="Você ainda não promove nenhum produto."
              actions={<ButtonLink to={affiliatedMarketPath()}>Ir para o Mercado</ButtonLink>}
            >
              <p>Escolha produtos no Mercado e gere seu link de afiliado para começar a ganhar comissões.</p>
            </EmptyState>
          )}

          {products.status !== 'error' && list.length > 0 && (
            <ul className={cx(styles.list, reloading && styles.reloading)} aria-busy={reloading}>
              {list.map((product) => (
                <li key={product.id}>
                  <PromotedProductItem
                    product={product}
                    onStop={(chosen) => {
                      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                      setStopError(null);
                      setStopping(chosen);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}

          {shown && products.status !== 'error' && (
            <Pager current={shown.current_page} last={shown.last_page} hrefFor={(target) => withPage(params, target)} />
          )}
        </Page>
      </div>

      {stopping && (
        <ConfirmDialog
          title="Deixar de promover este produto?"
          confirmLabel="Deixar de promover"
          confirmClassName={buttonClass('dangerOutline')}
          cancelClassName={buttonClass('quiet')}
          busyLabel="Removendo..."
          busy={busy}
          error={stopError}
          onConfirm={() => void stop()}
          onCancel={() => {
            focusAfterClose.current = opener.current;
            setStopping(null);
          }}
        >
          <p>
            {stopping.name} sai dos seus produtos e o link {shareUrl(stopping.link)} deixa de render comissões. Você
            pode voltar a promovê-lo quando quiser, com o mesmo link.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function ProductsSkeleton() {
  return (
    <>
      <LoadingNotice label="Carregando seus produtos..." />
      <div className={styles.list} aria-hidden="true">
        {[0, 1, 2].map((item) => (
          <div key={item} className={styles.skeletonItem}>
            <Skeleton ratio="1 / 1" />
            <div className={styles.skeletonText}>
              <Skeleton lines={2} />
              <Skeleton height="2.75rem" />
              <Skeleton width="60%" height="1rem" />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
