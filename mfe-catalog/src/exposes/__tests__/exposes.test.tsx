import '../../testing/match-media';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render } from '@testing-library/react';
import { fakeApi, restoreApi } from '../../testing/fake-api';
import { CATEGORIES, product, productListAnswer } from '../../testing/fixtures';
import CategorySlider from '../category-slider';
import ProductCard from '../product-card';
import ProductList from '../product-list';
import ProductPage from '../product-page';
import ProductSlider from '../product-slider';

afterEach(restoreApi);

/** Another remote's router: the exposed modules use only its hooks and the contract. */
describe('federation exposes inside another router', () => {
  it('ProductCard, ProductSlider, CategorySlider and ProductList (affiliated market) render', async () => {
    fakeApi({
      'GET /api/categories': () => ({ data: CATEGORIES }),
      'GET /api/product-list': productListAnswer([product(1)]),
    });
    render(
      <MemoryRouter initialEntries={['/afiliados/mercado']}>
        <Routes>
          <Route
            path="/afiliados/mercado"
            element={
              <>
                <ProductCard product={product(5, { name: 'Cartão solto' })} affiliate />
                <ProductSlider title="Destaques do mercado" listId="recomendados" affiliate />
                <CategorySlider affiliate title="Categorias do mercado" />
                <ProductList type="affiliated-market" />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cartão solto' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/produto/loja-sol/produto-5',
    );
    expect(await screen.findByRole('heading', { name: 'Destaques do mercado' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Categorias do mercado' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mais quentes' })).toBeInTheDocument();
  });

  it('ProductPage reads :sellerSlug/:slug from the host route', async () => {
    fakeApi({ 'GET /api/products/loja-sol/p1': () => ({ status: 404 }) });
    render(
      <MemoryRouter initialEntries={['/afiliados/mercado/produto/loja-sol/p1']}>
        <Routes>
          <Route path="/afiliados/mercado/produto/:sellerSlug/:slug" element={<ProductPage affiliate />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
