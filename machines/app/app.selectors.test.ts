import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { type AppSnapshot, selectHasTablePicked, selectIsTreeBusy } from './app.selectors.ts';

const loader = createMachine({
  initial: 'loading',
  states: { loading: { tags: 'busy', on: { loaded: 'ready' } }, ready: {} },
});
const page = createMachine({
  initial: 'shown',
  states: { shown: { invoke: { id: 'loader', systemId: 'loader', src: loader } } },
});
const tree = createMachine({
  type: 'parallel',
  states: {
    start: { initial: 'busy', states: { busy: { tags: 'busy', on: { started: 'idle' } }, idle: {} } },
    page: { invoke: { id: 'page', src: page } },
  },
});

describe('a busy tree', () => {
  it('is busy while any chart down it has a busy state: its own, a child, a grandchild', () => {
    const app = createActor(tree).start();
    expect(selectIsTreeBusy(app.getSnapshot())).toBe(true);
    app.send({ type: 'started' });
    expect(selectIsTreeBusy(app.getSnapshot())).toBe(true);
    app.system.get('loader')?.send({ type: 'loaded' });
    expect(selectIsTreeBusy(app.getSnapshot())).toBe(false);
  });

  it('is not a snapshot without tags (a promise actor) nor nothing', () => {
    expect(selectIsTreeBusy(undefined)).toBe(false);
    expect(selectIsTreeBusy({ status: 'active', output: undefined })).toBe(false);
  });
});

describe("the table's pick of the diner's page", () => {
  const withTable = (tags: string[]) =>
    ({ children: { table: { getSnapshot: () => ({ tags: new Set(tags) }) } } }) as unknown as AppSnapshot;

  it('is not made while the table loads or seats the diner: busy, no page named', () => {
    expect(selectHasTablePicked(withTable(['busy']))).toBe(false);
  });

  it('is the page its state names: the bill, sign-in, the terms…', () => {
    expect(selectHasTablePicked(withTable(['route:/table/order']))).toBe(true);
    expect(selectHasTablePicked(withTable(['route:/auth']))).toBe(true);
  });

  it('is none to wait for when the table has no chart (its code could not come)', () => {
    expect(selectHasTablePicked({ children: {} } as unknown as AppSnapshot)).toBe(true);
  });
});
