import '../../../testing/match-media';
import { screen } from '@testing-library/react';
import { fakeApi, restoreApi } from '../../../testing/fake-api';
import { CATEGORIES, product } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { HomePage } from '../home-page';

afterEach(restoreApi);

describe('HomePage', () => {
  it('H-02 shows carousel, sliders, categories, partner CTA, offers, most viewed and newsletter in order', async () => {
    const api = fakeApi({
      'GET /api/banners': () => ({
        data: [{ name: 'Promo', url: '/busca', image: '/d.svg', tablet_image: '/t.svg', mobile_image: '/m.svg' }],
      }),
      'GET /api/categories': () => ({ data: CATEGORIES }),
      'GET /api/product-list': (request) => ({
        data: { total: 1, data: [product(String(request.params.list_id).length)] },
      }),
    });
    renderAt(<HomePage />);
    await screen.findByRole('img', { name: 'Promo' });
    await screen.findByRole('heading', { name: 'Mais vistos' });
    await screen.findByRole('link', { name: 'Eletrônicos' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Destaques',
      'Produtos mais bem avaliados',
      'Mais vendidos',
      'Categorias',
      'Seja parceiro do Mercado Brasil',
      'Ofertas especiais para você',
      'Mais vistos',
      'Receba nossas ofertas',
    ]);
    expect(screen.getByRole('link', { name: 'Quero vender produtos' })).toHaveAttribute('href', '/venda-seus-produtos');
    expect(screen.getByRole('link', { name: 'Quero ser um afiliado' })).toHaveAttribute('href', '/seja-um-afiliado');
    const lists = api.calls('GET /api/product-list').map((r) => [r.params.list_id, r.params.limit]);
    expect(lists).toEqual(
      expect.arrayContaining([
        ['mais-bem-avaliados', 10],
        ['mais-vendidos', 10],
        ['ofertas', 8],
        ['mais-vistos', 10],
      ]),
    );
    expect(document.title).toBe('Início | Mercado Brasil');
  });
});
