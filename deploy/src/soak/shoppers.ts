/**
 * The soak's simulated shoppers: each one a browser with a cookie jar that browses the shop's
 * pages (HTML, then the calls the page's apps make), sends the page's health beacons as the shell
 * does (shell/src/health/beacons.ts), and, when it has an account, buys by card through the API's
 * own calls. Beside them one client misbehaves: forged beacons, bad input, page numbers at the
 * integer limits, addresses nobody asked for before, and a flood that meets the rate limits.
 * Every loop ends at the soak's deadline and after a bounded number of rounds.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { RemoteName } from 'shared-contracts';
import { cardOrderData } from '../testing/card-order.js';
import { SoakClient, type Answer, type ClientContext } from './client.js';

/** Rounds one shopper or the misbehaving client makes at most, whatever the deadline. */
export const MAX_ROUNDS = 5_000;
/** Requests of one flood: more than a minute's writes one visitor may make (120). */
export const FLOOD_REQUESTS = 150;
const FLOOD_CONCURRENCY = 10;

/** The marker cookie of a browser that may hold a session (the shell's SIGNED_IN_COOKIE, shell/src/app/session.ts). */
const SIGNED_IN_COOKIE = 'marketplace_signed_in';

const SEARCH_TERMS = ['café', 'fone', 'camiseta', 'notebook', 'tênis', 'livro', 'mochila', 'panela', 'relógio', 'bola'];

/** What the shoppers did, beside the figures of each request. */
export interface ShopperTally {
  pages: number;
  beacons: number;
  /** Orders the API confirmed, by id. */
  confirmedOrders: number[];
  /** Purchases whose `POST /api/cart/process` got no answer: they may or may not be orders. */
  unansweredOrders: number;
  /** Purchases the API answered with anything but an order. */
  refusedOrders: number;
  misdeeds: number;
  floods: number;
}

export const emptyTally = (): ShopperTally => ({
  pages: 0,
  beacons: 0,
  confirmedOrders: [],
  unansweredOrders: 0,
  refusedOrders: 0,
  misdeeds: 0,
  floods: 0,
});

interface Pointer {
  remotes: Partial<Record<RemoteName, { version: string }>>;
  shell?: { version: string };
}

/** What a page's HTML tells its scripts: the versions it was served with, and its signed view token if any. */
export function pageFacts(html: string): { pointer: Pointer | null; view: string | null } {
  const script = /<script[^>]*\bid="remotes-pointer"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  let pointer: Pointer | null = null;
  try {
    pointer = script ? (JSON.parse(script) as Pointer) : null;
  } catch {
    pointer = null;
  }
  const meta = /<meta\s+name="marketplace-view"\s+content="([^"]*)"/.exec(html)?.[1];
  return { pointer, view: meta ?? null };
}

const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const between = (min: number, max: number): number => min + Math.random() * (max - min);

/** Waits `ms`, or less when the soak ends meanwhile. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The beacon the shell sends after a page of `remote`: its versions, and (the way it is counted
 * today) a page view and the page's vitals; with the page's view token, the token and the vitals
 * only, for the server counts the view itself when it signs one.
 */
export function pageBeacon(facts: ReturnType<typeof pageFacts>, remote: RemoteName): Record<string, unknown> | null {
  const version = facts.pointer?.remotes[remote]?.version;
  if (!version) return null;
  const apps: Record<string, string> = { [remote]: version };
  if (facts.pointer?.shell?.version) apps.shell = facts.pointer.shell.version;
  const events: Array<Record<string, unknown>> = [
    { type: 'vital', app: remote, name: 'LCP', value: Math.round(between(600, 2400)) },
    { type: 'vital', app: remote, name: 'CLS', value: Math.round(between(0, 0.08) * 1000) / 1000 },
    { type: 'vital', app: remote, name: 'INP', value: Math.round(between(40, 180)) },
  ];
  if (facts.view === null) return { apps, events: [{ type: 'page-view', app: remote }, ...events] };
  return { apps, events, view: facts.view };
}

export interface ShopperOptions {
  context: ClientContext;
  deadline: number;
  tally: ShopperTally;
  /** The account it buys with; without one it only browses. */
  account?: string;
}

/** Everything one page needs: its HTML, then its apps' calls, then its beacon. */
async function visit(
  client: SoakClient,
  tally: ShopperTally,
  path: string,
  remote: RemoteName,
  calls: readonly string[],
): Promise<Answer> {
  const page = await client.page(path);
  tally.pages += 1;
  // The shell asks who is signed in when the browser may hold a session; the page's app asks for its data.
  const user = client.cookies.has(SIGNED_IN_COOKIE) ? ['/api/user'] : [];
  await Promise.all([...user, ...calls].map((call) => client.request('GET', call)));
  const beacon = pageBeacon(pageFacts(page.body), remote);
  if (beacon) {
    await client.request('POST', '/api/beacons', { body: beacon });
    tally.beacons += 1;
  }
  return page;
}

interface Card {
  id: number;
  slug: string;
  seller: { slug: string };
  available?: boolean;
}

const cardsOf = (answer: Answer): Card[] =>
  ((answer.json as { products?: { data?: Card[] } } | undefined)?.products?.data ?? []).filter(
    (card) => card && typeof card.id === 'number',
  );

/** Buys one unit of a product by card, as the checkout does, and notes the order's id when the API confirms it. */
async function buy(client: SoakClient, tally: ShopperTally, product: Card): Promise<void> {
  const detail = (
    await client.request(
      'GET',
      `/api/products/${encodeURIComponent(product.seller.slug)}/${encodeURIComponent(product.slug)}`,
    )
  ).json as { variation?: unknown; stock?: number } | undefined;
  // A product with variations asks which one; one out of stock cannot be bought.
  if (!detail || detail.variation !== null || (detail.stock ?? 0) < 1) return;
  const added = await client.request('POST', '/api/cart/add', {
    body: { product_id: product.id, product_variation_option_id: null, quantity: 1 },
  });
  if (added.status !== 200) return;
  await visit(client, tally, '/carrinho', 'checkout', ['/api/cart']);
  const [address] = ((await client.request('GET', '/api/addresses')).json as Array<{ id: number }> | undefined) ?? [];
  if (!address) return;
  await client.request('POST', '/api/cart/update-address', { body: { address_id: address.id } });
  const quotes = (await client.request('POST', '/api/cart/quote')).json as
    Record<string, Array<{ hash: string }>> | undefined;
  const hashs = Object.fromEntries(Object.entries(quotes ?? {}).map(([seller, options]) => [seller, options[0]?.hash]));
  await client.request('POST', '/api/cart/update-shipping', { body: { hashs } });
  const placed = await client.request('POST', '/api/cart/process', {
    body: { order_data: cardOrderData() },
    // One key per purchase: an answer lost on the way could be asked again without a second order.
    headers: { 'idempotency-key': randomUUID() },
  });
  const id = (placed.json as { order?: { id?: unknown } } | undefined)?.order?.id;
  if (placed.status === 200 && typeof id === 'number') {
    tally.confirmedOrders.push(id);
    await client.request('GET', `/api/orders/${id}`);
    await visit(client, tally, `/compra-realizada/${id}`, 'checkout', [`/api/orders/${id}`]);
  } else if (placed.status === 0) tally.unansweredOrders += 1;
  else tally.refusedOrders += 1;
}

/** One shopper, until the deadline: home, a category, a search, a product, and now and then a purchase. */
export async function runShopper({ context, deadline, tally, account }: ShopperOptions): Promise<void> {
  const { signal } = context;
  let client = new SoakClient(context);
  for (let round = 0; round < MAX_ROUNDS && Date.now() < deadline && !signal.aborted; round += 1) {
    // Now and then a new browser: new cookies, a new canary bucket, a new sign-in.
    if (round > 0 && round % 6 === 0) client = new SoakClient(context);
    const signedIn = account !== undefined && client.cookies.has(SIGNED_IN_COOKIE);
    if (account && !signedIn && !(await client.signIn(account))) await pause(5_000, signal);

    await visit(client, tally, '/', 'catalog', ['/api/categories', '/api/banners?banner_group=home']);
    await pause(between(1_000, 3_000), signal);

    const categories =
      ((await client.request('GET', '/api/categories')).json as
        Array<{ category?: { id?: number; slug?: string } }> | undefined) ?? [];
    const category = pick(categories)?.category;
    if (category?.slug && category.id !== undefined) {
      await visit(client, tally, `/categoria/${encodeURIComponent(category.slug)}`, 'catalog', [
        `/api/search?category_id=${category.id}`,
      ]);
      await pause(between(1_000, 3_000), signal);
    }

    const term = pick(SEARCH_TERMS) ?? 'café';
    const query = `search=${encodeURIComponent(term)}`;
    await visit(client, tally, `/busca?${query}`, 'catalog', []);
    const results = cardsOf(await client.request('GET', `/api/search?${query}`));
    const fallback = results.length ? results : cardsOf(await client.request('GET', '/api/search?items_per_page=24'));
    const product = pick(fallback.filter((card) => card.available !== false));
    await pause(between(1_000, 3_000), signal);

    if (product) {
      const path = `/produto/${encodeURIComponent(product.seller.slug)}/${encodeURIComponent(product.slug)}`;
      await visit(client, tally, path, 'catalog', [
        `/api/products/${product.id}/related`,
        `/api/products/${product.id}/reviews`,
      ]);
      await pause(between(1_000, 3_000), signal);
      if (account && round % 3 === 1 && Date.now() < deadline) await buy(client, tally, product);
    }
    if (round % 4 === 3) {
      await visit(client, tally, '/lojas', 'catalog', ['/api/stores']);
      await visit(client, tally, '/blog', 'catalog', ['/api/blog']);
    }
    await pause(between(1_000, 3_000), signal);
  }
}

const randomWord = (): string => randomBytes(6).toString('hex');

/** Page numbers a careless or hostile client sends: the integer limits and past them. */
export const EXTREME_PAGES = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '1e308',
  '99999999999999999999999',
  'NaN',
  '1.5',
];

/** A beacon as full as the schema allows, claiming crashes of every app the page named, with a token nobody signed. */
function forgedBeacon(facts: ReturnType<typeof pageFacts>): Record<string, unknown> {
  const apps: Record<string, string> = {};
  for (const [app, remote] of Object.entries(facts.pointer?.remotes ?? {})) if (remote) apps[app] = remote.version;
  const names = Object.keys(apps);
  const events = Array.from({ length: 20 }, (_, i) => ({
    type: i % 2 ? 'crash' : 'load-failure',
    app: names[i % Math.max(1, names.length)] ?? 'catalog',
  }));
  const beacon: Record<string, unknown> = { apps: names.length ? apps : { catalog: '0.0.0-forjado' }, events };
  // A server that signs views would take the forged one's word only with its token: it gets a made-up one.
  if (facts.view !== null) beacon.view = `${randomWord()}.${randomWord()}`;
  return beacon;
}

/** One flood from one client: more writes than a visitor may make in a minute, ten at a time. */
async function flood(client: SoakClient): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: FLOOD_CONCURRENCY }, async () => {
      while (next < FLOOD_REQUESTS && !client.context.signal.aborted) {
        next += 1;
        // Not an e-mail: nothing is stored, and the rate limit counts it all the same.
        await client.request('POST', '/api/newsletter/save', { body: { email: `nao-e-email-${next}` } });
      }
    }),
  );
  // Wrong passwords on an account nobody else uses here: the login throttle answers 429.
  for (let i = 0; i < 10 && !client.context.signal.aborted; i += 1) {
    await client.request('POST', '/api/login', { body: { email: 'afiliado@demo.com.br', password: `errada-${i}` } });
  }
}

/** The client that misbehaves, one misdeed every few seconds, and a flood every two minutes. */
export async function runMisbehaver(context: ClientContext, deadline: number, tally: ShopperTally): Promise<void> {
  const { signal } = context;
  const client = new SoakClient(context);
  // With the anti-forgery cookie, as a script on a page of the shop has it: the writes reach the
  // API's checks and limits instead of stopping at the token.
  await client.request('GET', '/sanctum/csrf-cookie');
  let lastFlood = Number.NEGATIVE_INFINITY;
  for (let round = 0; round < MAX_ROUNDS && Date.now() < deadline && !signal.aborted; round += 1) {
    const kind = round % 5;
    if (kind === 0) {
      const page = await client.page('/');
      await client.request('POST', '/api/beacons', { body: forgedBeacon(pageFacts(page.body)) });
      // Not even a beacon: the schema answers it.
      await client.request('POST', '/api/beacons', { raw: '{"apps":' });
    } else if (kind === 1) {
      await client.request('POST', '/api/login', { body: {} });
      await client.request('POST', '/api/newsletter/save', { body: { email: 'x'.repeat(5_000) } });
      await client.request('POST', '/api/cart/add', { body: { product_id: 'um', quantity: -3 } });
    } else if (kind === 2) {
      const page = pick(EXTREME_PAGES) ?? '0';
      await client.request('GET', `/api/search?page=${page}`);
      await client.request('GET', `/api/stores?page=${page}`);
      await client.request('GET', `/api/blog?page=${page}`);
      await client.page(`/busca?search=caf%C3%A9&page=${page}`);
      await client.page(`/lojas?page=${page}`);
    } else if (kind === 3) {
      await client.page(`/busca?search=${randomWord()}`);
      await client.request('GET', `/api/search?search=${randomWord()}`);
      await client.request('GET', `/api/stores?search=${randomWord()}`);
      await client.page(`/blog/${randomWord()}`);
      await client.page(`/produto/${randomWord()}/${randomWord()}`);
      await client.page(`/${randomWord()}`);
    } else if (Date.now() - lastFlood >= 120_000) {
      lastFlood = Date.now();
      await flood(client);
      tally.floods += 1;
    }
    tally.misdeeds += 1;
    await pause(between(2_000, 4_000), signal);
  }
}
