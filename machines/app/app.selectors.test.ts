import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { selectIsTreeBusy } from './app.selectors.ts';

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
