import { PageContainer } from '../../components/page-container';
import { ProductListPage } from '../../components/product-list/product-list-page';

/** /busca?search=…: every product, or those matching the search, with filters (P-02). */
export function SearchPage() {
  return (
    <PageContainer>
      <ProductListPage setDocumentTitle />
    </PageContainer>
  );
}
