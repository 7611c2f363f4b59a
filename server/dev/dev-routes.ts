import type { Hono } from 'hono';
import { type Features, features } from '../../contract/schemas/cms.ts';
import {
  clockRequest,
  clockState,
  devAck,
  faultRequest,
  faults as faultsResponse,
  featuresRequest,
  outbox,
} from '../../contract/schemas/dev.ts';
import type { SettableClock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/http-error.ts';
import { demoBrand } from '../seed/brand.ts';
import { resetDemo } from '../seed/seed.ts';
import type { FaultStore } from './fault-store.ts';
import { listOutbox } from './outbox.ts';
import { outboxPage } from './outbox-page.ts';

export function devRoutes(
  app: Hono<AppEnv>,
  api: ApiRouter,
  { db, faults, clock }: { db: Db; faults: FaultStore; clock: SettableClock },
): void {
  api.post(
    {
      path: '/api/dev/reset',
      summary: 'Wipe and reseed the demo data; clears faults and the outbox',
      response: devAck,
    },
    async () => {
      await resetDemo(db);
      faults.clear();
      await clock.set(undefined);
      return { ok: true as const };
    },
  );

  api.post(
    {
      path: '/api/dev/faults',
      summary: 'Inject a fault for the next matching requests',
      body: faultRequest,
      response: faultsResponse,
    },
    ({ body }) => {
      faults.add(body);
      return { faults: faults.list() };
    },
  );

  api.get({ path: '/api/dev/faults', summary: 'Faults still armed', response: faultsResponse }, () => ({
    faults: faults.list(),
  }));

  api.delete({ path: '/api/dev/faults', summary: 'Clear every injected fault', response: devAck }, () => {
    faults.clear();
    return { ok: true as const };
  });

  api.post(
    {
      path: '/api/dev/clock',
      summary:
        "Set the API's business clock (opening hours, order progress), or `at: null` for the wall clock",
      body: clockRequest,
      response: clockState,
    },
    async ({ body }) => {
      await clock.set(body.at === null ? undefined : new Date(body.at));
      return { now: clock.now().toISOString() };
    },
  );

  api.post(
    {
      path: '/api/dev/features',
      summary:
        "Set some of the demo brand's feature flags (delivery, table payment and ordering, external login) until the next reset",
      body: featuresRequest,
      response: features,
    },
    async ({ body }) => {
      const [brand] = await db.query<{ features: Features }>(
        'update brands set features = features || $1::jsonb where slug = $2 returning features',
        [JSON.stringify(body), demoBrand.slug],
      );
      if (!brand) throw notFound('brand');
      return brand.features;
    },
  );

  api.get(
    { path: '/api/dev/outbox', summary: 'E-mails and SMS the API "sent", newest first', response: outbox },
    () => listOutbox(db),
  );

  app.get('/dev/outbox', async (c) => c.html(outboxPage(await listOutbox(db))));
  api.document({
    method: 'get',
    path: '/dev/outbox',
    summary: 'The outbox as a readable page',
    contentType: 'text/html',
  });
}
