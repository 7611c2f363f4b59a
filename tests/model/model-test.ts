import { describe, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import {
  coverageOf,
  findGaps,
  formatGaps,
  type ModelCoverage,
  matchesKey,
  type StateAssertions,
} from './model-coverage.ts';
import { leafIds } from './model-labels.ts';
import { type EventVariants, generateModelPaths, type ModelPath, type StateKey } from './model-paths.ts';
import { type Reached, replayPath } from './model-replay.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by the last test of each `modelTest`, read by the model coverage report. */
    modelCoverage?: ModelCoverage;
  }
}

export interface ModelTestOptions<TMachine extends AnyStateMachine> {
  /** Named actors are replaced by promises each path settles; provide actions and guards as needed. */
  machine: TMachine;
  /** Inputs to start from, by label; each gets its own paths. Default: no input. */
  inputs?: Record<string, InputFrom<TMachine>>;
  events?: EventVariants<SnapshotFrom<TMachine>>;
  /**
   * Instead of `inputs` and `events`: scenarios, each an input and the only events sent in it. For a
   * chart whose regions each answer their own events, where walking every event from one start would
   * walk every combination of the regions' states. Together they must reach every state and transition.
   */
  scenarios?: Record<string, { input: InputFrom<TMachine>; events: EventVariants<SnapshotFrom<TMachine>> }>;
  /** Checks run on every settled snapshot whose state matches the key (see `matchesKey`). */
  assertions: StateAssertions<SnapshotFrom<TMachine>>;
  /**
   * The part of the snapshot, besides its value, that decides what happens next
   * (what guards read). Default: the whole context, which multiplies paths by every payload.
   */
  stateKey?: StateKey<SnapshotFrom<TMachine>>;
  /** Traversal limit for machines with large contexts. */
  limit?: number;
  /** `regions` for a parallel chart: a path per leaf state, not per combination (see `PathOptions`). */
  paths?: 'states' | 'regions';
  /**
   * Children whose snapshots the parent reads (`onSnapshot`), by invoke id, with the snapshot each
   * starts with (what the parent assumes before it hears from them). They change only with the path's
   * `xstate.snapshot.<id>` events, and end with its done and error events.
   */
  children?: Record<string, unknown>;
}

export interface ModelSuite {
  label: string;
  input: unknown;
  paths: ModelPath[];
}

const stateKeyOf = <TMachine extends AnyStateMachine>(options: ModelTestOptions<TMachine>) =>
  options.stateKey as StateKey | undefined;

export function planModel<TMachine extends AnyStateMachine>(
  options: ModelTestOptions<TMachine>,
): ModelSuite[] {
  const scenarios: Array<[string, { input: unknown; events?: EventVariants; listedOnly?: boolean }]> =
    options.scenarios
      ? Object.entries(options.scenarios).map(([label, { input, events }]) => [
          label,
          { input, events: events as EventVariants, listedOnly: true },
        ])
      : Object.entries(options.inputs ?? { 'no input': undefined }).map(([label, input]) => [
          label,
          { input, events: options.events as EventVariants },
        ]);
  const covered = { states: new Set<string>(), transitions: new Set<string>() };
  return scenarios.map(([label, { input, events, listedOnly }]) => ({
    label,
    input,
    paths: generateModelPaths(
      options.machine,
      {
        input,
        events,
        listedOnly,
        stateKey: stateKeyOf(options),
        limit: options.limit,
        paths: options.paths,
      },
      covered,
    ),
  }));
}

async function assertState(assertions: StateAssertions<never>, snapshot: AnyMachineSnapshot): Promise<void> {
  for (const [key, assertion] of Object.entries(assertions)) {
    if (matchesKey(snapshot, key)) await assertion(snapshot as never);
  }
}

export async function runPath<TMachine extends AnyStateMachine>(
  options: ModelTestOptions<TMachine>,
  suite: ModelSuite,
  path: ModelPath,
): Promise<Reached> {
  return replayPath(options.machine, path.steps, {
    input: suite.input,
    children: options.children,
    stateKey: stateKeyOf(options),
    onState: (snapshot) => assertState(options.assertions as StateAssertions<never>, snapshot),
  });
}

export interface CoverageResult {
  coverage: ModelCoverage;
  /** What is left unreached or unasserted, when anything is. */
  gaps?: string;
}

/** Replays every path and measures which states and transitions of the machine they reach. */
export async function measureCoverage<TMachine extends AnyStateMachine>(
  options: ModelTestOptions<TMachine>,
  suites: ModelSuite[] = planModel(options),
): Promise<CoverageResult> {
  const reached: Reached = { states: new Set(), transitions: new Set() };
  const settled = new Set<string>();
  const asserted = new Set<string>();
  const keys = Object.keys(options.assertions);
  for (const suite of suites) {
    for (const path of suite.paths) {
      const result = await replayPath(options.machine, path.steps, {
        input: suite.input,
        children: options.children,
        stateKey: stateKeyOf(options),
        onState: (snapshot) => {
          const leaves = leafIds(snapshot);
          for (const id of leaves) settled.add(id);
          if (keys.some((key) => matchesKey(snapshot, key))) for (const id of leaves) asserted.add(id);
        },
      });
      for (const id of result.states) reached.states.add(id);
      for (const label of result.transitions) reached.transitions.add(label);
    }
  }
  return {
    coverage: coverageOf(options.machine, reached),
    gaps: formatGaps(options.machine.id, findGaps(options.machine, reached, settled, asserted)),
  };
}

/** Replays every path and throws, listing them, if any state or transition was never reached. */
export async function verifyCoverage<TMachine extends AnyStateMachine>(
  options: ModelTestOptions<TMachine>,
  suites: ModelSuite[] = planModel(options),
): Promise<void> {
  const { gaps } = await measureCoverage(options, suites);
  if (gaps !== undefined) throw new Error(gaps);
}

/**
 * Registers one test per generated path (named by its description) and a final
 * test that fails while any state or transition of the machine is left unreached.
 *
 * @example
 * modelTest('startup machine', {
 *   machine: startupMachine,
 *   inputs: { 'a delivery route': { skipLoad: false } },
 *   events: {
 *     'xstate.done.actor.loadConfig': { 'all features': { output: config } },
 *     'xstate.error.actor.loadConfig': { offline: { error: new Error('offline') } },
 *     'checkoutOption.change': { takeout: { option: 'takeout' } },
 *   },
 *   assertions: { failed: (snapshot) => expect(snapshot.hasTag('fatal')).toBe(true) },
 * });
 */
export function modelTest<TMachine extends AnyStateMachine>(
  name: string,
  options: ModelTestOptions<TMachine>,
): void {
  const suites = planModel(options);
  describe(name, () => {
    for (const suite of suites) {
      describe(suite.label, () => {
        for (const path of suite.paths) {
          it(path.description, async () => {
            await runPath(options, suite, path);
          });
        }
      });
    }
    // The coverage travels to the report (model-coverage-reporter.ts) before any gap fails the test.
    it('reaches every state and transition', async ({ task }) => {
      const { coverage, gaps } = await measureCoverage(options, suites);
      task.meta.modelCoverage = coverage;
      if (gaps !== undefined) throw new Error(gaps);
    });
  });
}
