import * as z from 'zod/mini';
import type { TableSession } from '../../../machines/table/table.types.ts';
import type { TablePaymentEvent } from '../../../machines/table-payment/table-payment.types.ts';
import { defineSlice } from '../persistence.ts';

/** The choices a diner makes on the payment page: replayed after a reload. Never a card's details. */
const REPLAYED = new Set<TablePaymentEvent['type']>([
  'mode.select',
  'item.toggle',
  'item.parts',
  'seats.set',
  'amount.set',
  'fee.toggle',
  'tip.set',
  'document.set',
  'email.set',
  'method.select',
  'card.use',
]);

export const isReplayed = (event: { type: string }): event is TablePaymentEvent =>
  REPLAYED.has(event.type as TablePaymentEvent['type']);

/**
 * A payment in progress, kept so that a reload returns to it (DESIGN §3 persistence): the choices
 * made so far, and, once a payment is under way, the machine's persisted snapshot (its Idempotency-Key
 * and PIX code with it: the same payment is resumed, never a second one started).
 */
export const paymentProgress = defineSlice({
  key: 'table-payment',
  version: 1,
  schema: z.object({
    sessionId: z.string(),
    userSessionId: z.string(),
    events: z.array(z.looseObject({ type: z.string() })),
    snapshot: z.optional(z.looseObject({ value: z.unknown(), context: z.looseObject({}) })),
  }),
});

export type PaymentProgress = NonNullable<Awaited<ReturnType<typeof paymentProgress.read>>>;

/** Whether the stored payment belongs to this seat. */
export const isPaymentOf = (progress: PaymentProgress | undefined, session: TableSession | undefined) =>
  progress !== undefined &&
  session !== undefined &&
  progress.sessionId === session.sessionId &&
  progress.userSessionId === session.userSessionId;

/** The top-level state of a (stored) snapshot's value. */
export const topState = (value: unknown) =>
  typeof value === 'string' ? value : Object.keys((value ?? {}) as object)[0];

/** Setters keep only their last value in the replay log; toggles keep every change. */
const SETTERS = new Set([
  'mode.select',
  'seats.set',
  'amount.set',
  'tip.set',
  'document.set',
  'email.set',
  'method.select',
  'card.use',
]);

export function remember(events: TablePaymentEvent[], event: TablePaymentEvent): TablePaymentEvent[] {
  const last = events.at(-1);
  if (last?.type === event.type && SETTERS.has(event.type)) return [...events.slice(0, -1), event];
  return [...events, event];
}

export type StoredSnapshot = NonNullable<PaymentProgress['snapshot']>;
type Node = {
  context?: Record<string, unknown>;
  value?: unknown;
  children?: Record<string, { snapshot?: Node }>;
};

/**
 * A stored snapshot, ready to start again: the clocks and key maker (functions are not stored) put
 * back, and a reconciliation that was waiting for its next try asks the diner to try again (its
 * timer is not stored either).
 */
export function rehydrate(snapshot: StoredSnapshot): StoredSnapshot {
  const copy = structuredClone(snapshot) as Node;
  const visit = (node: Node) => {
    if (node.context && 'expiresAt' in node.context) node.context.now = Date.now;
    for (const child of Object.values(node.children ?? {})) if (child.snapshot) visit(child.snapshot);
  };
  visit(copy);
  if (copy.context) Object.assign(copy.context, { now: Date.now, makeKey: () => crypto.randomUUID() });
  const reconciliation = copy.children?.reconciliation?.snapshot;
  if (reconciliation?.value === 'waiting') reconciliation.value = 'stuck';
  return copy as StoredSnapshot;
}
