import { useParams } from 'react-router';
import {
  PAGE_KEYS,
  SLIDER_LIMIT,
  getProduct,
  getRelatedProducts,
  payloadKey,
  productDetailPath,
  type ProductDetail,
  type ProductPhoto,
} from 'shared-contracts';
import { PageContainer } from '../../components/page-container';
import { ScreenLoadError } from '../../components/screen-load-error';
import { ProductSlider } from '../../components/product-slider';
import { Rating } from '../../components/rating';
import { LoadingNotice, Skeleton, useDocumentTitle, useServerData } from 'ui';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { PurchaseBox } from './purchase-box';
import screen from '../../components/screen.module.css';
import styles from './product-page.module.css';

export interface ProductPageProps {
  /**
   * Inside the affiliated market: commission and maximum price instead of the purchase, and
   * related products link into the market. Route params are read the same way
   * (`:sellerSlug/:slug`).
   */
  affiliate?: boolean;
  /** Sets the tab title to the product's name (default true). */
  setDocumentTitle?: boolean;
}

function photosOf(product: ProductDetail): ProductPhoto[] {
  if (product.photos.length > 0) return product.photos;
  return [{ url: product.photo, thumbnail: product.photo, alt: product.name }];
}

/** /produto/:sellerSlug/:slug — gallery, purchase, description, specifications, reviews, related. */
export function ProductPage({ affiliate = false, setDocumentTitle = true }: ProductPageProps) {
  const { sellerSlug = '', slug = '' } = useParams();
  // A server-rendered page carries the product under its call's key: drawn with it, not asked again.
  const resource = useServerData(
    ['/api/products/:seller/:slug', sellerSlug, slug],
    () => getProduct(sellerSlug, slug),
    {
      pageKey: payloadKey(productDetailPath(sellerSlug, slug)),
    },
  );
  const product = resource.data;
  useDocumentTitle(setDocumentTitle ? product?.name : null);

  if (resource.status === 'error') {
    return <ScreenLoadError resource={resource} title="Não foi possível carregar este produto." />;
  }
  if (!product) return <ProductPageSkeleton />;
  return <ProductView key={product.id} product={product} affiliate={affiliate} />;
}

function ProductView({ product, affiliate }: { product: ProductDetail; affiliate: boolean }) {
  const type = affiliate ? 'affiliated-market' : 'store';
  // A server-rendered page carries them: drawn with the page, not asked again.
  const related = useServerData(
    ['/api/products/:id/related', product.id, SLIDER_LIMIT, type],
    () => getRelatedProducts(product.id, SLIDER_LIMIT, type),
    { pageKey: PAGE_KEYS.related(product.id, SLIDER_LIMIT, type) },
  );
  // The seller's specification rows, completed with the catalog's own facts they leave out.
  const named = (...names: string[]) => product.specifications.some((row) => names.includes(row.name));
  const details = [
    ...(product.product_manufacturer && !named('Marca', 'Fabricante')
      ? [{ name: 'Fabricante', value: product.product_manufacturer.name }]
      : []),
    ...(product.product_type && !named('Tipo') ? [{ name: 'Tipo', value: product.product_type.name }] : []),
    ...(product.product_situation && !named('Condição', 'Situação')
      ? [{ name: 'Condição', value: product.product_situation }]
      : []),
    ...product.specifications,
  ];

  return (
    <PageContainer>
      <article className={screen.wideColumn}>
        <div className={styles.top}>
          <ProductGallery photos={photosOf(product)} name={product.name} />
          <div className={styles.info}>
            {product.product_category && (
              <p className={screen.note}>
                {product.product_category.product_category
                  ? `${product.product_category.product_category.name} › ${product.product_category.name}`
                  : product.product_category.name}
              </p>
            )}
            <h1 className={screen.longTitle}>{product.name}</h1>
            {product.review_average !== null && product.review_count > 0 && (
              <a className={styles.ratingLink} href="#avaliacoes">
                <Rating value={product.review_average} count={product.review_count} />
              </a>
            )}
            <PurchaseBox product={product} affiliate={affiliate} />
          </div>
        </div>

        {product.description.length > 0 && (
          <section className={styles.block} aria-labelledby="descricao">
            <h2 id="descricao" className={styles.blockTitle}>
              Descrição
            </h2>
            <div className={styles.description}>
              {product.description.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
        )}

        {details.length > 0 && (
          <section className={styles.block} aria-labelledby="especificacoes">
            <h2 id="especificacoes" className={styles.blockTitle}>
              Especificações
            </h2>
            <div className={styles.tableWrap}>
              <table className={styles.specs}>
                <tbody>
                  {details.map((row, index) => (
                    <tr key={`${row.name}-${index}`}>
                      <th scope="row">{row.name}</th>
                      <td>{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}

        <div id="avaliacoes" className={styles.block}>
          <ProductReviews product={product} />
        </div>
      </article>

      {related.data && (
        <ProductSlider
          className={styles.related}
          title="Produtos relacionados"
          products={related.data.data}
          total={related.data.total}
          affiliate={affiliate}
        />
      )}
    </PageContainer>
  );
}

function ProductPageSkeleton() {
  return (
    <PageContainer>
      <div className={styles.top} aria-busy="true">
        <LoadingNotice label="Carregando produto..." />
        <div>
          <Skeleton ratio="1 / 1" />
        </div>
        <div className={styles.info}>
          <Skeleton width="40%" height="1rem" />
          <Skeleton lines={2} className={styles.nameSkeleton} />
          <Skeleton width="9rem" height="1.25rem" />
          <Skeleton width="12rem" height="2.75rem" />
          <Skeleton width="10rem" height="1.25rem" />
          <Skeleton width="100%" height="3.25rem" />
        </div>
      </div>
    </PageContainer>
  );
}
