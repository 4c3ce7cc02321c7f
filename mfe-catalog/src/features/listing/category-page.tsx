import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { ProductList } from '../../components/product-list/product-list';

/** /categoria/:slug: the category's products with filters, titled with its name (P-02). */
export function CategoryPage() {
  const { slug = '' } = useParams();
  return (
    <PageContainer>
      <ProductList type="page" categorySlug={slug} setDocumentTitle />
    </PageContainer>
  );
}
