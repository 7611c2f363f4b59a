// Following an order: status, timeline, confirming delivery.
// Spec §2 `/orders/{id}`, `/mobile/order/{id}`; §7 order polling and confirm delivery.
import { assign, raise, setup } from 'xstate';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { statusOf } from '../shared/failed-call.ts';
import { provided } from '../shared/provided.ts';
import type {
  OrderIdInput,
  OrderProgress,
  OrderStatus,
  OrderTrackingContext,
  OrderTrackingErrorKey,
  OrderTrackingEvent,
  OrderTrackingInput,
  OrderTrackingTag,
  TrackedOrder,
} from './order-tracking.types.ts';

export const POLL_INTERVAL_MS = 5000;
const BACKOFF_BASE_MS = 2000;
const BACKOFF_MAX_MS = 60_000;

/** The wait after the n-th failed read in a row: 2 s, 4 s, 8 s … at most a minute. */
export const backoffMs = (failures: number) =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));

const STATUS_STATES: Record<OrderStatus, string> = {
  awaitingPayment: '#orderTracking.following.status.awaitingPayment',
  accepted: '#orderTracking.following.status.accepted',
  preparing: '#orderTracking.following.status.preparing',
  outForDelivery: '#orderTracking.following.status.outForDelivery',
  readyForPickup: '#orderTracking.following.status.readyForPickup',
  delivered: '#orderTracking.finished.delivered',
  pickedUp: '#orderTracking.finished.pickedUp',
  cancelled: '#orderTracking.finished.cancelled',
  paymentFailed: '#orderTracking.finished.paymentFailed',
};

const progressOfEvent = (event: unknown): OrderProgress | undefined => {
  const { output, progress } = event as { output?: OrderProgress; progress?: OrderProgress };
  return output ?? progress;
};
const statusOfEvent = (event: unknown): OrderStatus | undefined => progressOfEvent(event)?.status;

/** To the state of the status the order is in now, storing what was read. */
const toStatus = <TStore>(store: TStore) =>
  (Object.keys(STATUS_STATES) as OrderStatus[]).map((status) => ({
    guard: { type: 'isStatus' as const, params: { status } },
    target: STATUS_STATES[status],
    actions: [store, 'markUpdated' as const],
  }));

/** The first read: the whole order. */
const loaded = toStatus({
  type: 'storeOrder' as const,
  params: ({ event }: { event: { output: TrackedOrder } }) => event.output,
});

/** Any later news: its progress. */
const updated = toStatus({
  type: 'storeProgress' as const,
  params: ({ event }: { event: { progress: OrderProgress } }) => event.progress,
});

const failure = ({ event }: { event: { error: unknown } }): OrderTrackingErrorKey =>
  apiErrorKeyOf(event.error);

const route = 'route:/orders/$id' as const;

/**
 * Following an order (spec §2 `/orders/{id}`, §7 `orders/{id}/polling`, confirm delivery): read it,
 * then poll its progress every 5 s until it reaches a final status, waiting longer after each
 * failed read (2 s, 4 s … a minute) while the last known status and when it was read stay shown.
 */
export const orderTrackingMachine = setup({
  types: {} as {
    context: OrderTrackingContext;
    events: OrderTrackingEvent;
    input: OrderTrackingInput;
    tags: OrderTrackingTag;
  },
  actors: {
    loadOrder: provided<TrackedOrder, OrderIdInput>('orderTracking', 'loadOrder'),
    pollOrder: provided<OrderProgress, OrderIdInput>('orderTracking', 'pollOrder'),
    confirmDelivery: provided<OrderProgress, OrderIdInput>('orderTracking', 'confirmDelivery'),
  },
  actions: {
    storeOrder: assign((_, order: TrackedOrder) => ({ order })),
    storeProgress: assign(({ context }, { status, timeline, estimatedAt }: OrderProgress) =>
      context.order === undefined ? {} : { order: { ...context.order, status, timeline, estimatedAt } },
    ),
    // The API's time of its answer when it gives one (the restaurant's clock, as the timeline's), else now.
    markUpdated: assign(({ event }) => ({
      updatedAt: progressOfEvent(event)?.checkedAt ?? Date.now(),
      failures: 0,
      error: undefined,
    })),
    countFailure: assign(({ context }, error: OrderTrackingErrorKey) => ({
      failures: context.failures + 1,
      error,
    })),
    storeError: assign((_, error: OrderTrackingErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    announce: raise((_, progress: OrderProgress) => ({ type: 'order.updated' as const, progress })),
  },
  guards: {
    isStatus: ({ event }, { status }: { status: OrderStatus }) => statusOfEvent(event) === status,
    isNotFound: ({ event }) => statusOf((event as { error?: unknown }).error) === 404,
    /** Out for delivery, or ready for pickup: the customer can say they have it. */
    // The status state shows the stored status, so either can be asked.
    canConfirm: ({ context }) =>
      context.order?.status === 'outForDelivery' || context.order?.status === 'readyForPickup',
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
    backoff: ({ context }) => backoffMs(context.failures),
  },
}).createMachine({
  id: 'orderTracking',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: undefined,
    updatedAt: undefined,
    failures: 0,
    error: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: [route, 'busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: loaded,
        onError: [
          // Not this customer's order, or no such order (the API answers both with 404).
          { guard: 'isNotFound', target: 'notFound', actions: { type: 'storeError', params: failure } },
          { target: 'loadFailed', actions: { type: 'countFailure', params: failure } },
        ],
      },
    },
    loadFailed: {
      tags: [route, 'error'],
      after: { backoff: 'loading' },
      on: { 'order.refresh': 'loading' },
    },
    notFound: { tags: [route, 'notFound'] },
    following: {
      tags: route,
      type: 'parallel',
      states: {
        status: {
          initial: 'accepted',
          on: { 'order.updated': updated },
          states: {
            // A PIX charge not paid yet: the order starts once it is.
            awaitingPayment: { tags: 'status:awaitingPayment' },
            accepted: { tags: 'status:accepted' },
            preparing: { tags: 'status:preparing' },
            outForDelivery: { tags: 'status:outForDelivery' },
            readyForPickup: { tags: 'status:readyForPickup' },
          },
        },
        polling: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { pollInterval: 'fetching' },
              on: { 'order.refresh': 'fetching' },
            },
            fetching: {
              invoke: {
                id: 'pollOrder',
                src: 'pollOrder',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'waiting',
                  actions: { type: 'announce', params: ({ event }) => event.output },
                },
                onError: { target: 'backingOff', actions: { type: 'countFailure', params: failure } },
              },
            },
            // The last status read stays shown, marked stale, while reads fail.
            backingOff: {
              tags: 'stale',
              after: { backoff: 'fetching' },
              on: { 'order.refresh': 'fetching' },
            },
          },
        },
        // Spec §7 `orders/{id}/confirm-delivery`: the customer says it arrived (or was picked up).
        confirmation: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'delivery.confirm': { guard: 'canConfirm', target: 'confirming' },
              },
            },
            confirming: {
              tags: 'busy',
              invoke: {
                id: 'confirmDelivery',
                src: 'confirmDelivery',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'announce', params: ({ event }) => event.output },
                },
                onError: { target: 'failed', actions: { type: 'storeError', params: failure } },
              },
            },
            failed: {
              tags: 'error',
              on: {
                'delivery.confirm': { target: 'confirming', actions: 'clearError' },
                'error.dismiss': { target: 'idle', actions: 'clearError' },
              },
            },
          },
        },
      },
    },
    // Final statuses: nothing changes any more, so nothing is polled.
    finished: {
      tags: [route, 'final'],
      initial: 'delivered',
      states: {
        delivered: { tags: 'status:delivered' },
        pickedUp: { tags: 'status:pickedUp' },
        cancelled: { tags: 'status:cancelled' },
        paymentFailed: { tags: 'status:paymentFailed' },
      },
    },
  },
});
