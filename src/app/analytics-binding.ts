import type { AnalyticsConfig, EngagementBatch } from '../../contract/schemas/engagement.ts';
import { selectUser, type UserActor } from '../../machines/app/app.selectors.ts';
import { selectAnalyticsId, selectHasTrackingConsent } from '../../machines/user/tracking-consent.ts';
import { fetchAnalyticsConfig, sendEngagementBatch } from '../api/analytics.ts';
import { type AnalyticsSink, attachAnalytics } from '../lib/analytics.ts';
import type { DataLayer } from '../lib/data-layer.ts';
import type { AppActor } from './app-tree.ts';

export interface AnalyticsEffects {
  fetchConfig(): Promise<AnalyticsConfig>;
  sendEngagement(batch: EngagementBatch): Promise<void>;
  /** Google Tag Manager's `window.dataLayer`, created when missing. */
  dataLayer(): DataLayer;
  newUniqueId(): string;
  /** Called with what must leave before the page goes away. */
  onPageHide(flush: () => void): void;
}

type UserStore = Pick<UserActor, 'getSnapshot' | 'send'>;

/**
 * The adapters behind the seam, each loaded only when the brand configures it (spec §7), and only
 * for a customer who consented: without consent an event goes nowhere (it is not kept for later).
 * The first consented event creates the analytics unique id when the user store has none (spec §3:
 * kept and persisted there; a b2c login brings its own).
 */
export function trackWithConsent(user: UserStore, effects: AnalyticsEffects): () => void {
  let adapters: Promise<AnalyticsSink[]> | undefined;

  const uniqueId = () => {
    const known = selectAnalyticsId(user.getSnapshot());
    if (known !== undefined) return known;
    const created = effects.newUniqueId();
    user.send({ type: 'analytics.identified', uniqueId: created });
    return created;
  };

  async function load(): Promise<AnalyticsSink[]> {
    const config = await effects.fetchConfig();
    const loaded: AnalyticsSink[] = [];
    if (config.data_layer) {
      const { dataLayerSink } = await import('../lib/data-layer.ts');
      loaded.push(dataLayerSink(effects.dataLayer()));
    }
    if (config.engagement !== null) {
      const { engagementSink } = await import('../lib/engagement.ts');
      const engagement = engagementSink({
        appId: config.engagement.app_id,
        dataCenter: config.engagement.data_center,
        uniqueId,
        userId: () => user.getSnapshot().context.user?.id,
        send: effects.sendEngagement,
      });
      effects.onPageHide(() => void engagement.flush());
      loaded.push(engagement.sink);
    }
    return loaded;
  }

  return attachAnalytics((event) => {
    if (!selectHasTrackingConsent(user.getSnapshot())) return;
    uniqueId();
    // A configuration that could not be read is asked for again with the next event.
    adapters ??= load().catch(() => {
      adapters = undefined;
      return [];
    });
    void adapters.then((sinks) => {
      for (const sink of sinks) sink(event);
    });
  });
}

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

/** The analytics of the app's customer, with the browser's effects; loaded after the first screen. */
export function bindAnalytics(app: AppActor): () => void {
  return trackWithConsent(selectUser(app.getSnapshot()), {
    fetchConfig: () => fetchAnalyticsConfig(),
    sendEngagement: (batch) => sendEngagementBatch(batch),
    dataLayer: () => (window.dataLayer ??= []),
    newUniqueId: () => crypto.randomUUID(),
    onPageHide: (flush) => window.addEventListener('pagehide', flush),
  });
}
