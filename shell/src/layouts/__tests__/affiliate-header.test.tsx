import { screen, within } from '@testing-library/react';
import { bus, type BusEvent } from 'shared-contracts';
import { AFFILIATE_WELCOME } from '../headers/affiliate-header';
import { LOGO_HOME_LABEL } from '../parts/logo';
import {
  expectLinkTargets,
  fakeApi,
  linksIn,
  renderMarket,
  renderSite,
  resetLayoutTestState,
  signIn,
} from './layout-test-utils';

afterEach(resetLayoutTestState);

const header = () => screen.getByRole('banner');

const MENU = [
  ['Painel', '/afiliados/home'],
  ['Mercado', '/afiliados/mercado'],
  ['Produtos', '/afiliados/produtos'],
  ['Vendas', '/afiliados/vendas'],
  ['Extrato', '/afiliados/extrato'],
  ['Meus dados', '/afiliados/meus-dados'],
];

describe('AffiliateHeader (L-12)', () => {
  it('L-12 greets the affiliate by name, shows the welcome text, the logo and the area menu', async () => {
    fakeApi();
    signIn(2, 'Ana Souza');
    await renderSite('/afiliados/home');
    expect(within(header()).getByText('Olá, Ana Souza')).toBeInTheDocument();
    expect(within(header()).getByText(AFFILIATE_WELCOME)).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: LOGO_HOME_LABEL })).toHaveAttribute('href', '/');
    const nav = within(header()).getByRole('navigation', { name: 'Área do afiliado' });
    expect(linksIn(nav)).toEqual(MENU);
  });

  it.each([
    ['/afiliados/home', 'Painel'],
    ['/afiliados/vendas', 'Vendas'],
    ['/afiliados/extrato', 'Extrato'],
    ['/afiliados/meus-dados', 'Meus dados'],
    ['/afiliados/produtos', 'Produtos'],
    ['/afiliados/mercado/produto/loja-do-ze/fone-bluetooth', 'Mercado'],
  ])('L-12 on %s the current item (%s) carries aria-current', async (path, current) => {
    fakeApi();
    signIn(2);
    await renderSite(path);
    const nav = within(header()).getByRole('navigation', { name: 'Área do afiliado' });
    for (const [label] of MENU) {
      const link = within(nav).getByRole('link', { name: label });
      if (label === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('L-12 the menu navigates and moves aria-current along', async () => {
    fakeApi();
    signIn(2);
    const { user, location } = await renderSite('/afiliados/home');
    const nav = within(header()).getByRole('navigation', { name: 'Área do afiliado' });
    await user.click(within(nav).getByRole('link', { name: 'Extrato' }));
    expect(location()).toBe('/afiliados/extrato');
    expect(within(nav).getByRole('link', { name: 'Extrato' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Painel' })).not.toHaveAttribute('aria-current');
  });

  it('L-12 Sair asks the shell to log out', async () => {
    fakeApi();
    signIn(2);
    const events: BusEvent[] = [];
    const subscription = bus.all().subscribe((event) => events.push(event));
    const { user } = await renderSite('/afiliados/vendas');
    await user.click(within(header()).getByRole('button', { name: 'Sair' }));
    subscription.unsubscribe();
    expect(events).toEqual([{ type: 'logout-requested' }]);
  });

  it('L-12 outside the affiliated market there is no search box nor categories dropdown', async () => {
    fakeApi();
    signIn(2);
    await renderSite('/afiliados/vendas');
    expect(within(header()).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Categorias' })).not.toBeInTheDocument();
  });

  it('L-05 inside the affiliated market the search box goes to /afiliados/mercado?search=…', async () => {
    fakeApi();
    signIn(2);
    const { user, location } = await renderSite('/afiliados/mercado/categoria/eletronicos');
    const box = within(header()).getByRole('searchbox', { name: 'Buscar produtos' });
    expect(box).toHaveAttribute('placeholder', 'Busca');
    await user.type(box, 'smartwatch');
    await user.click(within(header()).getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe('/afiliados/mercado?search=smartwatch');
  });

  it('L-06 L-07 inside the affiliated market the Categorias dropdown links into the market', async () => {
    const { user, location } = await renderMarket();
    const trigger = within(header()).getByRole('button', { name: 'Categorias' });
    await user.hover(trigger);
    expectLinkTargets(header(), {
      Eletrônicos: '/afiliados/mercado/categoria/eletronicos',
      Notebooks: '/afiliados/mercado/categoria/notebooks',
      'Ver mais em Moda': '/afiliados/mercado/categoria/moda',
    });
    await user.click(within(header()).getByRole('link', { name: 'Casa e Jardim' }));
    expect(location()).toBe('/afiliados/mercado/categoria/casa-e-jardim');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
