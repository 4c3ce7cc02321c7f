import { useParams, useSearchParams } from 'react-router';
import { CatalogPart, ListSkeleton } from '../../components/catalog-part';
import styles from './market.module.css';
import { useDocumentTitle } from 'ui';

/**
 * /afiliados/mercado (?search) and /afiliados/mercado/categoria/:slug — the affiliated market:
 * the catalog's product list of type 'affiliated-market' (P-03: sliders without search or
 * category, otherwise results with affiliated cards), loaded from the catalog remote.
 */
export function MarketPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const searching = (params.get('search') ?? '').trim() !== '';
  const landing = !slug && !searching;
  useDocumentTitle(landing ? 'Mercado de afiliação' : null);

  const list = (
    <CatalogPart
      expose="ProductList"
      props={{ type: 'affiliated-market', categorySlug: slug, setDocumentTitle: !landing }}
      skeleton={<ListSkeleton />}
      errorTitle="Não foi possível carregar o mercado."
    />
  );

  return (
    <div className={styles.container}>
      {/* With a search or a category the list has its own heading ('Resultados para …', the category). */}
      {landing && (
        <header>
          <h1 className={styles.title}>Mercado</h1>
          <p className={styles.lead}>
            Escolha produtos para promover: cada venda pelo seu link rende a comissão mostrada no produto.
          </p>
        </header>
      )}
      {list}
    </div>
  );
}
