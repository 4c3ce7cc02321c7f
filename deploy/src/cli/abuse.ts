/**
 * `npm run test:abuse`: the fault and abuse suite against a test site (site server + API on a fresh
 * database), as an attacker and an unlucky user would try it. Prints its figures and one line
 * `N passed, N failed`; exits non-zero on any failure. ABUSE_REQUESTS and ABUSE_SEED change the
 * fuzzer's size and seed (defaults 10000 and 20261123).
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import Database from 'better-sqlite3';
import { SITEMAP_SECTIONS } from 'shared-contracts/constants';
import { malformedRequest, pageLimitRequests, seeded, sitemapLimitRequests, type Route } from '../abuse/fuzz.js';
import { HungRequest, Session, send, type RawResponse } from '../abuse/http.js';
import { cardOrderData } from '../testing/card-order.js';
import { repoRoot } from '../registry/paths.js';
import { buildSiteServer } from '../server/site-server.js';
import { checkApi } from './api-process.js';
import { startTestSite } from './test-site.js';

const REQUESTS = Number(process.env.ABUSE_REQUESTS ?? 10_000);
const SEED = Number(process.env.ABUSE_SEED ?? 20261123);
const CUSTOMER = 'cliente@demo.com.br';
const CUSTOMER_2 = 'cliente2@demo.com.br';
const AFFILIATE = 'afiliado@demo.com.br';
/** The limit of wrong passwords one client may try on one account before it must wait. */
const LOGIN_FREE_FAILURES = 5;
/** The cookie that carries the proof of a click the API recorded: `r1.<click>.<43-character signature>`. */
const REFERRAL_COOKIE = 'marketplace_referral';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const results: Array<{ name: string; ok: boolean; detail: string }> = [];
function check(name: string, ok: boolean, detail = ''): void {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

function routeList(): Route[] {
  const out = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'api/src/testing/route-list.ts'],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out) as Route[];
}

const withParams = (url: string, value = '1') => url.replace(/:[A-Za-z_]+/g, value);

/** An address any customer may save: a write that fails only where it is not the writer's. */
const INTRUDER_ADDRESS = {
  name: 'Invasão',
  zip_code: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city_name: 'São Paulo',
  state_name: 'SP',
};

/** Puts one unit of a product in the session's cart, with its first address and cheapest quotes. */
async function fillCart(session: Session, productId: number): Promise<void> {
  await session.request('POST', '/api/cart/add', {
    product_id: productId,
    product_variation_option_id: null,
    quantity: 1,
  });
  const [address] = (await session.request('GET', '/api/addresses')).json as Array<{ id: number }>;
  await session.request('POST', '/api/cart/update-address', { address_id: address?.id });
  const quotes = (await session.request('POST', '/api/cart/quote')).json as Record<string, Array<{ hash: string }>>;
  const hashs = Object.fromEntries(Object.entries(quotes ?? {}).map(([seller, options]) => [seller, options[0]?.hash]));
  await session.request('POST', '/api/cart/update-shipping', { hashs });
}

const site = await startTestSite({
  prefix: 'marketplace-abuse-',
  // The fuzzer writes thousands of times a minute from one address; login keeps its real limit.
  apiEnv: { API_WRITES_PER_MINUTE: '10000000' },
});
const base = new URL(site.baseUrl);
/** One row of the test site's database, read as the API left it. */
function read<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(path.join(site.workDir, 'data', 'marketplace.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const routes = routeList();
const writeRoutes = routes.filter((r) => WRITE_METHODS.has(r.method) || r.csrf);
console.log(`Rotas da API: ${routes.length} (${writeRoutes.length} de escrita)`);

try {
  // 1. Header spoofing: a rotated X-Forwarded-For is not believed; the site's address counts.
  {
    const attacker = new Session(base, agent);
    await attacker.request('GET', '/sanctum/csrf-cookie');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await attacker.request(
        'POST',
        '/api/login',
        { email: CUSTOMER_2, password: `errada-${i}` },
        { headers: { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` } },
      );
      statuses.push(response.status);
    }
    const refused = statuses.filter((s) => s === 429).length;
    check(
      'X-Forwarded-For forjado não dá tentativas ilimitadas de senha',
      refused >= 10,
      `${refused}/40 recusadas (429)`,
    );
    check(
      'sem 5xx nas tentativas forjadas',
      statuses.every((s) => s < 500),
    );
  }
  await site.restartApi('SIGTERM');

  // 2. Lock-out: behind a trusted upstream proxy, one client's failures leave the owner alone.
  {
    const trusting = await buildSiteServer({
      siteDir: site.siteDir,
      apiUrl: `http://127.0.0.1:${site.apiPort}`,
      siteConfig: {},
      trustUpstream: true,
      viewSecret: site.viewSecret,
    });
    const trustedBase = new URL(await trusting.listen({ port: 0, host: '127.0.0.1' }));
    try {
      const attacker = new Session(trustedBase, agent, '203.0.113.50');
      await attacker.request('GET', '/sanctum/csrf-cookie');
      let attackerRefused = 0;
      for (let i = 0; i < 25; i += 1) {
        const r = await attacker.request('POST', '/api/login', { email: CUSTOMER, password: `errada-${i}` });
        if (r.status === 429) attackerRefused += 1;
      }
      const owner = new Session(trustedBase, agent, '198.51.100.60');
      await owner.request('GET', '/sanctum/csrf-cookie');
      const login = await owner.request('POST', '/api/login', { email: CUSTOMER, password: 'demo1234' });
      check('quem erra a senha é freado', attackerRefused > 0, `${attackerRefused}/25 recusadas`);
      check(
        'as falhas de um cliente não bloqueiam o dono da conta',
        login.status === 200,
        `login do dono: ${login.status}`,
      );
    } finally {
      await trusting.close();
    }
  }
  await site.restartApi('SIGTERM');

  const customer = new Session(base, agent);
  await customer.signIn(CUSTOMER);
  const customer2 = new Session(base, agent);
  await customer2.signIn(CUSTOMER_2);

  // 3. Anti-forgery: every write route of the route list refuses a request without the token; a
  // route a browser never calls (a gateway's notification) refuses it by its signature instead. An
  // open write (a health beacon, which changes nobody's data) has no check to test.
  {
    const missing: string[] = [];
    const guarded = writeRoutes.filter((route) => !route.open);
    for (const route of guarded) {
      const r = await customer2.request(route.method, withParams(route.url), {}, { xsrf: false });
      const refused = route.csrfExempt ? r.status === 401 : r.status === 419;
      if (!refused) missing.push(`${route.method} ${route.url} → ${r.status}`);
    }
    check(
      `CSRF recusado em todas as ${guarded.length} rotas de escrita protegidas (lidas da lista de rotas)`,
      missing.length === 0,
      missing.join('; '),
    );
  }

  // 4. Cross-user reads and writes between two customers.
  {
    const addresses = (await customer.request('GET', '/api/addresses')).json as Array<{ id: number }>;
    const chats = (await customer.request('GET', '/api/chats')).json as Array<{ id: number }>;
    const leaks: string[] = [];
    const tries: Array<[string, string, unknown?]> = [];
    for (const { id } of addresses) {
      // A valid body: only the ownership check can refuse it.
      tries.push(['GET', `/api/addresses/${id}`], ['PUT', `/api/addresses/${id}`, INTRUDER_ADDRESS]);
      tries.push(['DELETE', `/api/addresses/${id}`]);
    }
    for (const { id } of chats) {
      tries.push(['GET', `/api/chats/${id}/messages`], ['POST', `/api/chats/${id}/messages`, { message: 'Invasão' }]);
    }
    for (const [method, url, body] of tries) {
      const r = await customer2.request(method, url, body);
      if (r.status !== 404 && r.status !== 403) leaks.push(`${method} ${url} → ${r.status}`);
    }
    const after = (await customer.request('GET', '/api/addresses')).json as Array<{ id: number; name: string }>;
    const intact = after.length === addresses.length && after.every((a) => a.name !== 'Invasão');
    check(
      `outro cliente não lê nem altera endereços e conversas alheios (${tries.length} tentativas)`,
      leaks.length === 0 && intact && tries.length > 0,
      leaks.join('; '),
    );
  }

  // 5. The API killed (SIGKILL) in the middle of /api/cart/process, then restarted: the order is
  //    either whole (stock taken, cart emptied) or absent (stock and cart as they were).
  {
    const me = read<{ id: number }>('SELECT id FROM users WHERE email = ?', CUSTOMER);
    const product = read<{ id: number; stock: number }>(
      'SELECT p.id, p.stock FROM products p WHERE p.stock >= 20 AND NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.id) ORDER BY p.id LIMIT 1',
    );
    // What an order takes or leaves: the product's stock, the cart's quantity, the orders and their items.
    const counts = () => ({
      stock: read<{ stock: number }>('SELECT stock FROM products WHERE id = ?', product.id).stock,
      cart: read<{ n: number }>(
        'SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_items WHERE user_id = ? AND product_id = ?',
        me.id,
        product.id,
      ).n,
      orders: read<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', me.id).n,
      items: read<{ n: number }>('SELECT COUNT(*) AS n FROM order_items').n,
    });
    const outcomes: string[] = [];
    const broken: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      await fillCart(customer, product.id);
      const before = counts();
      const placing = customer.request('POST', '/api/cart/process', { order_data: cardOrderData() }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, round * 3));
      await site.restartApi('SIGKILL');
      await placing;
      const after = counts();
      const none =
        after.orders === before.orders &&
        after.items === before.items &&
        after.stock === before.stock &&
        after.cart === before.cart;
      const whole =
        after.orders === before.orders + 1 &&
        after.items > before.items &&
        after.stock === before.stock - before.cart &&
        after.cart === 0;
      outcomes.push(none ? 'nenhum' : whole ? 'inteiro' : 'PARCIAL');
      if (!none && !whole)
        broken.push(`rodada ${round}: antes ${JSON.stringify(before)}, depois ${JSON.stringify(after)}`);
    }
    check(
      'API morta (SIGKILL) no meio de /api/cart/process e reiniciada: nenhum pedido pela metade',
      broken.length === 0,
      `pedidos: ${outcomes.join(', ')}${broken.length ? `; ${broken.join('; ')}` : ''}`,
    );
  }

  // 6. Money paths. A referral the server never recorded (written into the order's body, or a
  //    cookie the browser made up) earns nothing and does not stop the order; the new order is
  //    numbered after every order already there.
  {
    const affiliate = new Session(base, agent);
    await affiliate.signIn(AFFILIATE);
    const link = read<{ code: string; product_id: number }>(
      `SELECT l.code, l.product_id FROM affiliate_links l JOIN products p ON p.id = l.product_id
       JOIN users u ON u.id = l.affiliate_id
       WHERE l.active = 1 AND u.email = ? AND p.affiliate_commission > 0 AND p.stock >= 5
         AND NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.id)
       ORDER BY l.id LIMIT 1`,
      AFFILIATE,
    );
    const sales = async () =>
      ((await affiliate.request('GET', '/api/affiliates/sales')).json as { total: number }).total;
    // The orders there are: placed ones, and the seed's history of affiliate sales.
    const highest = () =>
      read<{ number: string }>(
        'SELECT MAX(n) AS number FROM (SELECT number AS n FROM orders UNION ALL SELECT order_reference FROM affiliate_sales)',
      ).number;
    // Someone else really clicks the link: the forger names that recorded click with a signature of its own.
    const visitor = new Session(base, agent);
    await visitor.request('GET', `/api/r/${link.code}`);
    const click = /^r1\.(\d+)\./.exec(visitor.cookies.get(REFERRAL_COOKIE) ?? '')?.[1];
    const [salesBefore, highestBefore] = [await sales(), highest()];
    await fillCart(customer2, link.product_id);
    customer2.cookies.set(REFERRAL_COOKIE, `r1.${click ?? 1}.${'A'.repeat(43)}`);
    const placed = await customer2.request('POST', '/api/cart/process', {
      order_data: cardOrderData(),
      referral: { code: link.code, clicked_at: new Date().toISOString() },
    });
    customer2.cookies.delete(REFERRAL_COOKIE);
    const orderId = (placed.json as { order?: { id?: number } } | undefined)?.order?.id;
    const number = orderId ? read<{ number: string }>('SELECT number FROM orders WHERE id = ?', orderId).number : '';
    check(
      'indicação que o servidor não registrou (no corpo do pedido ou num cookie inventado) não rende comissão',
      click !== undefined && placed.status === 200 && (await sales()) === salesBefore,
      `clique registrado: ${click ?? 'nenhum'}; pedido: ${placed.status}; vendas do afiliado: ${salesBefore} → ${await sales()}`,
    );
    check(
      'o pedido novo leva o número seguinte ao maior que já existe',
      number > highestBefore,
      `maior antes: ${highestBefore}; novo: ${number || 'nenhum'}`,
    );
  }

  // 7. The page's assembly: a search link carrying replacement patterns has the structure of any other search.
  {
    // The page's frame and the scripts it runs; the inline payloads vary with the results (and a
    // slow answer of the API leaves them out), so they are not compared.
    const structure = (html: string) =>
      JSON.stringify({
        heads: html.match(/<head>/g)?.length,
        bodies: html.match(/<body>/g)?.length,
        roots: html.match(/<div id="root">/g)?.length,
        scripts: [...html.matchAll(/<script[^>]*\ssrc=[^>]*>/g)].map((match) => match[0]),
      });
    const page = async (search: string) =>
      (await send(base, { method: 'GET', path: `/busca?search=${encodeURIComponent(search)}` }, agent)).body;
    const plain = structure(await page('café'));
    const broken = [];
    for (const pattern of ['$`', '$&', '$$', "$'"]) {
      if (structure(await page(`café ${pattern}`)) !== plain) broken.push(pattern);
    }
    check(
      "$`, $&, $$ e $' numa busca deixam a página com a estrutura de qualquer busca",
      broken.length === 0,
      broken.join(' '),
    );
  }

  // 8. A burst of wrong passwords for one account, all at once: at most the limit is checked.
  {
    const attacker = new Session(base, agent);
    await attacker.request('GET', '/sanctum/csrf-cookie');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attacker.request('POST', '/api/login', { email: AFFILIATE, password: `errada-${i}` }),
      ),
    );
    const refused = burst.filter((r) => r.status === 429);
    const tried = burst.filter((r) => r.status !== 429);
    check(
      `30 senhas erradas de uma vez: no máximo ${LOGIN_FREE_FAILURES} conferidas, as outras 429 com Retry-After`,
      tried.length <= LOGIN_FREE_FAILURES &&
        tried.every((r) => r.status === 422 || r.status === 401) &&
        refused.every((r) => Number(r.headers['retry-after']) > 0),
      `${tried.length} conferidas (${tried.map((r) => r.status).join(' ')}), ${refused.length} recusadas`,
    );
  }

  // 9. The fuzzer: malformed requests over every route, through the site server.
  {
    const random = seeded(SEED);
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const hung: string[] = [];
    const covered = new Set<string>();
    let sent = 0;
    const started = Date.now();
    const worker = async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const route = routes[Math.floor(random() * routes.length)] as Route;
        const request = malformedRequest(random, route);
        if (random() < 0.5) {
          request.headers = {
            cookie: customer2.cookieHeader(),
            'x-xsrf-token': customer2.xsrf() ?? '',
            ...request.headers,
          };
        }
        covered.add(`${route.method} ${route.url}`);
        try {
          const response: RawResponse = await send(base, request, agent);
          // 0: the server closed the connection without an answer (after a request it could not parse).
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) {
            serverErrors.push(
              `${request.method} ${request.path.slice(0, 120)} → ${response.status} ${response.body.slice(0, 200)}`,
            );
          }
        } catch (error) {
          if (error instanceof HungRequest) hung.push(`${request.method} ${request.path.slice(0, 120)}`);
          else throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    // Then every paged route, and every sitemap file, at each integer limit of a page number:
    // a 4xx each, never a 5xx (an offset past SQLite's integer once answered 500).
    const limits = [...pageLimitRequests(routes), ...sitemapLimitRequests(SITEMAP_SECTIONS)];
    const pagedRoutes = routes.filter((route) => route.paged).length;
    const limitStatuses: number[] = [];
    for (const request of limits) {
      const response: RawResponse = await send(base, request, agent);
      limitStatuses.push(response.status);
      if (response.status < 400 || response.status >= 500) {
        serverErrors.push(`${request.method} ${request.path.slice(0, 120)} → ${response.status}`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(`Fuzzer (semente ${SEED}): ${sent} requisições em ${seconds} s; respostas ${summary}`);
    console.log(
      `Fuzzer: 5xx = ${serverErrors.length}, sem resposta = ${hung.length}, rotas cobertas = ${covered.size}/${routes.length}`,
    );
    for (const line of [...serverErrors, ...hung].slice(0, 20)) console.log(`  ${line}`);
    check(
      `≥ ${REQUESTS} requisições malformadas: 0 × 5xx`,
      sent >= REQUESTS && serverErrors.length === 0,
      `${serverErrors.length} × 5xx`,
    );
    check(
      `números de página nos limites dos inteiros, em ${pagedRoutes} rotas paginadas e nos sitemaps: só 4xx`,
      pagedRoutes > 0 && limitStatuses.length === limits.length && limitStatuses.every((s) => s >= 400 && s < 500),
      `${limits.length} conferidas (${[...new Set(limitStatuses)].sort().join(' ')})`,
    );
    check('nenhuma requisição sem resposta', hung.length === 0, `${hung.length} sem resposta`);
    check('todas as rotas cobertas', covered.size === routes.length, `${covered.size}/${routes.length}`);
    writeFileSync(
      path.join(site.workDir, 'abuse-figures.json'),
      JSON.stringify({ sent, serverErrors: serverErrors.length, hung: hung.length, covered: covered.size }),
    );
  }

  // 10. A burst of 200 requests with Expect: 100-continue leaves /api answering.
  {
    const burstAgent = new http.Agent({ keepAlive: false, maxSockets: 200 });
    const burst = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        send(base, { method: 'GET', path: '/api/health', headers: { expect: '100-continue' } }, burstAgent, 20_000),
      ),
    );
    const ok = burst.filter((r) => r.status === 'fulfilled' && r.value.status === 200).length;
    const started = Date.now();
    const after = await send(base, { method: 'GET', path: '/api/categories' }, agent, 5000).catch(() => null);
    check(
      'rajada de 200 × Expect: 100-continue: todas respondidas e /api segue respondendo',
      ok === 200 && after?.status === 200,
      `${ok}/200 com 200; depois: ${after?.status ?? 'sem resposta'} em ${Date.now() - started} ms`,
    );
    burstAgent.destroy();
  }

  // 11. Production refuses the demo's settings: the sandbox, demo accounts, cookies without
  //     Secure and missing secrets each keep the API from starting; safe settings start it.
  {
    const production = {
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: '',
      REFERRAL_SECRET: '',
      VIEW_TOKEN_SECRET: '',
    };
    const demo = await checkApi({
      ...production,
      DATA_DIR: path.join(site.workDir, 'data'),
      PAYMENT_SANDBOX: 'true',
      API_SECURE_COOKIES: 'false',
    });
    const empty = mkdtempSync(path.join(os.tmpdir(), 'marketplace-production-'));
    const secret = () => randomBytes(24).toString('base64url');
    const safe = await checkApi({
      ...production,
      DATA_DIR: empty,
      PAYMENT_WEBHOOK_SECRET: secret(),
      REFERRAL_SECRET: secret(),
      VIEW_TOKEN_SECRET: secret(),
    });
    rmSync(empty, { recursive: true, force: true });
    check(
      'com NODE_ENV=production a API recusa as configurações da demonstração e aceita as seguras',
      !demo && safe,
      `demonstração: ${demo ? 'subiria' : 'recusada'}; segura: ${safe ? 'sobe' : 'recusada'}`,
    );
  }

  // 12. The site still answers afterwards: the page, a static file and the API.
  {
    const page = await send(base, { method: 'GET', path: '/' }, agent, 5000).catch(() => null);
    const health = await send(base, { method: 'GET', path: '/api/health' }, agent, 5000).catch(() => null);
    check('o site continua respondendo depois de tudo', page?.status === 200 && health?.status === 200);
  }
} finally {
  agent.destroy();
  await site.stop();
}

const failed = results.filter((r) => !r.ok).length;
const report = process.env.ABUSE_REPORT;
if (report) writeFileSync(report, JSON.stringify({ passed: results.length - failed, failed }));
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
