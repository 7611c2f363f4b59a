/**
 * The one seam for analytics (spec §7): flows report what happened with `track`, and whichever
 * adapters are configured (a GA4-style data layer, the engagement SDK) are attached later, off the
 * first screen's path. Events tracked before an adapter is attached wait in a bounded queue.
 */

import type { EngagementName } from '../../contract/schemas/engagement.ts';

/** A line as the commerce events carry it (GA4 item shape; prices in reais, not cents). */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export type CommerceEvent =
  | { kind: 'commerce'; name: 'add_to_cart' | 'remove_from_cart'; value: number; items: TrackedItem[] }
  | { kind: 'commerce'; name: 'begin_checkout'; value: number; items: TrackedItem[]; coupon?: string }
  | {
      kind: 'commerce';
      name: 'purchase';
      transaction_id: string;
      value: number;
      shipping: number;
      items: TrackedItem[];
      coupon?: string;
    }
  | { kind: 'commerce'; name: 'payment_error'; reason: string };

export interface EngagementEvent {
  kind: 'engagement';
  name: EngagementName;
  properties?: Record<string, string | number | boolean>;
}

export type TrackedEvent = CommerceEvent | EngagementEvent;

export type AnalyticsSink = (event: TrackedEvent) => void;

const QUEUE_LIMIT = 100;
const queued: TrackedEvent[] = [];
const sinks: AnalyticsSink[] = [];

export function track(event: TrackedEvent): void {
  if (sinks.length === 0) {
    if (queued.length < QUEUE_LIMIT) queued.push(event);
    return;
  }
  for (const sink of sinks) sink(event);
}

/** Attaches an adapter and hands it what was tracked before it arrived. */
export function attachAnalytics(sink: AnalyticsSink): () => void {
  sinks.push(sink);
  for (const event of queued.splice(0)) sink(event);
  return () => {
    sinks.splice(sinks.indexOf(sink), 1);
  };
}

/** A chart's named action, provided: its params become an event of the seam (XState passes them second). */
export const trackWith =
  <T>(toEvent: (value: T) => TrackedEvent) =>
  (_: unknown, value: T) =>
    track(toEvent(value));
