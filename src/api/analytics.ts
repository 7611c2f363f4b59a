import {
  type AnalyticsConfig,
  analyticsConfig,
  type EngagementBatch,
  engagementAccepted,
} from '../../contract/schemas/engagement.ts';
import { api, type Call } from './client.ts';

/** Which analytics adapters the brand turns on (spec §7). */
export function fetchAnalyticsConfig({ signal }: Call = {}): Promise<AnalyticsConfig> {
  return api.request(analyticsConfig, '/cms/v1/analytics', { signal });
}

/** The engagement SDK's batch: it speaks for the browser, not the signed-in session. */
export async function sendEngagementBatch(batch: EngagementBatch, { signal }: Call = {}): Promise<void> {
  await api.request(engagementAccepted, '/engagement/v1/events', {
    method: 'POST',
    body: batch,
    auth: false,
    signal,
  });
}
