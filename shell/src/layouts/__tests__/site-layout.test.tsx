import { act, screen, within } from '@testing-library/react';
import { ROUTES } from 'shared-contracts';
import { LOGO_HOME_LABEL } from '../parts/logo';
import { fakeApi, renderSite, resetLayoutTestState, signIn } from './layout-test-utils';

afterEach(resetLayoutTestState);

const header = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');

const AFFILIATE_PATHS = [
  '/afiliados/home',
  '/afiliados/mercado',
  '/afiliados/mercado/categoria/eletronicos',
  '/afiliados/mercado/produto/loja-do-ze/fone-bluetooth',
  '/afiliados/produtos',
  '/afiliados/meus-dados',
  '/afiliados/vendas',
  '/afiliados/extrato',
];

describe('SiteLayout', () => {
  it('renders a skip link to #conteudo and the content inside <main id="conteudo" tabindex="-1">', async () => {
    fakeApi();
    const { user } = await renderSite('/');
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveAttribute('href', '#conteudo');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'conteudo');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByText('Página /')).toBeInTheDocument();

    await user.click(skip);
    expect(main).toHaveFocus();
    expect(await within(footer()).findByRole('link', { name: 'Eletrônicos' })).toBeInTheDocument();
  });

  it.each(['/carrinho', '/login'])(
    'L-01 %s has the minimal header with Voltar and the minimal footer',
    async (path) => {
      fakeApi();
      await renderSite(path);
      expect(within(header()).getByRole('link', { name: 'Voltar' })).toBeInTheDocument();
      expect(within(header()).queryByRole('searchbox')).not.toBeInTheDocument();
      expect(within(header()).queryByRole('button', { name: /Categorias/ })).not.toBeInTheDocument();
      expect(within(footer()).getByText(/CNPJ:/)).toBeInTheDocument();
      expect(within(footer()).queryByRole('heading', { name: 'Siga-nos' })).not.toBeInTheDocument();
      expect(within(footer()).queryByRole('link', { name: 'Sobre nós' })).not.toBeInTheDocument();
    },
  );

  it('L-01 Voltar goes back in history', async () => {
    fakeApi();
    const { user, location } = await renderSite(['/produto/loja-do-ze/fone-bluetooth', '/carrinho']);
    await user.click(within(header()).getByRole('link', { name: 'Voltar' }));
    expect(location()).toBe('/produto/loja-do-ze/fone-bluetooth');
  });

  it('L-01 Voltar goes home when the page was opened directly (no history)', async () => {
    fakeApi();
    const { user, location } = await renderSite('/login');
    const back = within(header()).getByRole('link', { name: 'Voltar' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(location()).toBe('/');
  });

  it.each(AFFILIATE_PATHS)('L-02 %s has the affiliate header and the full footer', async (path) => {
    fakeApi();
    signIn(2);
    await renderSite(path);
    expect(within(header()).getByText('Olá, Ana Souza')).toBeInTheDocument();
    expect(within(header()).getByRole('navigation', { name: 'Área do afiliado' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Voltar' })).not.toBeInTheDocument();
    expect(within(footer()).getByRole('heading', { name: 'Siga-nos' })).toBeInTheDocument();
    expect(await within(footer()).findByRole('link', { name: 'Eletrônicos' })).toBeInTheDocument();
  });

  it('L-02 the route table has exactly the eight affiliate routes on the affiliate layout', async () => {
    const paths = ROUTES.filter((route) => route.layout === 'affiliate').map((route) => route.path);
    expect(paths).toHaveLength(8);
    expect(paths.every((path) => path.startsWith('/afiliados/'))).toBe(true);
  });

  it.each([
    '/',
    '/categoria/eletronicos',
    '/busca?search=fone',
    '/produto/loja-do-ze/fone-bluetooth',
    '/lojas',
    '/blog/novidades',
    '/cliente/pedidos',
    '/compra-realizada/10',
    '/sobre',
  ])('L-03 %s has the standard header and the full footer', async (path) => {
    fakeApi();
    signIn(1);
    await renderSite(path);
    expect(within(header()).getByRole('searchbox', { name: 'Buscar produtos' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: /Venda seus produtos/ })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Voltar' })).not.toBeInTheDocument();
    expect(within(footer()).getByRole('heading', { name: 'Siga-nos' })).toBeInTheDocument();
    expect(await within(footer()).findByRole('link', { name: 'Eletrônicos' })).toBeInTheDocument();
  });

  it.each(['/', '/carrinho', '/afiliados/home'])('L-04 the logo in the header of %s links home', async (path) => {
    fakeApi();
    signIn(path.startsWith('/afiliados') ? 2 : 1);
    await renderSite(path);
    expect(within(header()).getByRole('link', { name: LOGO_HOME_LABEL })).toHaveAttribute('href', '/');
    await screen.findAllByText(/CNPJ/);
  });

  it('keeps header and footer mounted across navigation within one layout, fetching categories once', async () => {
    const api = fakeApi();
    const { user, location } = await renderSite('/');
    const headerBefore = header();
    const footerBefore = footer();

    await user.click(await within(footerBefore).findByRole('link', { name: 'Moda' }));
    expect(location()).toBe('/categoria/moda');
    await user.click(within(footer()).getByRole('link', { name: 'Blog' }));
    expect(screen.getByText('Página /blog')).toBeInTheDocument();
    expect(header()).toBe(headerBefore);
    expect(footer()).toBe(footerBefore);

    act(() => signIn(1));
    expect(within(header()).getByRole('button', { name: /Olá, Maria/ })).toBeInTheDocument();
    await user.click(within(footer()).getByRole('link', { name: 'Lojas' }));
    expect(header()).toBe(headerBefore);
    expect(api.requests).toEqual(['GET /api/categories']);
  });

  it('shows no categories and does not crash when GET /api/categories fails', async () => {
    const api = fakeApi({ status: 500 });
    const { user } = await renderSite('/');
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.requests).toContain('GET /api/categories');
    expect(within(footer()).getByRole('heading', { name: 'Categorias' })).toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: 'Eletrônicos' })).not.toBeInTheDocument();
    await user.hover(within(header()).getByRole('button', { name: /Categorias/ }));
    expect(within(header()).queryByRole('link', { name: 'Eletrônicos' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Página /');
  });
});
