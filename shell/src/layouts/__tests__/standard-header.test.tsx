import { act, screen, within } from '@testing-library/react';
import { bus, COMPANY, logOut, setAuth, type BusEvent } from 'shared-contracts';
import { LOGO_HOME_LABEL } from '../parts/logo';
import {
  CATEGORIES,
  IPHONE_UA,
  expectLinkTargets,
  fakeApi,
  fixedLayoutRoutes,
  linksIn,
  mockUserAgent,
  renderMarket,
  renderSite,
  resetLayoutTestState,
  setCartGroups,
  signIn,
} from './layout-test-utils';

afterEach(resetLayoutTestState);

const header = () => screen.getByRole('banner');

/** Shows the home page to a signed-in customer and opens the user menu. */
async function openCustomerMenu() {
  fakeApi();
  signIn(1);
  const { user } = await renderSite('/');
  const trigger = within(header()).getByRole('button', { name: /Olá, Maria/ });
  await user.click(trigger);
  return { user, trigger };
}

/** Every bus event emitted during the current test. */
function recordBus(): BusEvent[] {
  const events: BusEvent[] = [];
  let subscription: { unsubscribe(): void } | null = null;
  beforeEach(() => {
    events.length = 0;
    subscription = bus.all().subscribe((event) => events.push(event));
  });
  afterEach(() => subscription?.unsubscribe());
  return events;
}

describe('StandardHeader — search (L-05)', () => {
  it('L-05 has a search box with placeholder Busca, a label and a Buscar button', async () => {
    fakeApi();
    await renderSite('/');
    const search = within(header()).getByRole('search');
    const box = within(search).getByRole('searchbox', { name: 'Buscar produtos' });
    expect(box).toHaveAttribute('placeholder', 'Busca');
    expect(within(search).getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');
  });

  it('L-05 submits the search to /busca?search=…', async () => {
    fakeApi();
    const { user, location } = await renderSite('/');
    await user.type(within(header()).getByRole('searchbox'), 'fone bluetooth');
    await user.click(within(header()).getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe('/busca?search=fone+bluetooth');
    expect(screen.getByText('Página /busca')).toBeInTheDocument();
  });

  it('L-05 submits with Enter and starts from the search of the current URL', async () => {
    fakeApi();
    const { user, location } = await renderSite('/busca?search=fone');
    const box = within(header()).getByRole('searchbox');
    expect(box).toHaveValue('fone');
    await user.clear(box);
    await user.type(box, 'cadeira{Enter}');
    expect(location()).toBe('/busca?search=cadeira');
  });

  it('L-05 inside the affiliated market the search goes to /afiliados/mercado?search=…', async () => {
    fakeApi();
    signIn(2);
    const { user, location } = await renderSite(
      '/afiliados/mercado/categoria/eletronicos',
      fixedLayoutRoutes('standard'),
    );
    await user.type(within(header()).getByRole('searchbox'), 'notebook{Enter}');
    expect(location()).toBe('/afiliados/mercado?search=notebook');
  });
});

describe('StandardHeader — Categorias dropdown (L-06, L-07)', () => {
  it('L-06 opens on hover listing each category, its sub-items and Ver mais; closes on leave', async () => {
    fakeApi();
    const { user } = await renderSite('/');
    const trigger = within(header()).getByRole('button', { name: 'Categorias' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('link', { name: 'Eletrônicos' })).not.toBeInTheDocument();

    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const menu = within(panel as HTMLElement);

    expect(await menu.findByRole('link', { name: 'Eletrônicos' })).toHaveAttribute('href', '/categoria/eletronicos');
    expect(menu.getByRole('link', { name: 'Celulares' })).toHaveAttribute('href', '/categoria/celulares');
    expect(menu.getByRole('link', { name: 'Notebooks' })).toHaveAttribute('href', '/categoria/notebooks');
    expect(menu.getByRole('link', { name: 'Casa e Jardim' })).toHaveAttribute('href', '/categoria/casa-e-jardim');
    expect(menu.getByRole('link', { name: 'Móveis' })).toHaveAttribute('href', '/categoria/moveis');
    expect(menu.getByRole('link', { name: 'Moda' })).toHaveAttribute('href', '/categoria/moda');

    const more = menu.getAllByRole('link', { name: /^Ver mais/ });
    expect(more).toHaveLength(CATEGORIES.length);
    expect(more.map((link) => link.getAttribute('href'))).toEqual([
      '/categoria/eletronicos',
      '/categoria/casa-e-jardim',
      '/categoria/moda',
    ]);
    expect(more[0]).toHaveTextContent('Ver mais');
    expect(more[0]).toHaveAccessibleName('Ver mais em Eletrônicos');

    await user.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('link', { name: 'Eletrônicos' })).not.toBeInTheDocument();
  });

  it('L-06 closes after a link is chosen and navigates to it', async () => {
    fakeApi();
    const { user, location } = await renderSite('/');
    const trigger = within(header()).getByRole('button', { name: 'Categorias' });
    await user.hover(trigger);
    await user.click(await within(header()).findByRole('link', { name: 'Celulares' }));
    expect(location()).toBe('/categoria/celulares');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('L-06 is keyboard accessible: the button toggles it and Escape closes it', async () => {
    fakeApi();
    const { user } = await renderSite('/');
    const trigger = within(header()).getByRole('button', { name: 'Categorias' });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await within(header()).findByRole('link', { name: 'Notebooks' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(header()).getByRole('link', { name: 'Eletrônicos' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('L-07 inside the affiliated market the dropdown links use /afiliados/mercado/categoria/{slug}', async () => {
    const { user, location } = await renderMarket(fixedLayoutRoutes('standard'));
    await user.hover(within(header()).getByRole('button', { name: 'Categorias' }));
    await within(header()).findByRole('link', { name: 'Eletrônicos' });
    expectLinkTargets(header(), {
      Eletrônicos: '/afiliados/mercado/categoria/eletronicos',
      Celulares: '/afiliados/mercado/categoria/celulares',
      'Ver mais em Casa e Jardim': '/afiliados/mercado/categoria/casa-e-jardim',
    });
    await user.click(within(header()).getByRole('link', { name: 'Móveis' }));
    expect(location()).toBe('/afiliados/mercado/categoria/moveis');
  });
});

describe('StandardHeader — mobile (L-08)', () => {
  beforeEach(() => mockUserAgent(IPHONE_UA));

  it('L-08 shows a hamburger instead of the desktop dropdown and search', async () => {
    fakeApi();
    await renderSite('/');
    const toggle = within(header()).getByRole('button', { name: 'Abrir menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('button', { name: 'Categorias' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('L-08 the hamburger toggles a side panel with the logo, the search box and the category list', async () => {
    fakeApi();
    const { user } = await renderSite('/');
    const toggle = within(header()).getByRole('button', { name: 'Abrir menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('link', { name: LOGO_HOME_LABEL })).toHaveAttribute('href', '/');
    expect(within(panel).getByRole('searchbox', { name: 'Buscar produtos' })).toHaveAttribute('placeholder', 'Busca');
    expect(await within(panel).findByRole('link', { name: 'Eletrônicos' })).toHaveAttribute(
      'href',
      '/categoria/eletronicos',
    );
    expect(within(panel).getByRole('link', { name: 'Celulares' })).toHaveAttribute('href', '/categoria/celulares');
    expect(within(panel).getByRole('link', { name: 'Moda' })).toHaveAttribute('href', '/categoria/moda');
    expect(within(panel).getByRole('button', { name: 'Fechar menu' })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('L-08 a click on the backdrop closes the panel', async () => {
    fakeApi();
    const { user } = await renderSite('/');
    await user.click(within(header()).getByRole('button', { name: 'Abrir menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('L-08 Escape closes the panel', async () => {
    fakeApi();
    const { user } = await renderSite('/');
    await user.click(within(header()).getByRole('button', { name: 'Abrir menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('L-08 a chosen link closes the panel and navigates', async () => {
    fakeApi();
    const { user, location } = await renderSite('/');
    await user.click(within(header()).getByRole('button', { name: 'Abrir menu' }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('link', { name: 'Notebooks' }));
    expect(location()).toBe('/categoria/notebooks');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('L-05 L-08 submitting the search closes the mobile panel', async () => {
    fakeApi();
    const { user, location } = await renderSite('/');
    await user.click(within(header()).getByRole('button', { name: 'Abrir menu' }));
    const panel = screen.getByRole('dialog');
    await user.type(within(panel).getByRole('searchbox'), 'tênis');
    await user.click(within(panel).getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe(`/busca?search=${encodeURIComponent('tênis')}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('L-08 mobile links always use /categoria/{slug}, even inside the affiliated market', async () => {
    const { user } = await renderMarket(fixedLayoutRoutes('standard'));
    await user.click(within(header()).getByRole('button', { name: 'Abrir menu' }));
    const panel = screen.getByRole('dialog');
    expect(await within(panel).findByRole('link', { name: 'Eletrônicos' })).toHaveAttribute(
      'href',
      '/categoria/eletronicos',
    );
    expect(within(panel).getByRole('link', { name: 'Móveis' })).toHaveAttribute('href', '/categoria/moveis');
  });

  it('L-08 L-09 the top-bar links sit in the panel on mobile', async () => {
    fakeApi();
    const { user } = await renderSite('/');
    await user.click(within(header()).getByRole('button', { name: 'Abrir menu' }));
    const panel = screen.getByRole('dialog');
    expect(within(panel).getByRole('link', { name: /Venda seus produtos/ })).toHaveAttribute('target', '_blank');
    expectLinkTargets(panel, {
      'Seja um afiliado': '/seja-um-afiliado',
      'Central de Atendimento': '/central-de-atendimento',
    });
  });
});

describe('StandardHeader — top bar (L-09)', () => {
  it('L-09 links to selling (external, new tab), becoming an affiliate and the help center', async () => {
    fakeApi();
    await renderSite('/');
    const sell = within(header()).getByRole('link', { name: /Venda seus produtos/ });
    expect(sell).toHaveAttribute('href', COMPANY.sellUrl);
    expect(sell).toHaveAttribute('target', '_blank');
    expect(sell).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sell).toHaveAccessibleName('Venda seus produtos (abre em nova aba)');
    expectLinkTargets(header(), {
      'Seja um afiliado': '/seja-um-afiliado',
      'Central de Atendimento': '/central-de-atendimento',
    });
  });
});

describe('StandardHeader — user menu (L-10)', () => {
  const events = recordBus();

  it('L-10 a guest sees Entrar linking to /login', async () => {
    fakeApi();
    await renderSite('/');
    expect(within(header()).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(within(header()).queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('L-10 a customer has Minha Conta, Pedidos, Meus Endereços, Chats and Sair', async () => {
    fakeApi();
    signIn(1);
    const { user, location } = await renderSite('/');
    expect(within(header()).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    const trigger = within(header()).getByRole('button', { name: /Olá, Maria/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const menuElement = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    const menu = within(menuElement);
    expect(linksIn(menuElement)).toEqual([
      ['Minha Conta', '/cliente/dados-pessoais'],
      ['Pedidos', '/cliente/pedidos'],
      ['Meus Endereços', '/cliente/enderecos'],
      ['Chats', '/cliente/chat'],
    ]);
    expect(menu.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Painel' })).not.toBeInTheDocument();

    await user.click(menu.getByRole('link', { name: 'Pedidos' }));
    expect(location()).toBe('/cliente/pedidos');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('L-10 an affiliate has Painel and Sair', async () => {
    fakeApi();
    signIn(2);
    const { user } = await renderSite('/');
    await user.click(within(header()).getByRole('button', { name: /Olá, Ana/ }));
    expect(within(header()).getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/afiliados/home');
    expect(within(header()).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Minha Conta' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Pedidos' })).not.toBeInTheDocument();
  });

  it('L-10 Sair asks the shell to log out (logout-requested) and closes the menu', async () => {
    const { user, trigger } = await openCustomerMenu();
    await user.click(within(header()).getByRole('button', { name: 'Sair' }));
    expect(events).toEqual([{ type: 'logout-requested' }]);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('L-10 Escape and a click outside close the user menu', async () => {
    const { user, trigger } = await openCustomerMenu();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('main'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('L-10 the menu follows auth$: signing out in another place shows Entrar again', async () => {
    fakeApi();
    signIn(1);
    await renderSite('/');
    expect(within(header()).getByRole('button', { name: /Olá, Maria/ })).toBeInTheDocument();
    // What the shell does after 'logout-requested'.
    act(() => setAuth(logOut()));
    expect(within(header()).getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('StandardHeader — cart badge (L-11)', () => {
  it('L-11 a customer with a cart sees the cart link with the number of seller groups', async () => {
    fakeApi();
    signIn(1);
    setCartGroups(2);
    await renderSite('/');
    const cart = within(header()).getByRole('link', { name: 'Carrinho, 2 lojas' });
    expect(cart).toHaveAttribute('href', '/carrinho');
    expect(cart).toHaveTextContent('2');
    expect(within(header()).queryByRole('link', { name: 'Buscar produtos' })).not.toBeInTheDocument();
  });

  it('L-11 the badge follows the cart as it changes', async () => {
    fakeApi();
    signIn(1);
    setCartGroups(1);
    await renderSite('/');
    expect(within(header()).getByRole('link', { name: 'Carrinho, 1 loja' })).toHaveTextContent('1');
    act(() => setCartGroups(3));
    expect(within(header()).getByRole('link', { name: 'Carrinho, 3 lojas' })).toHaveTextContent('3');
    act(() => setCartGroups(0));
    expect(within(header()).queryByRole('link', { name: /Carrinho/ })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Buscar produtos' })).toHaveAttribute('href', '/busca');
  });

  it('L-11 a customer with an empty cart gets a link to search', async () => {
    fakeApi();
    signIn(1);
    await renderSite('/');
    expect(within(header()).getByRole('link', { name: 'Buscar produtos' })).toHaveAttribute('href', '/busca');
    expect(within(header()).queryByRole('link', { name: /Carrinho/ })).not.toBeInTheDocument();
  });

  it.each([
    ['a guest', null],
    ['an affiliate', 2],
  ] as const)('L-11 %s gets the link to search even with cart content', async (_who, userType) => {
    fakeApi();
    if (userType) signIn(userType);
    setCartGroups(2);
    await renderSite('/');
    expect(within(header()).getByRole('link', { name: 'Buscar produtos' })).toHaveAttribute('href', '/busca');
    expect(within(header()).queryByRole('link', { name: /Carrinho/ })).not.toBeInTheDocument();
  });
});
