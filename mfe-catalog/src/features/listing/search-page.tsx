import { PageContainer } from '../../components/page-container';
import { ProductList } from '../../components/product-list/product-list';

/** /busca?search=…: every product, or those matching the search, with filters (P-02). */
export function SearchPage() {
  return (
    <PageContainer>
      <ProductList type="page" setDocumentTitle />
    </PageContainer>
  );
}
