import * as z from 'zod/mini';
import { type ReceivedEngagementEvent, receivedEngagementEvents } from '../../contract/schemas/engagement.ts';
import { maxLength, requiredLine } from '../../contract/schemas/limits.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';

const eventsQuery = z.object({ 'unique-id': z.optional(requiredLine(maxLength.id)) });

/** What the engagement endpoint received: the marketing tool's view, for tests and demos. */
export function engagementDevRoutes(api: ApiRouter, db: Db): void {
  api.get(
    {
      path: '/api/dev/engagement/events',
      summary: 'Engagement events received, oldest first; `unique-id` keeps one browser’s',
      query: eventsQuery,
      response: receivedEngagementEvents,
    },
    async ({ query }) => ({
      events: await db.query<ReceivedEngagementEvent>(
        `select name, unique_id, user_id, data_center, properties,
                to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at
         from engagement_events where $1::text is null or unique_id = $1
         order by received_at, occurred_at, id`,
        [query['unique-id'] ?? null],
      ),
    }),
  );
}
