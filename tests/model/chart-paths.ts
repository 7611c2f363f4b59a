import { getShortestPaths } from '@xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { allStateNodes } from './model-labels.ts';
import {
  describePath,
  type EventVariants,
  eventKey,
  type ModelStep,
  type StateKey,
  traversalOf,
} from './model-paths.ts';
import { createProbe } from './model-probe.ts';

export interface ChartPathsOptions {
  /** Where the chart can start, by label; earlier inputs go first. Default: no input. */
  inputs?: Record<string, unknown>;
  /**
   * Only these events drive the chart (an event type left out is never sent): what the user
   * interface can do, and how the API can answer.
   */
  events: EventVariants;
  /** What tells two snapshots apart besides their state value (what the guards read). */
  stateKey?: StateKey;
  limit?: number;
  /**
   * Count a state reached only where a path stops in it, not where an eventless transition passes
   * through it: what a page can be checked, and reloaded, in.
   */
  stopsOnly?: boolean;
}

export interface ChartPath {
  /** The label of the input it starts from. */
  input: string;
  description: string;
  initial: AnyMachineSnapshot;
  steps: ModelStep[];
  /** The states (ids) this path is the shortest way to, in the order it reaches them. */
  targets: string[];
}

export interface ChartPlan {
  paths: ChartPath[];
  /** The states no path reaches with these events: by design, or a chart ahead of its interface. */
  unreached: string[];
}

interface Candidate {
  steps: ModelStep[];
  /** Every state the path reaches, in order. */
  reaches: string[];
}

function candidatesOf(machine: AnyStateMachine, input: unknown, options: ChartPathsOptions) {
  const probe = createProbe(machine, input);
  const { traversed, traversal } = traversalOf(machine, { ...options, input, listedOnly: true });
  const candidates = getShortestPaths(traversed, traversal).map((path): Candidate => {
    // Graph paths start with a synthetic `xstate.init` step.
    const steps = path.steps.slice(1);
    const stopsIn = (snapshot: AnyMachineSnapshot) => snapshot._nodes.map((node) => `#${node.id}`);
    const reaches = new Set(options.stopsOnly ? stopsIn(probe.initial) : probe.initialStates);
    let previous = probe.initial;
    for (const step of steps) {
      const reached = options.stopsOnly ? stopsIn(step.state) : probe.statesPassed(previous, step.event);
      for (const id of reached) reaches.add(id);
      previous = step.state;
    }
    return { steps, reaches: [...reaches] };
  });
  return { initial: probe.initial, candidates: candidates.sort((a, b) => a.steps.length - b.steps.length) };
}

const isPrefix = (shorter: ModelStep[], longer: ModelStep[]) =>
  shorter.length <= longer.length &&
  shorter.every((step, index) => eventKey(step.event) === eventKey((longer[index] as ModelStep).event));

/** A path that another one starts with is walked inside it: its targets move there. */
function mergePrefixes(paths: ChartPath[]): ChartPath[] {
  const longestFirst = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: ChartPath[] = [];
  for (const path of longestFirst) {
    const longer = kept.find((other) => other.input === path.input && isPrefix(path.steps, other.steps));
    if (longer === undefined) kept.push({ ...path, targets: [...path.targets] });
    else longer.targets.unshift(...path.targets);
  }
  return kept.sort((a, b) => a.steps.length - b.steps.length);
}

/**
 * The shortest path to every state of the chart the events can reach, one per state, from the first
 * input that reaches it; a path that is the start of another is walked as part of it.
 */
export function planChartPaths(machine: AnyStateMachine, options: ChartPathsOptions): ChartPlan {
  const inputs: Record<string, unknown> = options.inputs ?? { 'no input': undefined };
  const claimed = new Set<string>();
  const paths: ChartPath[] = [];
  for (const [label, input] of Object.entries(inputs)) {
    const { initial, candidates } = candidatesOf(machine, input, options);
    for (const { steps, reaches } of candidates) {
      const targets = reaches.filter((id) => !claimed.has(id));
      if (targets.length === 0) continue;
      for (const id of targets) claimed.add(id);
      paths.push({ input: label, description: describePath(steps, initial), initial, steps, targets });
    }
  }
  const unreached = allStateNodes(machine)
    .map((node) => `#${node.id}`)
    .filter((id) => !claimed.has(id));
  return { paths: mergePrefixes(paths), unreached };
}

/** How many states an interface may leave out by design before the list stops being an exception. */
const MOST_LEFT_OUT = 3;

/**
 * What is wrong with a plan whose chart leaves `byDesign` (state id → why) unreached: a state no
 * path reaches that the list does not name, a listed state a path reaches (or that does not exist),
 * a reason missing, a list grown past a few.
 */
export function unreachedProblems(plan: ChartPlan, byDesign: Record<string, string>): string[] {
  const listed = Object.keys(byDesign);
  const unreached = new Set(plan.unreached);
  return [
    ...plan.unreached
      .filter((id) => !(id in byDesign))
      .map((id) => `${id}: no path of the interface reaches it`),
    ...listed
      .filter((id) => !unreached.has(id))
      .map((id) => `${id}: listed as unreachable, but a path reaches it or the chart has no such state`),
    ...listed.filter((id) => byDesign[id]?.trim() === '').map((id) => `${id}: listed without a reason`),
    ...(listed.length > MOST_LEFT_OUT
      ? [`${listed.length} states listed as unreachable: at most ${MOST_LEFT_OUT}`]
      : []),
  ];
}
