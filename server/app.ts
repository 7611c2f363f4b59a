import { Hono } from 'hono';
import { compress } from 'hono/compress';
import * as z from 'zod/mini';
import type { CatalogCache } from './catalog/catalog-cache.ts';
import { categoryRoutes } from './catalog/category-routes.ts';
import { itemRoutes } from './catalog/item-routes.ts';
import { storeRoutes } from './catalog/store-routes.ts';
import type { SettableClock } from './clock.ts';
import { contentRoutes } from './cms/content-routes.ts';
import { homeRoutes } from './cms/home-routes.ts';
import { createAuth } from './crm/auth.ts';
import { type AuthOptions, signInProvidersOf } from './crm/auth-config.ts';
import { crmRoutes } from './crm/crm-routes.ts';
import type { Db } from './db/db.ts';
import { chartsRoutes } from './dev/charts-routes.ts';
import { devRoutes } from './dev/dev-routes.ts';
import { engagementDevRoutes } from './dev/engagement-dev-routes.ts';
import { FaultStore } from './dev/fault-store.ts';
import { injectFaults } from './dev/inject-faults.ts';
import { menuDevRoutes } from './dev/menu-dev-routes.ts';
import { orderDevRoutes } from './dev/order-dev-routes.ts';
import { tableDevRoutes } from './dev/table-dev-routes.ts';
import { engagementRoutes } from './engagement/engagement-routes.ts';
import { ApiRouter } from './http/api-router.ts';
import type { AppEnv } from './http/app-env.ts';
import { brandScope } from './http/brand-scope.ts';
import { clientAddress } from './http/client-address.ts';
import { errorResponse, notFound } from './http/http-error.ts';
import { localeMiddleware } from './http/locale-middleware.ts';
import { openApiDocument } from './http/openapi.ts';
import { requestId } from './http/request-id.ts';
import { requestLimits } from './http/request-limits.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { countRequests } from './ops/count-requests.ts';
import { healthRoutes } from './ops/health-routes.ts';
import { metricsRoutes } from './ops/metrics-routes.ts';
import { requestLog } from './ops/request-log.ts';
import { timedSweep } from './ops/timed-sweep.ts';
import { orderingRoutes } from './order/ordering-routes.ts';
import { settleExpiredPix } from './order/pix-settlement.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { providerFromEnv } from './payments/provider-from-env.ts';
import { reconcilePayments } from './payments/reconcile.ts';
import { webhookRoutes } from './payments/webhook-routes.ts';
import { type PushNotifier, pushNotifier } from './push/push-notifier.ts';
import { pushDevRoutes, pushRoutes } from './push/push-routes.ts';
import { sweepPushNotifications } from './push/push-sweep.ts';
import { type SpaOptions, spaRoutes } from './spa/spa-routes.ts';
import { type TableOptions, tableConfig } from './table/table-config.ts';
import { tableRoutes } from './table/table-routes.ts';
import { sweepTables } from './table/table-sweep.ts';

z.config(z.locales.en());

export interface AppOptions {
  db: Db;
  /** `/api/dev/*`, `/dev/outbox` and fault injection. */
  devTools: boolean;
  spa?: SpaOptions;
  log?: boolean;
  /** Token lifetimes, signing key, social providers; defaults from the environment. */
  auth?: AuthOptions;
  /** Session, share and PIX lifetimes; defaults from the environment. */
  table?: TableOptions;
  /** The payment provider's adapter; default `providerFromEnv()` (none without `PSP_URL`). */
  provider?: PaymentProvider;
  /** Seconds a payment waits for the provider's word before the sweep asks; default `RECONCILE_AFTER_SECONDS` or 60. */
  reconcileAfterSeconds?: number;
  /** The business clock (`sharedClock`: one for every process on the database). */
  clock: SettableClock;
  /** The catalog reads the process keeps (`catalogCache`: dropped on every change of any process). */
  catalog: CatalogCache;
  /** Behind a proxy: the client is the first X-Forwarded-For address. Default `TRUST_PROXY=1`. */
  trustProxy?: boolean;
  /** How long a brand read is kept in the process (`brandScope`); 0, the default, reads it every time. */
  brandCacheSeconds?: number;
  /** Web push; tests bring one that records instead of calling push services. */
  push?: PushNotifier;
  /** True once the process is shutting down: readiness answers 503 so that no new requests come. */
  draining?: () => boolean;
  /** The bearer token `/metrics` asks for; without one it is not served. Default `METRICS_TOKEN`. */
  metricsToken?: string;
}

/** The areas whose data belongs to the brand named by `x-api-brand`. */
const brandScopedAreas = '/api/:area{cms|catalog|order|crm|admin}/*';

export function createApp({
  db,
  devTools,
  spa,
  log,
  auth,
  table,
  clock,
  catalog,
  trustProxy = process.env.TRUST_PROXY === '1',
  brandCacheSeconds = 0,
  push = pushNotifier(db),
  provider = providerFromEnv(),
  reconcileAfterSeconds = Number(process.env.RECONCILE_AFTER_SECONDS ?? 60),
  draining = () => false,
  metricsToken = process.env.METRICS_TOKEN || undefined,
}: AppOptions) {
  const app = new Hono<AppEnv>();
  const api = new ApiRouter(app);
  const faults = new FaultStore();
  const accounts = createAuth(db, auth);
  const tables = tableConfig(table);

  app.use(requestId);
  app.use(countRequests);
  if (log) app.use(requestLog);
  app.use(async (c, next) => {
    c.set('clock', clock);
    c.set('client', clientAddress(c, trustProxy));
    await next();
  });
  app.use(compress());
  // Inside compression: the headers middleware reads the plain HTML of the pages it hashes.
  app.use(securityHeaders);
  app.use(requestLimits);
  app.use('/api/*', localeMiddleware);
  if (devTools) app.use('/api/*', injectFaults(faults));
  app.use(brandScopedAreas, brandScope(db, brandCacheSeconds));

  healthRoutes(api, db, draining);
  metricsRoutes(app, api, db, metricsToken);
  homeRoutes(api, db, catalog);
  contentRoutes(api, db);
  storeRoutes(api, catalog);
  categoryRoutes(api, db, catalog);
  itemRoutes(api, db, catalog);
  crmRoutes(app, api, { db, catalog, provider }, accounts, devTools);
  const tableLinks = tableRoutes(api, db, accounts, tables, provider);
  orderingRoutes(api, db, accounts, tables, provider);
  webhookRoutes(app, api, db, provider);
  mediaRoutes(app, api, db);
  engagementRoutes(api, db);
  pushRoutes(api, push);
  if (devTools) {
    devRoutes(app, api, { db, faults, clock });
    tableDevRoutes(api, db, tables);
    menuDevRoutes(api, db);
    orderDevRoutes(api, db, provider);
    engagementDevRoutes(api, db);
    pushDevRoutes(api, db, push);
    chartsRoutes(app, api);
  }
  api.document({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    contentType: 'application/json',
  });
  app.get('/api/openapi.json', (c) => c.json(openApiDocument(api.docs)));
  app.all('/api/*', () => {
    throw notFound('endpoint');
  });

  if (spa) {
    spaRoutes(app, db, spa, {
      devTools,
      signInProviders: signInProvidersOf(accounts.social),
      tableInfo: tableLinks.tableInfo,
      paymentProvider: provider.browser,
    });
  }
  app.notFound((c) => errorResponse(notFound('file'), c));
  app.onError(errorResponse);
  /**
   * What lapsed with nobody writing, written down; what waits for the payment provider, asked; what
   * changed, pushed (run on a schedule; `signal` ends it early at shutdown).
   */
  const sweep = (signal?: AbortSignal) =>
    timedSweep(async () => {
      await sweepTables(db, tables.sessionTtlSeconds);
      await settleExpiredPix(db, clock.now(), 'all');
      await reconcilePayments(db, provider, clock.now(), { afterSeconds: reconcileAfterSeconds, signal });
      // Order statuses follow the business clock: customers are told what moved on (web push).
      await sweepPushNotifications(db, push, clock.now());
    });
  return { app, faults, clock, push, provider, docs: api.docs, sweep };
}
