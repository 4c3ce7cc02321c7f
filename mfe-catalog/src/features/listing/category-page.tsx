import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { ProductListPage } from '../../components/product-list/product-list-page';

/** /categoria/:slug: the category's products with filters, titled with its name (P-02). */
export function CategoryPage() {
  const { slug = '' } = useParams();
  return (
    <PageContainer>
      <ProductListPage categorySlug={slug} setDocumentTitle />
    </PageContainer>
  );
}
