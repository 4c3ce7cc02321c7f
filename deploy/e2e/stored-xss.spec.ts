import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { Site, apiGet, apiPost, buyOneProduct, catalogue, changeHeaders } from './site.js';

/**
 * Stored XSS: markup saved in the fields that pages render back — an address, the customer's name,
 * a chat message, a product review, the affiliate's name and bio — comes back as text. No
 * element of it reaches the page (no `<img>` with its handler, no `<script>`), and the site's
 * Content-Security-Policy reports nothing (the suite fails on any report). The accounts are this
 * worker's customer and affiliate.
 */

/** Markup a browser would run if it were inserted as HTML (kept within the shortest field, 60). */
const PAYLOAD = `<img src=x onerror=alert(1)><script>alert(2)</script>`;

async function expectInert(page: Page, where: string): Promise<void> {
  await expect(page.locator('img[src="x"]'), `${where}: no <img> from the payload`).toHaveCount(0);
  const scripts = await page.locator('script').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  expect(
    scripts.filter((text) => text.includes('alert(2)') && !text.startsWith('{')),
    `${where}: no <script> from the payload`,
  ).toEqual([]);
}

test.describe('stored XSS: what a shopper or affiliate typed comes back as text', () => {
  test.describe(() => {
    test.use({ signedInAs: 'customer' });

    test('an address, the name, a chat message and a review render as text', async ({ page }) => {
      test.setTimeout(90_000);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const site = new Site(page);
      const { user } = await apiGet<{
        user: { name: string; document: string; phone: string | null; cellphone: string };
      }>(page, '/api/user');
      const me = { name: user.name, document: user.document, phone: user.phone, cellphone: user.cellphone };

      const address = await apiPost(page, '/api/addresses', {
        name: PAYLOAD,
        zip_code: '01310-100',
        street: PAYLOAD,
        number: '100',
        complement: PAYLOAD,
        neighborhood: PAYLOAD,
        city_name: PAYLOAD,
        state_name: 'SP',
      });
      expect(address.status(), 'the address is saved as typed').toBe(201);
      const addressId = ((await address.json()) as { id: number }).id;
      // From here on the customer's data is put back whatever happens: later tests of this worker use it.
      try {
        // The header greets by first name: the payload is the first word.
        const profile = await page.request.put('/api/user', {
          data: { ...me, name: `${PAYLOAD} Souza` },
          headers: await changeHeaders(page),
        });
        expect(profile.ok(), `the name is saved as typed: ${await profile.text()}`).toBe(true);

        const [product] = await catalogue(page);
        const chat = await apiPost(page, '/api/chats', { product_id: product!.id, message: PAYLOAD });
        expect(chat.ok(), 'the message is sent as typed').toBe(true);
        const chatId = ((await chat.json()) as { chat: { id: number } }).chat.id;

        const { orderId, productPath } = await buyOneProduct(page);
        const review = await apiPost(page, `/api/orders/${orderId}/reviews`, {
          reviews: [{ order_item_index: 0, rating: 5, title: PAYLOAD, comment: `Ótimo. ${PAYLOAD}` }],
        });
        expect(review.ok(), 'the review is saved as typed').toBe(true);

        await site.goto('/cliente/enderecos');
        const addresses = site.slot('account');
        await expect(addresses.getByText(PAYLOAD).first()).toBeVisible();
        await expectInert(page, 'endereços');
        // The first word of the name, as text: '<img'.
        await expect(site.header()).toContainText('Olá, <img');
        await expectInert(page, 'cabeçalho');

        await site.goto(`/cliente/chat/${chatId}`);
        await expect(site.slot('account').getByRole('log').getByText(PAYLOAD)).toBeVisible();
        await expectInert(page, 'conversa');

        await site.goto(productPath);
        const reviews = site.catalog().getByRole('region', { name: 'Avaliações' });
        await expect(reviews.getByRole('heading', { name: PAYLOAD })).toBeVisible();
        await expect(reviews.getByText(`Ótimo. ${PAYLOAD}`)).toBeVisible();
        await expectInert(page, 'avaliações');
        expect(dialogs).toEqual([]);
      } finally {
        const headers = await changeHeaders(page);
        await page.request.delete(`/api/addresses/${addressId}`, { headers });
        await page.request.put('/api/user', { data: me, headers });
      }
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'affiliate' });

    test("the affiliate's name and bio render as text", async ({ page }) => {
      const site = new Site(page);
      const profile = await apiGet<Record<string, unknown>>(page, '/api/affiliates/profile');
      const save = async (data: Record<string, unknown>) =>
        page.request.put('/api/affiliates/profile', { data, headers: await changeHeaders(page) });
      const saved = await save({ ...profile, name: `Bruno ${PAYLOAD}`, bio: PAYLOAD });
      expect(saved.ok(), `the profile is saved as typed: ${await saved.text()}`).toBe(true);
      try {
        await site.goto('/afiliados/home');
        await expect(site.header()).toContainText(`Olá, Bruno ${PAYLOAD}`);
        await expectInert(page, 'painel do afiliado');
        await site.goto('/afiliados/meus-dados');
        await expect(site.affiliates().getByRole('textbox').first()).toBeVisible();
        await expectInert(page, 'meus dados');
      } finally {
        await save(profile);
      }
    });
  });
});
