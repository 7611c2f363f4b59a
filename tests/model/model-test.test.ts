import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import {
  type ModelTestOptions,
  measureCoverage,
  modelTest,
  planModel,
  runPath,
  verifyCoverage,
} from './model-test.ts';

/** Small, but with every kind of edge the helper must drive: invoke, after, always, guards. */
const sampleMachine = setup({
  types: {
    context: {} as { attempts: number; item?: string },
    events: {} as { type: 'pick'; item: string },
  },
  actors: { fetchItem: fromPromise<string>(async () => 'real soup') },
  guards: {
    isSpecial: ({ event }) => event.item === 'special',
    hasGivenUp: ({ context }) => context.attempts >= 2,
  },
  delays: { retryDelay: 500 },
}).createMachine({
  id: 'sample',
  initial: 'fetching',
  context: { attempts: 0 },
  states: {
    fetching: {
      tags: 'busy',
      invoke: {
        id: 'fetchItem',
        src: 'fetchItem',
        onDone: { target: 'choosing', actions: assign({ item: ({ event }) => event.output }) },
        onError: { target: 'waiting', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
      },
    },
    waiting: {
      always: { guard: 'hasGivenUp', target: 'gaveUp' },
      after: { retryDelay: 'fetching' },
    },
    gaveUp: { type: 'final', tags: 'fatal' },
    choosing: { on: { pick: [{ guard: 'isSpecial', target: 'special' }, { target: 'plain' }] } },
    special: { type: 'final' },
    plain: { type: 'final' },
  },
});

const completeModel: ModelTestOptions<typeof sampleMachine> = {
  machine: sampleMachine,
  events: {
    'xstate.done.actor.fetchItem': { soup: { output: 'soup' } },
    'xstate.error.actor.fetchItem': { offline: { error: new Error('offline') } },
    pick: { special: { item: 'special' }, plain: { item: 'bread' } },
  },
  assertions: {
    fetching: (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    waiting: (snapshot) => expect(snapshot.context.attempts).toBeGreaterThan(0),
    gaveUp: (snapshot) => expect(snapshot.hasTag('fatal')).toBe(true),
    choosing: (snapshot) => expect(snapshot.context.item).toBe('soup'),
    '#sample.special': (snapshot) => expect(snapshot.status).toBe('done'),
    plain: (snapshot) => expect(snapshot.status).toBe('done'),
  },
};

modelTest('sample machine (complete model)', completeModel);

/** Starts in a transient state that picks the first real state from the input. */
const transientStartMachine = setup({
  types: { input: {} as { signedIn: boolean }, context: {} as { signedIn: boolean } },
  guards: { isSignedIn: ({ context }) => context.signedIn },
}).createMachine({
  id: 'transient',
  context: ({ input }) => ({ signedIn: input.signedIn }),
  initial: 'restoring',
  states: {
    restoring: { always: [{ guard: 'isSignedIn', target: 'member' }, { target: 'visitor' }] },
    member: { on: { leave: 'visitor' } },
    visitor: {},
  },
});

modelTest('transient initial state (one path per input whose start is new)', {
  machine: transientStartMachine,
  inputs: { 'signed in': { signedIn: true }, 'signed out': { signedIn: false } },
  assertions: {
    member: (snapshot) => expect(snapshot.context.signedIn).toBe(true),
    visitor: (snapshot) => expect(snapshot.matches('visitor')).toBe(true),
  },
});

describe('modelTest', () => {
  it('names paths by the events they drive', () => {
    const [suite] = planModel(completeModel);
    expect(suite?.paths.map((path) => path.description)).toContain(
      'reaches special via fetchItem done (soup) → pick (special)',
    );
  });

  it('measures the states and transitions the paths reach, for the coverage report', async () => {
    const { coverage, gaps } = await measureCoverage(completeModel);
    expect(gaps).toBeUndefined();
    expect(coverage.machine).toBe('sample');
    expect(coverage.states).toContain('#sample.special');
    expect(coverage.reachedStates).toEqual(coverage.states);
    expect(coverage.takenTransitions).toEqual(coverage.transitions);

    const partial = await measureCoverage({
      ...completeModel,
      events: { ...completeModel.events, pick: {} },
    });
    expect(partial.coverage.states.filter((id) => !partial.coverage.reachedStates.includes(id))).toEqual([
      '#sample.special',
      '#sample.plain',
    ]);
    expect(partial.gaps).toContain('States no path reached');
  });

  it('fails listing the state and transition no event variant reaches', async () => {
    const model = {
      ...completeModel,
      events: { ...completeModel.events, pick: { plain: { item: 'bread' } } },
    };
    const failure = verifyCoverage(model);
    await expect(failure).rejects.toThrow(/States no path reached:\n {2}- #sample\.special/);
    await expect(failure).rejects.toThrow('#sample.choosing: pick [isSpecial] → #sample.special');
  });

  it('fails listing invoked and delayed transitions whose events are left out', async () => {
    const failure = verifyCoverage({
      ...completeModel,
      events: { ...completeModel.events, 'xstate.error.actor.fetchItem': {} },
    });
    await expect(failure).rejects.toThrow('#sample.fetching: fetchItem fails → #sample.waiting');
    await expect(failure).rejects.toThrow('#sample.waiting: after retryDelay → #sample.fetching');
  });

  it('fails listing states a path stops in without an assertion', async () => {
    const { plain: _plain, ...assertions } = completeModel.assertions;
    await expect(verifyCoverage({ ...completeModel, assertions })).rejects.toThrow(
      /States reached without an assertion:\n {2}- #sample\.plain/,
    );
  });

  it('fails a path whose state assertion fails', async () => {
    const model = { ...completeModel, assertions: { choosing: () => expect('soup').toBe('bread') } };
    const [suite] = planModel(model);
    const path = suite?.paths.find((candidate) => candidate.description.includes('pick (plain)'));
    if (suite === undefined || path === undefined) throw new Error('no path picks plain');
    await expect(runPath(model, suite, path)).rejects.toThrow(/expected 'soup' to be 'bread'/);
  });
});
