import { createActor, fromPromise } from 'xstate';
import { bill, openTable, session } from './table.fixtures.ts';
import { tableMachine } from './table.machine.ts';
import type {
  Bill,
  BillPollerInput,
  CreateSessionInput,
  JoinSessionInput,
  LoadTableInfoInput,
  PersistedTable,
  TableInfo,
  TableInput,
  TableSession,
} from './table.types.ts';
import { billPollerMachine } from './table-bill.machine.ts';
import { connectMachine } from './table-connect.machine.ts';

export interface TableFakes {
  loadTableInfo?: (input: LoadTableInfoInput) => Promise<TableInfo>;
  joinSession?: (input: JoinSessionInput) => Promise<TableSession>;
  createSession?: (input: CreateSessionInput) => Promise<TableSession>;
  leaveSession?: (input: TableSession) => Promise<void>;
  loadBill?: (input: BillPollerInput) => Promise<Bill>;
}

/** Answers in turn, repeating the last one; an Error is thrown. */
export function answers<T>(...values: (T | Error)[]): () => Promise<T> {
  let index = 0;
  return async () => {
    const value = values[Math.min(index++, values.length - 1)] as T | Error;
    if (value instanceof Error) throw value;
    return value;
  };
}

/** A failed call as the API client reports it (src/api/errors.ts shape). */
export const apiError = (status: number | undefined, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`failed ${status}`), {
    key: status === undefined ? 'network' : 'default',
    status,
    ...extra,
  });

/** The table machine with fake effects, recording what the app would have been asked to do. */
export function startTable(input: TableInput, fakes: TableFakes = {}) {
  const calls: Record<string, unknown[]> = {};
  const persisted: PersistedTable[] = [];
  const record = <T>(name: string, value?: T) => {
    calls[name] = [...(calls[name] ?? []), value];
  };
  const fake = <I, O>(name: string, run: (input: I) => Promise<O>) =>
    fromPromise<O, I>(async ({ input: given }) => {
      record(name, given);
      return run(given);
    });
  const machine = tableMachine.provide({
    actors: {
      loadTableInfo: fake('loadTableInfo', fakes.loadTableInfo ?? (async () => openTable)),
      connect: connectMachine.provide({
        actors: {
          joinSession: fake('joinSession', fakes.joinSession ?? (async () => session)),
          createSession: fake('createSession', fakes.createSession ?? (async () => session)),
        },
      }),
      leaveSession: fake('leaveSession', fakes.leaveSession ?? (async () => {})),
      billPoller: billPollerMachine.provide({
        actors: { loadBill: fake('loadBill', fakes.loadBill ?? (async () => bill)) },
      }),
    },
    actions: {
      persist: (_, slice) => {
        persisted.push(slice);
      },
      acceptTerms: () => record('acceptTerms'),
      rememberTutorialSeen: () => record('rememberTutorialSeen'),
    },
  });
  const actor = createActor(machine, { input });
  const settled: unknown[] = [];
  actor.on('bill.settled', (event) => settled.push(event));
  actor.start();
  return { actor, calls, persisted, settled, lastPersisted: () => persisted.at(-1) };
}
