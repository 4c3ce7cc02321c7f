import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  affiliatedProductsPath,
  bodyOf,
  firstErrorPerField,
  formatBRL,
  getAffiliateMarketProduct,
  promoteProduct,
  statusOf,
  type AffiliateLink,
  type AffiliateMarketProduct,
} from 'shared-contracts';
import { CopyLink } from '../../components/copy-link';
import { ErrorState, Skeleton, Button, textLinkClass, useServerData } from 'ui';
import { formatPercent } from '../../lib/format';
import { shareUrl } from '../../lib/share-url';
import styles from './market.module.css';

export const PROMOTE_TEXT = {
  created: 'Link criado! Agora é só compartilhar.',
  failed: 'Não foi possível gerar o link agora. Tente novamente.',
  closed: 'Este produto não aceita afiliados.',
} as const;

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'created' } | { kind: 'failed'; message: string };

/** 'Promover este produto': what it pays, and the affiliate's link to share (made on request). */
export function PromotePanel({ sellerSlug, slug }: { sellerSlug: string; slug: string }) {
  const titleId = useId();
  const info = useServerData(
    ['/api/affiliates/market/products/:seller/:slug', sellerSlug, slug],
    () => getAffiliateMarketProduct(sellerSlug, slug),
    { private: true },
  );

  // An unknown product: the catalog's page says so; there is nothing to promote.
  if (info.status === 'error' && statusOf(info.error) === 404) return null;

  return (
    <div className={styles.panelWrap}>
      <section className={styles.panel} aria-labelledby={titleId} aria-busy={info.status === 'loading'}>
        <div className={styles.panelText}>
          <h2 id={titleId} className={styles.panelTitle}>
            Promover este produto
          </h2>
          {info.status === 'success' ? (
            <Earnings product={info.data} />
          ) : info.status === 'loading' ? (
            <Skeleton width="80%" height="1.25rem" />
          ) : null}
        </div>
        {info.status === 'loading' && <Skeleton height="2.75rem" />}
        {info.status === 'error' && (
          <ErrorState compact title="Não foi possível carregar a sua comissão." message="" onRetry={info.refetch} />
        )}
        {info.status === 'success' && (
          <PromoteAction product={info.data} onLink={(link) => info.setData({ ...info.data, link })} />
        )}
      </section>
    </div>
  );
}

function Earnings({ product }: { product: AffiliateMarketProduct }) {
  if (!product.accepts_affiliates) return <p className={styles.closed}>{PROMOTE_TEXT.closed}</p>;
  return (
    <p className={styles.panelLead}>
      Ganhe <span className={styles.commission}>até {formatBRL(product.commission_value)}</span> (
      {formatPercent(product.affiliate_commission)} de {formatBRL(product.price)}) por venda feita pelo seu link.
    </p>
  );
}

function PromoteAction({
  product,
  onLink,
}: {
  product: AffiliateMarketProduct;
  onLink: (link: AffiliateLink) => void;
}) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function promote() {
    if (outcome.kind === 'sending') return;
    setOutcome({ kind: 'sending' });
    try {
      const promoted = await promoteProduct(product.product_id);
      setOutcome({ kind: 'created' });
      onLink(promoted.link);
    } catch (error) {
      const status = statusOf(error);
      if (status === 401) return setOutcome({ kind: 'idle' });
      const message = status === 422 ? firstErrorPerField(bodyOf(error)).product_id : undefined;
      setOutcome({ kind: 'failed', message: message ?? PROMOTE_TEXT.failed });
    }
  }

  if (!product.accepts_affiliates) return null;

  return (
    <div className={styles.panelAction}>
      {product.link ? (
        <>
          <CopyLink url={shareUrl(product.link)} />
          <Link className={textLinkClass} to={affiliatedProductsPath()}>
            Ver meus produtos
          </Link>
        </>
      ) : (
        <Button onClick={() => void promote()} aria-disabled={outcome.kind === 'sending' || undefined}>
          {outcome.kind === 'sending' ? 'Gerando link...' : 'Gerar meu link de afiliado'}
        </Button>
      )}
      <p className={styles.message} role="status" aria-live="polite">
        {outcome.kind === 'created' && <span className={styles.success}>{PROMOTE_TEXT.created}</span>}
        {outcome.kind === 'failed' && <span className={styles.failure}>{outcome.message}</span>}
      </p>
    </div>
  );
}
