import { expect, test } from './fixtures.js';
import { Site, apiSignIn, apiSignOut, ensureCartHasAProduct } from './site.js';

// A-06 signs in through the login page, as its journey does, and A-08 too, as it signs its own
// session out; the others start signed in as this worker's customer or affiliate.
test.describe('route guards and session', () => {
  test('A-06 a guest on the cart goes to login and comes back after signing in', async ({ page, accounts }) => {
    // An empty cart sends its page home (C-12): the customer's cart holds something first.
    await apiSignIn(page, accounts.customer);
    await ensureCartHasAProduct(page);
    await apiSignOut(page);
    const site = new Site(page);
    await site.goto('/carrinho');
    await expect(page).toHaveURL('/login?redirect=%2Fcarrinho');
    await site.login(accounts.customer);
    await expect(page).toHaveURL('/carrinho');
    await expect(site.slot('checkout').getByRole('heading', { name: 'Carrinho' })).toBeVisible();
    await expect(site.slot('account')).toHaveCount(0);
  });

  test('login shows the 422 errors of each field', async ({ page, accounts }) => {
    const site = new Site(page);
    await site.goto('/login');
    await site.login(accounts.customer, 'senha-errada');
    await expect(page.getByText('Estas credenciais não correspondem aos nossos registros.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/login');
  });

  test('a guest’s first visit to the home page logs no console error and asks nothing it cannot have', async ({
    page,
  }) => {
    const errors: string[] = [];
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    const site = new Site(page);
    await site.goto('/');
    await expect(site.catalog()).toHaveAttribute('aria-busy', 'false');
    await expect(site.header().getByText('Entrar', { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('A-08 Sair signs out and goes home', async ({ page, accounts }) => {
    const site = new Site(page);
    await site.signIn(accounts.customer);
    await site.goto('/cliente/pedidos');
    await site.openUserMenu();
    await site.header().getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(site.header().getByRole('link', { name: 'Entrar' })).toBeVisible();
    const response = await page.request.get('/api/user');
    expect(response.status()).toBe(401);
  });

  test.describe('signed in as the customer', () => {
    test.use({ signedInAs: 'customer' });

    test('A-05 A-07 a signed-in customer is sent away from login and from affiliate pages', async ({ page }) => {
      const site = new Site(page);
      await site.goto('/login');
      await expect(page).toHaveURL('/cliente/dados-pessoais');
      await site.goto('/afiliados/home');
      await expect(page).toHaveURL('/cliente/dados-pessoais');
    });

    test('A-09 a 401 from the API logs out and goes to login with the current path and query', async ({
      page,
      context,
    }) => {
      const site = new Site(page);
      await site.goto('/');
      await expect(site.header().getByText('Minha Conta')).toBeAttached();
      // The server forgets the session; the next call of the page answers 401.
      await context.clearCookies();
      await site.navigateInApp('/cliente/dados-pessoais?aba=enderecos');
      await expect(page).toHaveURL('/login?redirect=%2Fcliente%2Fdados-pessoais%3Faba%3Denderecos');
      await expect(site.header().getByText('Minha Conta')).toHaveCount(0);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('marketplace') ?? '{}'));
      expect(saved.auth.authenticated).toBe(false);
    });

    test('A-09 an expired session on reload goes to login with path and query, and back after signing in', async ({
      page,
      context,
      accounts,
    }) => {
      const site = new Site(page);
      await site.goto('/cliente/enderecos?x=1');
      await expect(site.header().getByText('Minha Conta')).toBeAttached();
      // The server session ends (only its cookie goes: the stored state still says signed in).
      const cookies = await context.cookies();
      await context.clearCookies();
      await context.addCookies(cookies.filter((cookie) => cookie.name !== 'marketplace_session'));
      await page.reload();
      await expect(page).toHaveURL('/login?redirect=%2Fcliente%2Fenderecos%3Fx%3D1');
      await expect(site.header().getByText('Minha Conta')).toHaveCount(0);
      await site.login(accounts.customer);
      await expect(page).toHaveURL('/cliente/enderecos?x=1');
    });

    test('A-04 a reload keeps the session state from localStorage', async ({ page }) => {
      const site = new Site(page);
      await site.goto('/');
      // Hold the start-up user call back: what shows meanwhile comes from localStorage.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/user', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await expect(site.header().getByText('Minha Conta')).toBeAttached();
      await site.goto('/cliente/pedidos');
      await expect(page).toHaveURL('/cliente/pedidos');
      release();
    });
  });

  test.describe('signed in as the affiliate', () => {
    test.use({ signedInAs: 'affiliate' });

    test('A-07 a signed-in affiliate is sent away from customer pages', async ({ page }) => {
      const site = new Site(page);
      await site.goto('/cliente/pedidos');
      await expect(page).toHaveURL('/afiliados/home');
    });
  });
});
