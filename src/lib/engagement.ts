import type { DataCenter, EngagementBatch } from '../../contract/schemas/engagement.ts';
import type { AnalyticsSink } from './analytics.ts';

type Sent = EngagementBatch['events'][number];

export interface EngagementOptions {
  appId: string;
  dataCenter: DataCenter;
  /** The analytics unique id of the user store (spec §3), read when a batch leaves. */
  uniqueId: () => string;
  /** The signed-in customer, when there is one. */
  userId: () => string | undefined;
  send: (batch: EngagementBatch) => Promise<void>;
  now?: () => number;
}

/** What one batch carries and what waits for the next when sending fails (the SDK's own bound). */
const BATCH_LIMIT = 100;
/** Events travel together: those of one tap or page leave in one request. */
const FLUSH_AFTER_MS = 1_000;
/** The API's bounds on properties (a browser's user agent can be longer): a batch past them would be refused whole. */
const TEXT_LIMIT = 200;
const KEY_LIMIT = 64;
const PROPERTY_LIMIT = 30;
const NUMBER_LIMIT = 2 ** 31 - 1;

const fits = (value: string | number | boolean) =>
  typeof value !== 'number' || (Number.isFinite(value) && Math.abs(value) <= NUMBER_LIMIT);

const bounded = (properties: Record<string, string | number | boolean> = {}) =>
  Object.fromEntries(
    Object.entries(properties)
      .filter(([key, value]) => key.length <= KEY_LIMIT && fits(value))
      .slice(0, PROPERTY_LIMIT)
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, TEXT_LIMIT) : value]),
  );

/**
 * The engagement adapter (spec §7, the marketing SDK's events; §9 data center DC_2 by default):
 * engagement events are batched and sent with the browser's unique id; a batch that fails waits for
 * the next one, so a dropped connection loses nothing (up to the SDK's bound).
 */
export function engagementSink(options: EngagementOptions): { sink: AnalyticsSink; flush(): Promise<void> } {
  const now = options.now ?? Date.now;
  let waiting: Sent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();

  async function sendWaiting(): Promise<void> {
    timer = undefined;
    const events = waiting.splice(0, BATCH_LIMIT);
    if (events.length === 0) return;
    const userId = options.userId();
    try {
      await options.send({
        app_id: options.appId,
        data_center: options.dataCenter,
        unique_id: options.uniqueId(),
        ...(userId === undefined ? {} : { user_id: userId }),
        events,
      });
    } catch {
      waiting = [...events, ...waiting].slice(0, BATCH_LIMIT);
    }
  }

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    sending = sending.then(sendWaiting);
    return sending;
  };

  const sink: AnalyticsSink = (event) => {
    if (event.kind !== 'engagement') return;
    if (waiting.length >= BATCH_LIMIT) return;
    waiting.push({
      name: event.name,
      properties: bounded(event.properties),
      occurred_at: new Date(now()).toISOString(),
    });
    timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
  };
  return { sink, flush };
}
