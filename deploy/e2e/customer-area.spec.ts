import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiGet, apiPost, buyOneProduct, catalogue, RemoteScreens, type SearchAnswer } from './site.js';

/**
 * The customer area against the real API, as this worker's customer (a copy of the demo customer):
 * its orders (one bought through the checkout API first), a review that shows on the product page,
 * a return request with its protocol, and a conversation with a store whose answer arrives through
 * the push channel.
 */

class CustomerArea extends RemoteScreens {
  constructor(page: Page) {
    super(page, 'account');
  }

  order(number: string): Locator {
    return this.slot().getByRole('article', { name: `Pedido ${number}` });
  }

  async openOrders(): Promise<void> {
    await this.site.goto('/cliente/pedidos');
    await expect(this.slot().getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
    await expect(this.slot().locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

const orderNumber = (id: number): string => `MB-${String(id).padStart(6, '0')}`;

test.describe('customer area', () => {
  test.use({ signedInAs: 'customer' });

  test('the customer sees an order, reviews its product and finds the review on the product page', async ({ page }) => {
    const area = new CustomerArea(page);
    const { orderId, product } = await buyOneProduct(page);

    await area.openOrders();
    const order = area.order(orderNumber(orderId));
    await expect(order).toContainText('Pagamento aprovado');
    await expect(order).toContainText('Cartão de crédito');
    await order.getByRole('button', { name: /^Ver detalhes/ }).click();
    await expect(order.getByRole('region', { name: 'Itens do pedido' })).toContainText(product);
    await expect(order.getByRole('region', { name: 'Pagamento' })).toContainText('final 1111');

    await order.getByRole('link', { name: /^Avaliar produtos/ }).click();
    await expect(page).toHaveURL(`/cliente/pedidos/avaliar/${orderId}`);
    const item = area.slot().getByRole('article', { name: product });
    // The star is the radio itself, drawn over its label.
    await item.getByRole('radio', { name: '4 estrelas' }).check();
    await expect(item.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    const title = `Muito bom ${Date.now().toString(36)}`;
    await item.getByLabel('Título da avaliação').fill(title);
    await item.getByLabel('Comentário').fill('Chegou bem embalado e funciona como descrito.');
    await area.slot().getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(area.slot().getByRole('status')).toHaveText('Obrigado pela sua avaliação!');
    await expect(item.getByRole('img', { name: 'Nota 4 de 5' })).toBeVisible();

    await item.getByRole('link', { name: /Ver na página do produto/ }).click();
    await expect(page).toHaveURL(/^.*\/produto\/[^/]+\/[^/]+$/);
    const reviews = area.site.catalog().getByRole('region', { name: 'Avaliações' });
    await expect(reviews.getByRole('heading', { name: title })).toBeVisible();
    await expect(reviews).toContainText('Mariana S.');
  });

  test('the customer asks to return a product and gets a protocol', async ({ page }) => {
    const area = new CustomerArea(page);
    const { orderId, product } = await buyOneProduct(page);

    await area.openOrders();
    await area
      .order(orderNumber(orderId))
      .getByRole('link', { name: /^Solicitar devolução/ })
      .click();
    await expect(page).toHaveURL(`/cliente/pedidos/solicitar-devolucao/${orderId}`);
    const form = area.slot().getByRole('form', { name: 'Dados da devolução' });
    await form.getByRole('checkbox', { name: new RegExp(product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
    await form.getByLabel('Motivo').selectOption({ label: 'Produto com defeito' });
    await form.getByLabel('Descrição').fill('O produto chegou com a tampa trincada.');
    await form.getByRole('radio', { name: /^Estorno no cartão .* final 1111$/ }).check();
    await form.getByRole('button', { name: 'Solicitar devolução' }).click();

    const done = area.slot().getByRole('region', { name: 'Solicitação de devolução enviada' });
    await expect(done).toContainText(/Protocolo DV-\d{6}/);
    await expect(done.getByRole('listitem')).toHaveCount(4);
    await expect(area.slot().getByRole('status')).toContainText(/Protocolo DV-\d{6}/);
  });

  test('a conversation started from a product gets the store’s answer without reloading', async ({ page }) => {
    const area = new CustomerArea(page);
    // A product without a conversation yet, so the store's acknowledgement is due.
    let target: SearchAnswer['products']['data'][number] | undefined;
    for (const product of await catalogue(page)) {
      const about = await apiGet<{ chat_id: number | null }>(page, `/api/chats/products/${product.id}`);
      if (about.chat_id === null) {
        target = product;
        break;
      }
    }
    expect(target, 'a product without a conversation').toBeDefined();
    if (!target) return;

    await area.site.goto(`/produto/${target.seller.slug}/${target.slug}`);
    await area.site.catalog().getByRole('link', { name: 'Conversar com o vendedor' }).click();
    await expect(page).toHaveURL(`/cliente/iniciar-chat/${target.id}`);
    await expect(
      area.slot().getByRole('heading', { level: 1, name: `Conversar com ${target.seller.name}` }),
    ).toBeVisible();
    await expect(area.slot().getByRole('link', { name: target.name })).toBeVisible();

    const box = area.slot().getByLabel('Sua mensagem');
    await expect(box).toBeFocused();
    await box.fill('Olá! Tem pronta entrega para São Paulo?');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/cliente\/chat\/\d+$/);
    const messages = area.slot().getByRole('log', { name: `Mensagens com ${target.seller.name}` });
    await expect(messages).toContainText('Olá! Tem pronta entrega para São Paulo?');

    // Same document from here on: the answer comes down the push channel, not from a new load.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/chats\/\d+\/messages/.test(request.url()) && request.method() === 'GET') reloads.push(request.url());
    });
    await expect(messages).toContainText(
      `Olá! Recebemos sua mensagem e a loja ${target.seller.name} responde em até 1 dia útil.`,
    );
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(reloads).toEqual([]);

    // The conversation is listed with the store's answer.
    await area.slot().getByRole('link', { name: '← Chats' }).click();
    const row = area
      .slot()
      .getByRole('link', { name: new RegExp(target.seller.name) })
      .first();
    await expect(row).toContainText('Recebemos sua mensagem');
  });

  test('the screens fit a 375 px phone with touch-sized controls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const area = new CustomerArea(page);
    const { orderId } = await buyOneProduct(page);
    // And a conversation of its own for the chat list.
    const [product] = await catalogue(page);
    const chat = await apiPost(page, '/api/chats', { product_id: product?.id, message: 'Qual é o prazo de entrega?' });
    expect(chat.ok(), 'the conversation is started').toBe(true);

    await area.openOrders();
    const order = area.order(orderNumber(orderId));
    await order.getByRole('button', { name: /^Ver detalhes/ }).click();
    await expect(order.getByRole('region', { name: 'Pagamento' })).toBeVisible();
    expect(await area.site.scrollWidth()).toBeLessThanOrEqual(375);
    for (const control of await order.locator(':scope > div a, :scope > div button').all()) {
      expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }

    await area.site.goto(`/cliente/pedidos/avaliar/${orderId}`);
    await expect(area.slot().getByRole('radio', { name: '5 estrelas' }).first()).toBeAttached();
    expect(await area.site.scrollWidth()).toBeLessThanOrEqual(375);

    await area.site.goto(`/cliente/pedidos/solicitar-devolucao/${orderId}`);
    await expect(area.slot().getByRole('form', { name: 'Dados da devolução' })).toBeVisible();
    expect(await area.site.scrollWidth()).toBeLessThanOrEqual(375);

    await area.site.goto('/cliente/chat');
    const first = area.slot().getByRole('listitem').first().getByRole('link');
    await expect(first).toBeVisible();
    expect((await first.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await first.click();
    await expect(area.slot().getByRole('log')).toBeVisible();
    expect(await area.site.scrollWidth()).toBeLessThanOrEqual(375);
  });
});
