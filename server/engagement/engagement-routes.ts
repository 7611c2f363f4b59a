import {
  type AnalyticsConfig,
  analyticsConfig,
  type DataCenter,
  engagementAccepted,
  engagementBatch,
} from '../../contract/schemas/engagement.ts';
import type { Db } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { countHit, tooManyAttempts } from '../http/rate-limit.ts';

/** Batches one browser may send in a minute: the SDK sends a few; a flood is somebody else. */
const BATCHES_PER_MINUTE = 120;

/** The brand's analytics adapters (spec §7); a brand without a row has none. */
export async function analyticsOf(db: Db, brandId: string): Promise<AnalyticsConfig> {
  const [row] = await db.query<{
    data_layer: boolean;
    engagement_app_id: string | null;
    engagement_data_center: DataCenter;
  }>(
    'select data_layer, engagement_app_id, engagement_data_center from brand_analytics where brand_id = $1',
    [brandId],
  );
  if (!row) return { data_layer: false, engagement: null };
  return {
    data_layer: row.data_layer,
    engagement:
      row.engagement_app_id === null
        ? null
        : { app_id: row.engagement_app_id, data_center: row.engagement_data_center },
  };
}

/**
 * The analytics configuration the SPA reads after its first screen, and the reference endpoint of the
 * engagement SDK (spec §7, §9 "default data center DC_2"): it stores the events a browser sends, so
 * that a person and a test can read what the marketing tool would have received.
 */
export function engagementRoutes(api: ApiRouter, db: Db): void {
  api.get(
    {
      path: '/api/cms/v1/analytics',
      summary: 'The analytics adapters the brand configures: the GA4 data layer and the engagement SDK',
      response: analyticsConfig,
    },
    (_, c) => analyticsOf(db, c.get('brand').id),
  );

  api.post(
    {
      path: '/api/engagement/v1/events',
      summary:
        'Engagement events of one browser (the marketing SDK’s batch), for the app id and data center the brand configures',
      body: engagementBatch,
      response: engagementAccepted,
      status: 202,
    },
    async ({ body }, c) => {
      const { hits, retryAfter } = await countHit(db, 'engagement-client', c.get('client'), 60);
      if (hits > BATCHES_PER_MINUTE) throw tooManyAttempts(retryAfter);
      const [app] = await db.query<{ brand_id: string; engagement_data_center: DataCenter }>(
        'select brand_id, engagement_data_center from brand_analytics where engagement_app_id = $1',
        [body.app_id],
      );
      if (!app) throw notFound('engagement app');
      // The SDK of another data center talks to other servers: its events never arrive here.
      if (app.engagement_data_center !== body.data_center) {
        throw new HttpError(
          422,
          `the app is served by data center ${app.engagement_data_center}`,
          'WRONG_DATA_CENTER',
        );
      }
      const receivedAt = c.get('clock').now();
      await insertRows(
        db,
        'engagement_events',
        body.events.map((event) => ({
          brand_id: app.brand_id,
          data_center: body.data_center,
          unique_id: body.unique_id,
          user_id: body.user_id ?? null,
          name: event.name,
          properties: event.properties,
          occurred_at: new Date(event.occurred_at),
          received_at: receivedAt,
        })),
      );
      return { accepted: body.events.length };
    },
  );
}
