import { expect, test, type APIResponse, type Locator, type Page } from '@playwright/test';
import { cardOrderData } from '../src/testing/card-order.js';
import { DEMO_CUSTOMER, workerAccounts } from '../src/testing/e2e-accounts.js';

/** Page object of the composed site: what a person sees and does on any page. */
export class Site {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('banner');
  }

  footer() {
    return this.page.getByRole('contentinfo');
  }

  /**
   * The content slot of a remote: the shell's section (a screen drawn on the server sits in an
   * element inside it that names the remote too).
   */
  slot(remote: string) {
    return this.page.locator(`section[data-remote="${remote}"]`);
  }

  /**
   * Opens a page as a person would use it: a screen drawn on the server answers taps once its
   * remote has hydrated it (the slot says so with data-hydrated).
   */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    const drawn = this.page.locator('section[data-server-rendered="true"]');
    if ((await drawn.count()) > 0) await expect(drawn.first()).toHaveAttribute('data-hydrated', 'true');
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

  /**
   * Scrolls down to the end of the page as a person would: what renders near the viewport comes.
   * After each screen it waits for what the scroll set off (code, data and images asked for, and
   * the sections still loading), not for a set time.
   */
  async scrollThroughPage(): Promise<void> {
    // Once the page is there: its frame drawn.
    await expect(this.header()).toBeVisible();
    // The page's requests under way, but for the push channel's stream, which stays open.
    const inFlight = new Set<object>();
    const asked = (request: { resourceType(): string }): void => {
      if (request.resourceType() !== 'eventsource') inFlight.add(request);
    };
    const answered = (request: object): void => {
      inFlight.delete(request);
    };
    const nextFrames = () =>
      this.page.evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
    this.page.on('request', asked);
    this.page.on('requestfinished', answered);
    this.page.on('requestfailed', answered);
    try {
      for (let step = 0; step < 40; step += 1) {
        const atEnd = await this.page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        // Quiet: no request under way and no section loading, still so two frames later (what
        // an answer sets off, such as a chunk's calls, has then started).
        for (let quiet = false; !quiet;) {
          await nextFrames();
          await expect.poll(() => inFlight.size, { intervals: [20] }).toBe(0);
          await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
          await nextFrames();
          quiet = inFlight.size === 0;
        }
        if (atEnd) break;
      }
    } finally {
      this.page.off('request', asked);
      this.page.off('requestfinished', answered);
      this.page.off('requestfailed', answered);
    }
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

  /** The checkout remote's content slot (cart and confirmation). */
  checkout() {
    return this.slot('checkout');
  }

  /** The affiliates remote's content slot (the eight /afiliados/* screens). */
  affiliates() {
    return this.slot('affiliates');
  }

  /** Follows a link of the affiliate header's menu ('Painel', 'Mercado', 'Produtos', …). */
  async openAffiliateMenu(item: string): Promise<void> {
    await this.header()
      .getByRole('navigation', { name: 'Área do afiliado' })
      .getByRole('link', { name: item, exact: true })
      .click();
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

/**
 * The demo customer. The specs of this folder sign in as their worker's own customer and affiliate
 * (fixtures.ts); the production topology's own specs (e2e-scaled/) use this one.
 */
export const CUSTOMER = DEMO_CUSTOMER;

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** Headers of a state-changing call: the anti-forgery cookie is fetched and echoed, as axios does. */
export async function changeHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie', { headers: JSON_HEADERS });
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { ...JSON_HEADERS, 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** A GET to the API with the page's cookies; fails the test unless it answers 2xx. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: JSON_HEADERS });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** A state-changing call to the API with the page's cookies and the anti-forgery header. */
export async function apiPost(page: Page, path: string, data?: unknown): Promise<APIResponse> {
  return page.request.post(path, { data, headers: await changeHeaders(page) });
}

/** A state-changing call that must succeed; its answer. */
async function apiChange(page: Page, path: string, data?: unknown): Promise<APIResponse> {
  const response = await apiPost(page, path, data);
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** Signs in through the API only (no page), e.g. to prepare data. */
export async function apiSignIn(page: Page, email: string, password = 'demo1234'): Promise<void> {
  const response = await apiPost(page, '/api/login', { email, password });
  expect(response.ok(), `login ${email}`).toBe(true);
}

/** Signs out through the API only. */
export async function apiSignOut(page: Page): Promise<void> {
  await page.request.get('/api/logout', { headers: await changeHeaders(page) });
}

/**
 * Whether this worker may put the product in a cart. The workers buy from disjoint shares of the
 * catalogue (by product id), so that one never buys the last unit of what the other has in its
 * cart, nor moves a stock the other is counting.
 */
export function isThisWorkersProduct(productId: number): boolean {
  const { parallelIndex, config } = test.info();
  return productId % Math.max(1, config.workers) === parallelIndex;
}

/** Which products a helper may put in the cart. */
export interface ProductChoice {
  /**
   * Any product, not only this worker's share: for the visual comparison, which runs alone, on the
   * seed's best seller.
   */
  wholeCatalogue?: boolean;
}

const mayTake = (choice: ProductChoice) => (product: { id: number }) =>
  choice.wholeCatalogue === true || isThisWorkersProduct(product.id);

interface CartAnswer {
  content: Array<{ seller: { id: number }; items: Array<{ id: string; quantity: number }> }>;
}

/** Takes every unit of every product out of the signed-in customer's cart. */
export async function emptyCart(page: Page): Promise<void> {
  const cart = await apiGet<CartAnswer>(page, '/api/cart');
  for (const item of cart.content.flatMap((group) => group.items)) {
    for (let i = 0; i < item.quantity; i++) await apiChange(page, '/api/cart/update', { item_key: item.id, count: -1 });
  }
}

type Card = SearchAnswer['products']['data'][number];

/** Adds one unit of the first product of `products` that goes in the cart (those with options do not). */
async function addFirstOf(page: Page, products: Card[]): Promise<Card> {
  for (const product of products) {
    if ((await apiPost(page, '/api/cart/add', { product_id: product.id, quantity: 1 })).ok()) return product;
  }
  throw new Error('no product could be added to the cart');
}

/** Makes sure the signed-in customer's cart holds at least one product. */
export async function ensureCartHasAProduct(page: Page, choice: ProductChoice = {}): Promise<void> {
  const cart = await apiGet<CartAnswer>(page, '/api/cart');
  if (cart.content.length > 0) return;
  await addFirstOf(page, (await catalogue(page)).filter(mayTake(choice)));
}

export interface SearchAnswer {
  products: { data: Array<{ id: number; name: string; slug: string; seller: { name: string; slug: string } }> };
}

/** Products of the catalogue with their store, best sellers first. */
export async function catalogue(page: Page): Promise<SearchAnswer['products']['data']> {
  return (await apiGet<SearchAnswer>(page, '/api/search?items_per_page=60')).products.data;
}

/**
 * Buys one product by card through the checkout API, as the cart page would: cart emptied, the
 * first product that goes in the cart added, the first address and the first quote of its store
 * chosen, the order placed. Gives the order's id, and the product's name and page.
 */
export async function buyOneProduct(
  page: Page,
  choice: ProductChoice = {},
): Promise<{ orderId: number; product: string; productPath: string }> {
  await emptyCart(page);
  const product = await addFirstOf(page, (await catalogue(page)).filter(mayTake(choice)));
  const [address] = await apiGet<Array<{ id: number }>>(page, '/api/addresses');
  expect(address, 'the customer has an address').toBeDefined();
  await apiChange(page, '/api/cart/update-address', { address_id: address?.id });
  const quotes = (await (await apiChange(page, '/api/cart/quote')).json()) as Record<string, Array<{ hash: string }>>;
  const hashs = Object.fromEntries(Object.entries(quotes).map(([seller, options]) => [seller, options[0]?.hash]));
  await apiChange(page, '/api/cart/update-shipping', { hashs });
  const placed = await apiChange(page, '/api/cart/process', { order_data: cardOrderData() });
  return {
    orderId: ((await placed.json()) as { order: { id: number } }).order.id,
    product: product.name,
    productPath: `/produto/${product.seller.slug}/${product.slug}`,
  };
}

/**
 * Signs this worker's customer in through the login page and makes sure the cart holds something
 * (an empty cart sends its page home, C-12): for pages that show the cart.
 */
export async function signInWithACart(page: Page): Promise<void> {
  await new Site(page).signIn(workerAccounts(test.info().parallelIndex).customer);
  await ensureCartHasAProduct(page);
}

/** What the page objects of one remote's screens start from: the site, and that remote's slot. */
export class RemoteScreens {
  readonly site: Site;

  constructor(
    readonly page: Page,
    private readonly remote: string,
  ) {
    this.site = new Site(page);
  }

  slot(): Locator {
    return this.site.slot(this.remote);
  }
}
