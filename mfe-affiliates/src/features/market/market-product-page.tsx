import { useParams } from 'react-router';
import { CatalogPart, ProductSkeleton } from '../../components/catalog-part';
import { PromotePanel } from './promote-panel';

/**
 * /afiliados/mercado/produto/:sellerSlug/:slug — the catalog's product page in its affiliate
 * form (commission and maximum price instead of buying), under this remote's 'Promover este
 * produto', which keeps working even when the catalog remote is down.
 */
export function MarketProductPage() {
  const { sellerSlug = '', slug = '' } = useParams();
  return (
    <>
      <PromotePanel key={`${sellerSlug}/${slug}`} sellerSlug={sellerSlug} slug={slug} />
      <CatalogPart
        expose="ProductPage"
        props={{ affiliate: true }}
        skeleton={<ProductSkeleton />}
        errorTitle="Não foi possível carregar este produto."
        framed
      />
    </>
  );
}
