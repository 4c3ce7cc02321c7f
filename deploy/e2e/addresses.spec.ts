import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { RemoteScreens } from './site.js';

/** Page object of the customer's addresses screens, inside the account remote's slot. */
class AddressesScreens extends RemoteScreens {
  constructor(page: Page) {
    super(page, 'account');
  }

  card(name: string): Locator {
    return this.slot().getByRole('article', { name, exact: true });
  }

  async openList(): Promise<void> {
    await this.site.goto('/cliente/enderecos');
    await expect(this.slot().getByRole('heading', { level: 1, name: 'Meus endereços' })).toBeVisible();
    await expect(this.slot().locator('[aria-busy="true"]')).toHaveCount(0);
  }

  async fill(values: Partial<Record<'name' | 'zip' | 'street' | 'number' | 'neighborhood' | 'city', string>>) {
    const slot = this.slot();
    const fields: Array<[string, string | undefined]> = [
      ['Identificação', values.name],
      ['CEP', values.zip],
      ['Rua', values.street],
      ['Número', values.number],
      ['Bairro', values.neighborhood],
      ['Cidade', values.city],
    ];
    for (const [label, value] of fields) {
      if (value !== undefined) await slot.getByLabel(label, { exact: true }).fill(value);
    }
  }

  async chooseState(uf: string): Promise<void> {
    await this.slot().getByLabel('Estado', { exact: true }).selectOption(uf);
  }

  /** Clicks 'Salvar endereço' and gives the saved address's id, from the API's answer. */
  async save(): Promise<number> {
    const answer = this.page.waitForResponse(
      (response) =>
        /\/api\/addresses(\/\d+)?$/.test(new URL(response.url()).pathname) &&
        ['POST', 'PUT'].includes(response.request().method()),
    );
    await this.slot().getByRole('button', { name: 'Salvar endereço' }).click();
    const response = await answer;
    expect(response.status()).toBeLessThan(300);
    return ((await response.json()) as { id: number }).id;
  }
}

const uniqueName = (prefix: string): string => `${prefix} ${Date.now().toString(36)}`;

// As this worker's customer, a copy of the demo customer with its addresses ('Casa' first). The round
// of adding, editing and deleting one is mfe-account's addresses-journey test; the API's keeping of
// them, its addresses tests.
test.describe('customer addresses', () => {
  test.use({ signedInAs: 'customer' });

  test('C-01 a new address made from the cart goes back to it, chosen', async ({ page }) => {
    const screens = new AddressesScreens(page);
    await screens.site.goto('/cliente/enderecos/novo?redirect=cart');
    await expect(screens.slot().getByRole('heading', { level: 1, name: 'Novo endereço' })).toBeVisible();
    await expect(screens.slot().getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/carrinho');

    await screens.fill({
      name: uniqueName('Entrega'),
      zip: '20040020',
      street: 'Rua da Assembleia',
      number: '10',
      neighborhood: 'Centro',
      city: 'Rio de Janeiro',
    });
    await screens.chooseState('RJ');
    // Armed before saving: the cart screen may move on from its URL once it has read the address.
    const reachedCart = page.waitForURL(/\/carrinho\?endereco=\d+$/);
    const id = await screens.save();
    await reachedCart;
    expect(new URL(page.url()).searchParams.get('endereco')).toBe(String(id));
  });

  test('the screens fit a 375 px phone with touch-sized controls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const screens = new AddressesScreens(page);
    await screens.openList();
    await expect(screens.card('Casa')).toBeVisible();
    expect(await screens.site.scrollWidth()).toBeLessThanOrEqual(375);
    for (const control of await screens.slot().getByRole('article').first().locator('a, button').all()) {
      expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }

    await screens.site.goto('/cliente/enderecos/novo');
    await expect(screens.slot().getByRole('form', { name: 'Novo endereço' })).toBeVisible();
    expect(await screens.site.scrollWidth()).toBeLessThanOrEqual(375);
    for (const label of ['CEP', 'Estado']) {
      const box = await screens.slot().getByLabel(label, { exact: true }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});
