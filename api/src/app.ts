import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import { databaseLocation, openEngine } from './db/engine';
import { prepareDatabase } from './db/prepare';
import { addressRoutes } from './features/addresses/address-routes';
import { affiliateRoutes } from './features/affiliates/affiliate-routes';
import { createReferrals } from './features/affiliates/referral-proof';
import { authRoutes, type AuthRoutesOptions } from './features/auth/auth-routes';
import { cartRoutes } from './features/cart/cart-routes';
import { productQuoteRoutes } from './features/cart/product-quote-routes';
import { chatRoutes } from './features/chats/chat-routes';
import { productListRoutes } from './features/catalog/product-list-routes';
import { productRoutes } from './features/catalog/product-routes';
import { searchRoutes } from './features/catalog/search-routes';
import { storeRoutes } from './features/catalog/store-routes';
import { categoryRoutes } from './features/categories/categories-routes';
import { contentRoutes } from './features/content/content-routes';
import { eventRoutes, registerEventHub } from './features/events/event-routes';
import { healthRoutes } from './features/health/health-routes';
import { mediaRoutes } from './features/media/media-routes';
import { newsletterRoutes } from './features/newsletter/newsletter-routes';
import { orderReviewRoutes } from './features/order-reviews/review-routes';
import { orderRoutes } from './features/orders/order-routes';
import { paymentRoutes } from './features/payments/payment-routes';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from './features/payments/payment-settings';
import { profileRoutes } from './features/profile/profile-routes';
import { refundRoutes } from './features/refunds/refund-routes';
import { remoteHealthRoutes, type RemoteHealthSettings } from './features/remote-health/remote-health-routes';
import { sitemapRoutes } from './features/sitemap/sitemap-routes';
import { registerJsonBodyParser } from './plugins/body-parser';
import { createClientMeter } from './plugins/client-meter';
import { registerRateLimits, type RateLimitOptions } from './plugins/rate-limits';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerApiDocs, registerOpenApi } from './plugins/openapi';
import { pushRelayFromEnv } from './features/events/relay-choice';
import { registerPublicCache } from './plugins/public-cache';
import { registerRequestValidation } from './plugins/request-validation';

export interface AppOptions {
  /** SQLite file; created, migrated and seeded when new. */
  dbFile: string;
  /** A postgres:// address: the database lives on that server instead of `dbFile`. */
  databaseUrl?: string;
  /** Structured request/error logging (off in tests). */
  logger?: boolean;
  /** Where the log lines go when `logger` is on (stdout by default); tests capture them here. */
  logStream?: { write(line: string): void };
  /** Minimum log level when `logger` is on; defaults to "info". */
  logLevel?: string;
  /** Mark cookies Secure (site served over HTTPS). */
  secureCookies?: boolean;
  /**
   * Which proxies may set X-Forwarded-For (the client address feeds the login
   * throttle). Defaults to loopback, where the site's own proxy runs.
   */
  trustProxy?: boolean | string;
  /** Insert the demo data into a new database (default true). */
  seed?: boolean;
  /**
   * With the demo data, the demo accounts (password `demo1234`) and what belongs to them
   * (default true); see SEED_DEMO_ACCOUNTS.
   */
  demoAccounts?: boolean;
  /** Send Strict-Transport-Security (a site served only over HTTPS: production). */
  strictTransportSecurity?: boolean;
  /** Limits on write routes and login attempts (see http/rate-limits). */
  rateLimits?: RateLimitOptions;
  /** Overrides for the failed-login limiter. */
  loginThrottle?: AuthRoutesOptions['throttle'];
  /** Told of every route as it is added (route lists for tools and tests). */
  onRoute?: (route: { method: string | string[]; url: string; config?: unknown; schema?: unknown }) => void;
  /** Google sign-in settings; without them, env GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET. */
  google?: AuthRoutesOptions['google'];
  /** Payment lifecycle: sandbox, Pix expiry, expiry sweep interval, notification secret, referral window and key. */
  payments?: Partial<PaymentSettings>;
  /** The clock of affiliate clicks and of their window, in epoch milliseconds (tests move it; `Date.now` by default). */
  referralClock?: () => number;
  /**
   * Relay the push channel's events to and from the other API instances (the server does; a test's
   * single app needs no relay): through Redis, PostgreSQL or the database, as the environment says
   * (see features/events/relay-choice).
   */
  relayPushEvents?: boolean;
  /**
   * The health beacons and their read by operators: the operator token (none: the read answers
   * 404), the beacons counted per canary bucket and minute, the days kept, the clock of the minutes.
   */
  remoteHealth?: RemoteHealthSettings;
}

/**
 * The better-sqlite3 handle of code not yet on `app.kysely`: on PostgreSQL any use of it says so.
 */
function sqliteOnly(): Db {
  return new Proxy({} as Db, {
    get(_target, property) {
      // Looked at by decorate() and by promise checks, not uses of the handle.
      if (typeof property === 'symbol' || property === 'getter' || property === 'setter' || property === 'then') {
        return undefined;
      }
      throw new Error(`The SQLite handle (db.${String(property)}) is not available on PostgreSQL.`);
    },
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const database = openEngine(databaseLocation(options.databaseUrl, options.dbFile));
  try {
    await prepareDatabase(database, options.seed !== false, { demoAccounts: options.demoAccounts !== false });
  } catch (error) {
    await database.close();
    throw error;
  }
  const db = database.sqlite ?? sqliteOnly();

  const app = Fastify({
    logger: options.logger
      ? {
          level: options.logLevel ?? 'info',
          redact: [
            'req.headers.cookie',
            'req.headers["x-xsrf-token"]',
            'res.headers["set-cookie"]',
            // Request bodies are never logged; should one ever be, card data must not go with it.
            'req.body',
            'body.order_data',
            'order_data',
          ],
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
  });

  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) =>
      onRoute({ method: route.method, url: route.url, config: route.config, schema: route.schema }),
    );
  }
  app.decorate('kysely', database.kysely);
  app.decorate('engine', database.engine);
  app.decorate('db', db);
  app.addHook('onClose', () => database.close());

  const cookieSettings = { secure: options.secureCookies ?? false };

  await app.register(cookie);
  registerJsonBodyParser(app);
  registerErrorHandling(app);
  registerRequestValidation(app);
  registerPublicCache(app);
  await registerOpenApi(app);
  await registerSecurityHeaders(app, { strictTransportSecurity: options.strictTransportSecurity === true });
  registerCsrfProtection(app, { cookies: cookieSettings });
  await registerSessions(app, cookieSettings);
  await registerRateLimits(app, options.rateLimits);
  registerEventHub(app, options.relayPushEvents ? pushRelayFromEnv(app.kysely) : undefined);
  await registerApiDocs(app);

  await app.register(healthRoutes);
  await app.register(authRoutes, {
    ...(options.loginThrottle ? { throttle: options.loginThrottle } : {}),
    ...(options.google ? { google: options.google } : {}),
  });
  await app.register(categoryRoutes);
  await app.register(productListRoutes);
  await app.register(searchRoutes);
  // What a client's visits add to the figures, metered per client address (never refused).
  const meter = createClientMeter(
    app.kysely,
    {
      ...(options.rateLimits?.clicksPerMinute ? { clicksPerMinute: options.rateLimits.clicksPerMinute } : {}),
      ...(options.rateLimits?.viewsPerMinute ? { viewsPerMinute: options.rateLimits.viewsPerMinute } : {}),
    },
    app.log,
  );
  await app.register(productRoutes, { meter });
  await app.register(storeRoutes);
  await app.register(contentRoutes);
  await app.register(sitemapRoutes);
  await app.register(newsletterRoutes);
  await app.register(mediaRoutes);
  await app.register(cartRoutes);
  await app.register(productQuoteRoutes);
  const payments: PaymentSettings = { ...DEFAULT_PAYMENT_SETTINGS, ...options.payments };
  const referrals = await createReferrals(app.kysely, {
    windowDays: payments.referralWindowDays,
    cookies: cookieSettings,
    ...(payments.referralSecret ? { secret: payments.referralSecret } : {}),
    ...(options.referralClock ? { now: options.referralClock } : {}),
  });
  await app.register(orderRoutes, { payments, referrals });
  await app.register(paymentRoutes, { payments });
  await app.register(profileRoutes);
  await app.register(addressRoutes);
  await app.register(affiliateRoutes, { referrals, meter });
  await app.register(eventRoutes);
  await app.register(orderReviewRoutes);
  await app.register(refundRoutes);
  await app.register(chatRoutes);
  await app.register(remoteHealthRoutes, options.remoteHealth ?? {});

  return app;
}
