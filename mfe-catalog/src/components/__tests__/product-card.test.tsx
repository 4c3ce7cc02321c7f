import { screen, within } from '@testing-library/react';
import { product } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { ProductCard, affiliateCommission } from '../product-card';

describe('ProductCard', () => {
  it("issue 10 §4: an out-of-stock product says 'Indisponível' on its card; an available one does not", () => {
    renderAt(<ProductCard product={product(3, { available: false })} />);
    expect(screen.getByText('Indisponível')).toBeInTheDocument();
  });

  it('issue 10 §4: cards of products in stock carry no unavailability mark', () => {
    renderAt(<ProductCard product={product(4, { available: true })} />);
    expect(screen.queryByText('Indisponível')).not.toBeInTheDocument();
  });

  it('P-09 shows image, name, rating to one decimal, struck original price, price and installments', () => {
    renderAt(
      <ProductCard
        product={product(1, {
          name: 'Smartphone Galaxy',
          slug: 'smartphone-galaxy',
          seller: { name: 'Loja Sol', slug: 'loja-sol' },
          price: 1299.9,
          original_price: 1499,
          review_average: 4.46,
          max_installments: 10,
          max_installments_value: 129.99,
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Smartphone Galaxy' })).toHaveAttribute('src', '/img/produto-1.jpg');
    expect(screen.getByRole('link', { name: 'Smartphone Galaxy' })).toHaveAttribute(
      'href',
      '/produto/loja-sol/smartphone-galaxy',
    );
    expect(screen.getByText('4,5')).toBeInTheDocument();
    const original = card.querySelector('s');
    expect(original).toHaveTextContent('De R$ 1.499,00');
    expect(screen.getByText('R$ 1.299,90')).toBeInTheDocument();
    expect(screen.getByText('ou 10 x R$ 129,99')).toBeInTheDocument();
    expect(screen.queryByText('Comissão de até')).not.toBeInTheDocument();
  });

  it('P-09 leaves out rating, original price and installments when absent', () => {
    renderAt(<ProductCard product={product(2, { original_price: null, review_average: null, max_installments: 1 })} />);
    const card = screen.getByRole('article');
    expect(card.querySelector('s')).toBeNull();
    expect(screen.queryByText(/^ou \d+ x/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Avaliação/)).not.toBeInTheDocument();
  });

  it('P-10 affiliated card shows commission and maximum price and links into the market', () => {
    renderAt(
      <ProductCard
        affiliate
        product={product(3, {
          slug: 'fone-bluetooth',
          price: 250,
          affiliate_commission: 12,
          original_price: 300,
          max_installments: 5,
        })}
      />,
    );
    expect(screen.getByText('Comissão de até')).toBeInTheDocument();
    expect(screen.getByText('R$ 30,00')).toBeInTheDocument();
    expect(screen.getByText('Preço máximo do produto')).toBeInTheDocument();
    expect(screen.getByText('R$ 250,00')).toBeInTheDocument();
    expect(screen.queryByText(/^ou \d+ x/)).not.toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('s')).toBeNull();
    expect(screen.getByRole('link', { name: 'Produto 3' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/produto/loja-sol/fone-bluetooth',
    );
  });

  it('P-10 commission is price × percent / 100 in cents', () => {
    expect(affiliateCommission({ price: 199.9, affiliate_commission: 10 })).toBe(19.99);
    expect(affiliateCommission({ price: 80, affiliate_commission: 7.5 })).toBe(6);
  });
});
