import '../../../testing/match-media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authenticate,
  cartReset,
  currentAuth,
  currentCart,
  logOut,
  setAuth,
  setCart,
  type ProductDetail,
  type UserType,
} from 'shared-contracts';
import { fakeApi, restoreApi, type Routes } from '../../../testing/fake-api';
import { product } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { ProductPage } from '../product-page';

const DETAIL: ProductDetail = {
  ...product(7, { name: 'Camiseta Básica', slug: 'camiseta-basica', price: 59.9, original_price: 79.9 }),
  max_installments: 3,
  max_installments_value: 19.97,
  description: ['Algodão macio.', 'Lavar à mão.'],
  specifications: [{ name: 'Material', value: '100% algodão' }],
  photos: [
    { url: '/p/7/1.svg', thumbnail: '/p/7/1.svg?w=120', alt: 'Camiseta de frente' },
    { url: '/p/7/2.svg', thumbnail: '/p/7/2.svg?w=120', alt: 'Camiseta de costas' },
  ],
  stock: 9,
  review_average: 4.5,
  review_count: 2,
  rating_distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
  variation: {
    id: 1,
    name: 'Tamanho',
    options: [
      { id: 11, name: 'P', price: 59.9, original_price: 79.9, stock: 0 },
      { id: 12, name: 'M', price: 59.9, original_price: 79.9, stock: 3 },
      { id: 13, name: 'GG', price: 69.9, original_price: null, stock: 5 },
    ],
  },
  product_situation: 'Novo',
  product_type: { id: 1, name: 'Físico' },
  product_manufacturer: { id: 2, name: 'Malha Boa' },
  seller: {
    id: 3,
    name: 'Loja Sol',
    slug: 'loja-sol',
    logo: '/l.svg',
    review_average: 4.8,
    city_name: 'Recife',
    state_name: 'PE',
  },
  category_path: [
    { name: 'Celulares e Smartphones', slug: 'celulares-e-smartphones' },
    { name: 'Smartphones', slug: 'smartphones' },
  ],
};

const CART = {
  content: [{ seller: { id: 3, name: 'Loja Sol' }, items: [] }],
  conditions: [],
  address: null,
  subtotal: 59.9,
  shipping: 0,
  coupon_name: null,
  discount: 0,
  total: 59.9,
  installments: null,
};

function api(extra: Routes = {}) {
  return fakeApi({
    'GET /api/products/loja-sol/camiseta-basica': () => ({ data: DETAIL }),
    'GET /api/products/7/related': () => ({ data: { total: 1, data: [product(8, { name: 'Bermuda' })] } }),
    'GET /api/products/7/reviews': (request) => ({
      data: {
        current_page: Number(request.params.page),
        last_page: 2,
        per_page: 1,
        total: 2,
        from: Number(request.params.page),
        to: Number(request.params.page),
        next_page_url: null,
        prev_page_url: null,
        data: [
          {
            id: Number(request.params.page),
            author_name: request.params.page === 1 ? 'Ana' : 'Bruno',
            rating: request.params.page === 1 ? 5 : 4,
            title: request.params.page === 1 ? 'Ótima' : 'Boa',
            comment: 'Gostei.',
            created_at: '2024-03-05T12:00:00Z',
          },
        ],
      },
    }),
    'GET /api/cart': () => ({ data: CART }),
    ...extra,
  });
}

function signIn(userType: UserType) {
  setAuth(
    authenticate(currentAuth(), {
      user: { name: 'Cliente Demo', document: '', phone: '', cellphone: '', user_type: userType },
      user_type: userType,
    }),
  );
}

const PATH = '/produto/:sellerSlug/:slug';
const ROUTE = '/produto/loja-sol/camiseta-basica';

beforeEach(() => {
  setAuth(logOut());
  setCart(cartReset());
});
afterEach(restoreApi);

describe('ProductPage', () => {
  it('shows name, rating, prices, seller link, description, specifications, reviews and related products', async () => {
    api();
    renderAt(<ProductPage />, { route: ROUTE, path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Camiseta Básica' })).toBeInTheDocument();
    expect(screen.getByText('R$ 59,90')).toBeInTheDocument();
    expect(screen.getByText('R$ 79,90')).toBeInTheDocument();
    expect(screen.getByText('ou 3 x R$ 19,97')).toBeInTheDocument();
    expect(screen.getByText(/Vendido e entregue por/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loja Sol' })).toHaveAttribute('href', '/loja/loja-sol');
    expect(screen.getByRole('link', { name: 'Conversar com o vendedor' })).toHaveAttribute(
      'href',
      '/cliente/iniciar-chat/7',
    );
    expect(screen.getByText('Algodão macio.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Material' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '100% algodão' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Camiseta de frente' })).toHaveAttribute('src', '/p/7/1.svg');
    expect(await screen.findByRole('heading', { name: 'Produtos relacionados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bermuda' })).toBeInTheDocument();
    expect(document.title).toBe('Camiseta Básica | Mercado Brasil');

    const bars = screen.getByRole('list', { name: 'Distribuição das notas' });
    expect(within(bars).getAllByRole('listitem')[0]).toHaveTextContent('5 estrelas1 (50%)');
    expect(await screen.findByRole('heading', { name: 'Ótima' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais avaliações' }));
    expect(await screen.findByRole('heading', { name: 'Boa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver mais avaliações' })).not.toBeInTheDocument();
  });

  it('variation: out-of-stock options are disabled, the first available is chosen, price follows the option', async () => {
    api();
    renderAt(<ProductPage />, { route: ROUTE, path: PATH });
    const group = await screen.findByRole('group', { name: /Tamanho/ });
    expect(within(group).getByRole('radio', { name: /P/ })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: 'M' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'GG' }));
    expect(within(group).getByRole('radio', { name: 'GG' })).toBeChecked();
    expect(screen.getByText('R$ 69,90')).toBeInTheDocument();
    expect(screen.getByText('ou 3 x R$ 23,30')).toBeInTheDocument();
  });

  it('the photos are its gallery; an option chosen by its label is checked and shows its price, and back', async () => {
    api();
    renderAt(<ProductPage />, { route: ROUTE, path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Camiseta Básica' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fotos de Camiseta Básica' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: /Tamanho/ });
    // The radio is drawn by its label, which is what a person clicks.
    for (const [option, price] of [
      ['GG', 'R$ 69,90'],
      ['M', 'R$ 59,90'],
    ] as const) {
      await userEvent.click(within(group).getByText(option, { exact: true }));
      expect(within(group).getByRole('radio', { name: option })).toBeChecked();
      expect(screen.getByText(price)).toBeInTheDocument();
    }
    expect(within(group).getByRole('radio', { name: 'GG' })).not.toBeChecked();
  });

  it('quantity stepper stays between 1 and the stock', async () => {
    api();
    renderAt(<ProductPage />, { route: ROUTE, path: PATH });
    const quantity = await screen.findByLabelText('Quantidade');
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled();
    const more = screen.getByRole('button', { name: 'Aumentar quantidade' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(quantity).toHaveValue(3);
    expect(more).toBeDisabled();
  });

  it('a guest who adds to the cart goes to login with a redirect back here', async () => {
    const calls = api();
    const view = renderAt(<ProductPage />, { route: `${ROUTE}?ref=home`, path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(view.location().pathname).toBe('/login');
    expect(new URLSearchParams(view.location().search).get('redirect')).toBe(`${ROUTE}?ref=home`);
    expect(calls.calls('POST /api/cart/add')).toHaveLength(0);
  });

  it("an affiliate sees 'Apenas clientes podem comprar.'", async () => {
    signIn(2);
    const calls = api();
    renderAt(<ProductPage />, { route: ROUTE, path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(screen.getByText('Apenas clientes podem comprar.')).toBeInTheDocument();
    expect(calls.calls('POST /api/cart/add')).toHaveLength(0);
  });

  it('a customer adds the chosen option and quantity, the cart is refreshed and the message shown', async () => {
    signIn(1);
    const calls = api({ 'POST /api/cart/add': () => ({ data: { message: 'ok' } }) });
    renderAt(<ProductPage />, { route: ROUTE, path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Aumentar quantidade' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
    const status = await screen.findByText('Produto adicionado ao carrinho.');
    expect(status.closest('[aria-live]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ir para o carrinho' })).toHaveAttribute('href', '/carrinho');
    expect(calls.calls('POST /api/cart/add')[0]?.body).toEqual({
      product_id: 7,
      product_variation_option_id: 12,
      quantity: 2,
    });
    expect(calls.calls('GET /api/cart')).toHaveLength(1);
    expect(currentCart().content).toHaveLength(1);
  });

  it('a 422 on add shows its messages', async () => {
    signIn(1);
    api({
      'POST /api/cart/add': () => ({
        status: 422,
        data: { message: 'x', errors: { quantity: ['Quantidade indisponível em estoque.'] } },
      }),
    });
    renderAt(<ProductPage />, { route: ROUTE, path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(await screen.findByText('Quantidade indisponível em estoque.')).toBeInTheDocument();
    expect(screen.queryByText('Produto adicionado ao carrinho.')).not.toBeInTheDocument();
  });

  it('an unknown product shows the not-found screen', async () => {
    fakeApi({
      'GET /api/products/loja-sol/nada': () => ({ status: 404, data: { message: 'Produto não encontrado.' } }),
    });
    renderAt(<ProductPage />, { route: '/produto/loja-sol/nada', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  });

  it('affiliate flag: commission and maximum price, no purchase', async () => {
    api();
    renderAt(<ProductPage affiliate />, { route: ROUTE, path: PATH });
    const name = await screen.findByRole('heading', { level: 1, name: 'Camiseta Básica' });
    const info = name.parentElement as HTMLElement;
    expect(within(info).getByText('Comissão de até')).toBeInTheDocument();
    expect(within(info).getByText('R$ 5,99')).toBeInTheDocument();
    expect(within(info).getByText('Preço máximo do produto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar ao carrinho' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bermuda' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/produto/loja-sol/produto-8',
    );
  });
});
