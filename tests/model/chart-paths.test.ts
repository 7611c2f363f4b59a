import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { type ChartPlan, planChartPaths, unreachedProblems } from './chart-paths.ts';

/** A sign-up in miniature: a transient start, a form with a check on the server, a hidden admin state. */
const signUpMachine = setup({
  types: {
    input: {} as { invited: boolean } | undefined,
    context: {} as { invited: boolean; email: string },
    events: {} as { type: 'email.submit'; email: string } | { type: 'back' },
  },
  actors: { checkEmail: fromPromise<boolean, { email: string }>(async () => true) },
  guards: {
    isInvited: ({ context }) => context.invited,
    isWellFormed: ({ event }) => event.type === 'email.submit' && event.email.includes('@'),
    isFree: ({ event }) => (event as { output?: unknown }).output === true,
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ invited: input?.invited ?? false, email: '' }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isInvited', target: 'welcome' }, { target: 'email' }] },
    email: {
      initial: 'idle',
      on: { back: '.idle' },
      states: {
        idle: {
          on: {
            'email.submit': [{ guard: 'isWellFormed', target: 'checking' }, { target: 'invalid' }],
          },
        },
        invalid: {},
        checking: {
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({ email: context.email }),
            onDone: [{ guard: 'isFree', target: '#signUp.welcome' }, { target: 'invalid' }],
            onError: 'invalid',
          },
        },
      },
    },
    welcome: {},
    // Only an administrator's tool puts an account here.
    frozen: {},
  },
});

const events = {
  'email.submit': { 'an e-mail': { email: 'ana@example.com' }, malformed: { email: 'ana' } },
  'xstate.done.actor.checkEmail': { free: { output: true } },
};
const summary = (plan: ChartPlan) =>
  plan.paths.map(({ input, description, targets }) => ({ input, description, targets }));

describe('planChartPaths', () => {
  it('walks one shortest path to each state, the shorter ones inside the longer', () => {
    const plan = planChartPaths(signUpMachine, { events });
    expect(summary(plan)).toEqual([
      {
        input: 'no input',
        description: 'reaches email.invalid via email.submit (malformed)',
        targets: ['#signUp.email.invalid'],
      },
      {
        input: 'no input',
        description: 'reaches welcome via email.submit (an e-mail) → checkEmail done (free)',
        targets: [
          '#signUp.start',
          '#signUp.email',
          '#signUp.email.idle',
          '#signUp.email.checking',
          '#signUp.welcome',
        ],
      },
    ]);
    expect(plan.unreached).toEqual(['#signUp.frozen']);
  });

  it('keeps the snapshot the chart is in after each step, to check the page against', () => {
    const [, toWelcome] = planChartPaths(signUpMachine, { events }).paths;
    expect(toWelcome?.initial.value).toEqual({ email: 'idle' });
    expect(toWelcome?.steps.map((step) => step.state.value)).toEqual([{ email: 'checking' }, 'welcome']);
  });

  it('leaves out what the events do not include, and says which states stay unreached', () => {
    const plan = planChartPaths(signUpMachine, { events: { 'email.submit': events['email.submit'] } });
    expect(plan.unreached).toEqual(['#signUp.welcome', '#signUp.frozen']);
  });

  it('counts, when only stops count, the states paths stop in; a state always left at once is not one', () => {
    const plan = planChartPaths(signUpMachine, { events, stopsOnly: true });
    expect(plan.paths.flatMap(({ targets }) => targets)).not.toContain('#signUp.start');
    expect(plan.unreached).toEqual(['#signUp.frozen']);
  });

  it('adds for a later input only the states the earlier ones did not reach', () => {
    const plan = planChartPaths(signUpMachine, {
      inputs: { 'an invited user': { invited: true }, 'a visitor': { invited: false } },
      events: { 'email.submit': { malformed: { email: 'ana' } } },
    });
    expect(summary(plan)).toEqual([
      {
        input: 'an invited user',
        description: 'starts in welcome',
        targets: ['#signUp.start', '#signUp.welcome'],
      },
      {
        input: 'a visitor',
        description: 'reaches email.invalid via email.submit (malformed)',
        targets: ['#signUp.email', '#signUp.email.idle', '#signUp.email.invalid'],
      },
    ]);
  });
});

describe('unreachedProblems', () => {
  const plan = planChartPaths(signUpMachine, { events });

  it('accepts a plan whose unreached states are all listed with a reason', () => {
    expect(unreachedProblems(plan, { '#signUp.frozen': 'only an administrator freezes an account' })).toEqual(
      [],
    );
  });

  it('fails a state no path reaches that the list leaves out', () => {
    expect(unreachedProblems(plan, {})).toEqual(['#signUp.frozen: no path of the interface reaches it']);
  });

  it('fails a listed state that a path reaches, or that the chart lacks, or without a reason', () => {
    expect(
      unreachedProblems(plan, {
        '#signUp.frozen': ' ',
        '#signUp.welcome': 'never',
        '#signUp.gone': 'removed',
      }),
    ).toEqual([
      '#signUp.welcome: listed as unreachable, but a path reaches it or the chart has no such state',
      '#signUp.gone: listed as unreachable, but a path reaches it or the chart has no such state',
      '#signUp.frozen: listed without a reason',
    ]);
  });

  it('fails a list grown past a few states', () => {
    const reasons = Object.fromEntries(
      ['#signUp.frozen', '#a', '#b', '#c'].map((id) => [id, 'a reason'] as const),
    );
    expect(unreachedProblems(plan, reasons)).toContain('4 states listed as unreachable: at most 3');
  });
});
