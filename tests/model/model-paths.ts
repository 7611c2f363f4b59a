import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, type SerializedEvent } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import {
  AFTER,
  DONE,
  ERROR,
  eventLabel,
  labelVariant,
  leafIds,
  SNAPSHOT,
  stateLabel,
  variantLabel,
} from './model-labels.ts';
import { createProbe } from './model-probe.ts';
import { createModelScope, inScope } from './model-scope.ts';

export type Payload = Record<string, unknown>;

/**
 * Payload variants per event type, by label. Invoked actors settle through
 * `xstate.done.actor.<id>` (`{ output }`) and `xstate.error.actor.<id>` (`{ error }`);
 * delays fire through `xstate.after.<delay>.<state id>`. Types without variants are sent bare;
 * an empty record leaves the event out.
 */
export type EventVariants<TSnapshot = AnyMachineSnapshot> = Record<
  string,
  Record<string, Payload> | ((snapshot: TSnapshot) => Record<string, Payload>)
>;

export interface ModelStep {
  event: EventObject;
  /** The snapshot the model expects after the event. */
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  description: string;
  steps: ModelStep[];
}

/** What tells two snapshots apart for the model, besides the state value. Default: the whole context. */
export type StateKey<TSnapshot = AnyMachineSnapshot> = (snapshot: TSnapshot) => unknown;

export function serializeModelState(snapshot: AnyMachineSnapshot, stateKey?: StateKey): string {
  return JSON.stringify({ value: snapshot.value, key: stateKey ? stateKey(snapshot) : snapshot.context });
}

export interface PathOptions {
  input?: unknown;
  events?: EventVariants;
  stateKey?: StateKey;
  /** Traversal steps before giving up: a context that grows without bound never ends. */
  limit?: number;
  /** Send only the listed event types (default: the others are sent bare). */
  listedOnly?: boolean;
  /**
   * What a path is kept for. `states` (default): each state the model tells apart (the whole value
   * and the state key). `regions`: each leaf state with the state key — for a parallel chart whose
   * regions run side by side, where every combination of their states would be a path of its own.
   * Every transition is taken either way.
   */
  paths?: 'states' | 'regions';
}

/** Events the machine raises for itself (done states, init) are consequences, never path steps; its
 * children's answers, timers and snapshots are facts from outside. */
function isExternal(type: string): boolean {
  return (
    !type.startsWith('xstate.') || [DONE, ERROR, AFTER, SNAPSHOT].some((prefix) => type.startsWith(prefix))
  );
}

function eventsOf(variants: EventVariants, listedOnly = false) {
  const fixed = new Map<string, EventObject[]>();
  const build = (type: string, byLabel: Record<string, Payload>) =>
    Object.entries(byLabel).map(([label, payload]) => labelVariant({ ...payload, type }, label));
  return (snapshot: AnyMachineSnapshot): EventObject[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot)
      .filter(isExternal)
      .flatMap((type) => {
        const variant = variants[type];
        if (variant === undefined) return listedOnly ? [] : [{ type }];
        if (typeof variant === 'function') return build(type, variant(snapshot));
        if (!fixed.has(type)) fixed.set(type, build(type, variant));
        return fixed.get(type) ?? [];
      });
}

/** Tells events apart by type and variant, to compare paths. */
export const eventKey = (event: EventObject) =>
  `${event.type} ${variantLabel(event) ?? JSON.stringify(event)}`;

function dropPrefixes(paths: ModelStep[][]): ModelStep[][] {
  const kept: string[][] = [];
  const result: ModelStep[][] = [];
  for (const steps of [...paths].sort((a, b) => b.length - a.length)) {
    const keys = steps.map((step) => eventKey(step.event));
    if (kept.some((longer) => keys.every((key, index) => longer[index] === key))) continue;
    kept.push(keys);
    result.push(steps);
  }
  return result;
}

/** `reaches email.invalid via email.submit (malformed)`; a path without steps `starts in …`. */
export function describePath(steps: ModelStep[], initial: AnyMachineSnapshot): string {
  const last = steps.at(-1);
  if (last === undefined) return `starts in ${stateLabel(initial)}`;
  return `reaches ${stateLabel(last.state)} via ${steps.map((step) => eventLabel(step.event)).join(' → ')}`;
}

/** The machine as the graph traversal sees it, with what it needs to walk the events' variants. */
export function traversalOf(machine: AnyStateMachine, options: PathOptions) {
  const serializeState = (snapshot: AnyMachineSnapshot) => serializeModelState(snapshot, options.stateKey);
  return {
    traversed: inScope(machine, createModelScope(machine, options.input)),
    traversal: {
      input: options.input,
      serializeState,
      events: eventsOf(options.events ?? {}, options.listedOnly),
      limit: options.limit ?? 20_000,
    },
    serializeState,
  };
}

/** What the paths of earlier inputs already cover, so that later inputs only add what is new. */
export interface Covered {
  /** Serialized model states (value and state key). */
  states: Set<string>;
  /** Transition labels. */
  transitions: Set<string>;
}

/**
 * Shortest paths to every state the events can reach, plus, for each transition
 * those paths miss, the shortest path that takes it.
 */
export function generateModelPaths(
  machine: AnyStateMachine,
  options: PathOptions = {},
  covered: Covered = { states: new Set(), transitions: new Set() },
): ModelPath[] {
  const { traversed, traversal, serializeState } = traversalOf(machine, options);
  const probe = createProbe(machine, options.input);
  const selected: ModelStep[][] = [];
  const take = (steps: ModelStep[]) => {
    selected.push(steps);
    let previous = probe.initial;
    for (const step of steps) {
      for (const label of probe.transitionsTaken(previous, step.event)) covered.transitions.add(label);
      previous = step.state;
    }
  };
  // An input whose start takes a new eventless transition (a transient initial state) needs a path.
  if ([...probe.initialTransitions].some((label) => !covered.transitions.has(label))) selected.push([]);
  for (const label of probe.initialTransitions) covered.transitions.add(label);

  const goalsOf = (snapshot: AnyMachineSnapshot) =>
    options.paths === 'regions'
      ? leafIds(snapshot).map((id) => `${id} ${JSON.stringify(options.stateKey?.(snapshot) ?? null)}`)
      : [serializeState(snapshot)];
  const toState = new Map<string, ModelStep[]>();
  for (const path of getShortestPaths(traversed, traversal)) {
    // Graph paths start with a synthetic `xstate.init` step.
    const steps = path.steps.slice(1);
    toState.set(serializeState(path.state), steps);
    const goals = goalsOf(path.state).filter((goal) => !covered.states.has(goal));
    if (goals.length === 0) continue;
    for (const goal of goals) covered.states.add(goal);
    take(steps);
  }

  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(traversed, traversal);
  const byDistance = Object.values(adjacency)
    .map(({ state, transitions }) => ({ state, transitions, head: toState.get(serializeState(state)) ?? [] }))
    .sort((a, b) => a.head.length - b.head.length);
  for (const { state, transitions, head } of byDistance) {
    for (const key of Object.keys(transitions)) {
      const edge = transitions[key as SerializedEvent];
      const labels = probe.transitionsTaken(state, edge.event);
      if ([...labels].some((label) => !covered.transitions.has(label))) take([...head, edge]);
    }
  }

  return dropPrefixes(selected)
    .sort((a, b) => a.length - b.length)
    .map((steps) => ({ description: describePath(steps, probe.initial), steps }));
}
