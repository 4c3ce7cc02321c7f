import { expect, type Page } from '@playwright/test';

/** Page object of the composed site: what a person sees and does on any page. */
export class Site {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('banner');
  }

  footer() {
    return this.page.getByRole('contentinfo');
  }

  /** The content slot of a remote. */
  slot(remote: string) {
    return this.page.locator(`[data-remote="${remote}"]`);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async login(email: string, password = 'demo1234'): Promise<void> {
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Senha').fill(password);
    await this.page.getByRole('button', { name: 'Entrar', exact: true }).click();
  }

  /** Signs in through the login page and waits until the site has left it. */
  async signIn(email: string): Promise<void> {
    await this.goto('/login');
    await this.login(email);
    await expect(this.page).not.toHaveURL(/\/login/);
  }

  /** Opens the signed-in user's menu in the header (its button reads 'Olá, {first name}'). */
  async openUserMenu(): Promise<void> {
    await this.header().getByRole('button', { name: /^Olá,/ }).click();
  }

  /** Client-side navigation, as a link inside the app would do it. */
  async navigateInApp(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** The catalog remote's content slot. */
  catalog() {
    return this.slot('catalog');
  }

  /** Width of the whole document in CSS pixels (more than the viewport means horizontal scroll). */
  async scrollWidth(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth);
  }

  /** The header's cart link, whose name reads 'Carrinho, N lojas'. */
  cartBadge() {
    return this.header().getByRole('link', { name: /^Carrinho, \d+ lojas?$/ });
  }
}

export const CUSTOMER = 'cliente@demo.com.br';
export const AFFILIATE = 'afiliado@demo.com.br';
