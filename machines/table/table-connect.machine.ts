// Sitting the diner down: joining or opening the table's session.
// Spec §4 "Table QR entry".
import { assign, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { failure } from './table.context.ts';
import type {
  ConnectInput,
  ConnectOutput,
  CreateSessionInput,
  JoinSessionInput,
  TableErrorKey,
  TableSession,
} from './table.types.ts';

interface ConnectContext extends ConnectInput {
  session: TableSession | undefined;
  error: TableErrorKey | undefined;
}

const connected = {
  target: 'done',
  actions: { type: 'storeSession', params: ({ event }: { event: { output: TableSession } }) => event.output },
} as const;
const failed = { target: 'done', actions: { type: 'storeError', params: failure } } as const;

/**
 * Sits the diner down (spec §4 "Table QR entry"): joins the table's open session when it has one
 * (`session_id`), otherwise opens one with the table's `key_creation`. Ends with the session or
 * with the reason it could not; the table decides what to show.
 */
export const connectMachine = setup({
  types: {} as { context: ConnectContext; input: ConnectInput; output: ConnectOutput },
  actors: {
    createSession: provided<TableSession, CreateSessionInput>('table', 'createSession'),
    joinSession: provided<TableSession, JoinSessionInput>('table', 'joinSession'),
  },
  actions: {
    storeSession: assign((_, session: TableSession) => ({ session })),
    storeError: assign((_, error: TableErrorKey) => ({ error })),
  },
  guards: {
    tableHasOpenSession: ({ context }) => context.tableInfo.sessionId !== undefined,
    canOpenSession: ({ context }) => context.tableInfo.keyCreation !== undefined,
  },
}).createMachine({
  id: 'connect',
  context: ({ input }) => ({ ...input, session: undefined, error: undefined }),
  initial: 'deciding',
  output: ({ context }) =>
    context.session === undefined ? { error: context.error ?? 'default' } : { session: context.session },
  states: {
    deciding: {
      always: [
        { guard: 'tableHasOpenSession', target: 'joining' },
        { guard: 'canOpenSession', target: 'creating' },
        { target: 'done', actions: { type: 'storeError', params: 'tableUnavailable' } },
      ],
    },
    joining: {
      invoke: {
        id: 'joinSession',
        src: 'joinSession',
        input: ({ context }) => ({
          sessionId: required(context.tableInfo.sessionId, 'tableInfo.sessionId'),
          tableKey: context.tableKey,
          diner: context.diner,
        }),
        onDone: connected,
        onError: failed,
      },
    },
    creating: {
      invoke: {
        id: 'createSession',
        src: 'createSession',
        input: ({ context }) => ({
          storeId: context.storeId,
          tableId: context.tableId,
          tableKey: context.tableKey,
          keyCreation: required(context.tableInfo.keyCreation, 'tableInfo.keyCreation'),
          tableName: context.tableInfo.tableName,
          diner: context.diner,
        }),
        onDone: connected,
        onError: failed,
      },
    },
    done: { type: 'final' },
  },
});
