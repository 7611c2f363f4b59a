// The LGPD request centre: see my data, delete my data, with protocol and deadline.
// Spec §1 privacy data requests; LGPD 15-day deadline.
import { assign, emit, setup } from 'xstate';
import type { PrivacyRequest } from '../../contract/schemas/privacy.ts';
import { errorKeyOf } from '../shared/error-key.ts';
import { codeOf } from '../shared/failed-call.ts';
import { newIdempotencyKey } from '../shared/idempotency-key.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type {
  CreateRequestInput,
  PrivacyErrorKey,
  PrivacyRequestsContext,
  PrivacyRequestsEmitted,
  PrivacyRequestsEvent,
  PrivacyRequestsOutput,
  PrivacyRequestsTag,
} from './privacy-requests.types.ts';

const failure = ({ event }: { event: { error: unknown } }): PrivacyErrorKey =>
  codeOf(event.error) === 'ORDER_IN_PROGRESS' ? 'orderInProgress' : errorKeyOf(event.error);

/** "See my data" goes at once; "delete my data and account" is confirmed first. */
const requestHandlers = {
  'privacy.request': [
    { guard: 'isDeletion', target: 'confirmingDeletion', actions: ['startRequest', 'clearError'] },
    { target: 'creating', actions: ['startRequest', 'clearError'] },
  ],
} as const;

/**
 * The LGPD request centre (spec §1 "Privacy data requests"): the customer's requests with their
 * protocol, deadline and status, and new ones — an export of their data, or the deletion of their
 * account, which ends the chart (the parent logs out). Each request carries its Idempotency-Key,
 * kept for a retry of the same request.
 */
export const privacyRequestsMachine = setup({
  types: {} as {
    context: PrivacyRequestsContext;
    events: PrivacyRequestsEvent;
    emitted: PrivacyRequestsEmitted;
    output: PrivacyRequestsOutput;
    tags: PrivacyRequestsTag;
  },
  actors: {
    loadRequests: provided<PrivacyRequest[]>('privacyRequests', 'loadRequests'),
    createRequest: provided<PrivacyRequest, CreateRequestInput>('privacyRequests', 'createRequest'),
  },
  actions: {
    storeRequests: assign((_, requests: PrivacyRequest[]) => ({ requests })),
    startRequest: assign(({ event }) =>
      event.type === 'privacy.request'
        ? { pending: { kind: event.kind, idempotencyKey: newIdempotencyKey() } }
        : {},
    ),
    /** Newest first, as the API lists them. */
    addRequest: assign(({ context }, request: PrivacyRequest) => ({
      requests: [request, ...context.requests.filter((known) => known.id !== request.id)],
      pending: undefined,
    })),
    dropRequest: assign({ pending: undefined }),
    announce: emit((_, request: PrivacyRequest) => ({ type: 'privacy.requested' as const, request })),
    storeError: assign((_, error: PrivacyErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
  },
  guards: {
    isDeletion: ({ event }) => event.type === 'privacy.request' && event.kind === 'DELETE',
    wasDeletion: (_, request: PrivacyRequest) => request.kind === 'DELETE',
  },
}).createMachine({
  id: 'privacyRequests',
  context: { requests: [], pending: undefined, error: undefined },
  initial: 'loading',
  output: () => ({ accountDeleted: true }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        onDone: { target: 'ready', actions: { type: 'storeRequests', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: failure } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'requests.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      tags: 'ready',
      initial: 'idle',
      states: {
        idle: { on: requestHandlers },
        confirmingDeletion: {
          tags: 'confirmDeletion',
          on: {
            'deletion.confirm': 'creating',
            'deletion.cancel': { target: 'idle', actions: 'dropRequest' },
          },
        },
        creating: {
          tags: 'busy',
          invoke: {
            id: 'createRequest',
            src: 'createRequest',
            input: ({ context }) => required(context.pending, 'privacyRequests: the request'),
            onDone: [
              {
                guard: { type: 'wasDeletion', params: ({ event }) => event.output },
                target: '#privacyRequests.accountDeleted',
              },
              {
                target: 'idle',
                actions: [
                  { type: 'addRequest', params: ({ event }) => event.output },
                  { type: 'announce', params: ({ event }) => event.output },
                ],
              },
            ],
            onError: { target: 'refused', actions: { type: 'storeError', params: failure } },
          },
        },
        // The request kept its key: a retry is the same request, made at most once.
        refused: {
          tags: 'error',
          on: { ...requestHandlers, 'request.retry': { target: 'creating', actions: 'clearError' } },
        },
      },
    },
    accountDeleted: { type: 'final' },
  },
});
