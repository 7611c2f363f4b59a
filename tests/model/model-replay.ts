import {
  type ActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import { allTransitions, DONE, ERROR, eventLabel } from './model-labels.ts';
import { type ModelStep, type StateKey, serializeModelState } from './model-paths.ts';

export interface Reached {
  /** State node ids (`#startup.loading`), including states passed through by eventless transitions. */
  states: Set<string>;
  /** Labels of the transitions taken (see `allTransitions`). */
  transitions: Set<string>;
}

export interface ReplayOptions {
  input?: unknown;
  stateKey?: StateKey;
  /** Children whose snapshots the path says (see `ModelTestOptions.children`). */
  children?: Record<string, unknown>;
  /** Called with the settled snapshot at the start and after every step. */
  onState?: (snapshot: AnyMachineSnapshot) => void | Promise<void>;
}

interface Settle {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

const SETTLE_TIMEOUT_MS = 1000;

/** Timers never fire by themselves: the path fires delays as `xstate.after.*` steps. */
const stoppedClock = { setTimeout: () => 0, clearTimeout: () => {} };

/**
 * Every named actor becomes a promise the path settles, keyed by invoke id, so the
 * real invoke wiring (ids, input, onDone/onError) runs while the test chooses outcomes.
 */
function controllableActors(machine: AnyStateMachine) {
  const running = new Map<string, Settle>();
  const logic = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => running.set(self.id, { resolve, reject })),
  );
  const names = Object.keys(machine.implementations.actors ?? {});
  return { running, actors: Object.fromEntries(names.map((name) => [name, logic])) };
}

export async function replayPath(
  machine: AnyStateMachine,
  steps: ModelStep[],
  options: ReplayOptions = {},
): Promise<Reached> {
  const { running, actors } = controllableActors(machine);
  const children = Object.fromEntries(
    Object.entries(options.children ?? {}).map(([id, snapshot]) => [id, echoing(snapshot)]),
  );
  const tested = machine.provide({ actors: { ...actors, ...children } });
  const labels = allTransitions(tested);
  const reached: Reached = { states: new Set(), transitions: new Set() };
  const recordStates = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node.parent) reached.states.add(`#${node.id}`);
  };
  const waiting = new Map<string, () => void>();
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.microstep') {
      recordStates(event.snapshot as AnyMachineSnapshot);
      for (const transition of event._transitions) {
        // A transient state (an initial one left at once) shows in no settled snapshot.
        reached.states.add(`#${transition.source.id}`);
        const label = labels.get(transition);
        if (label !== undefined) reached.transitions.add(label);
      }
    }
    if (event.type === '@xstate.snapshot') waiting.get(event.event.type)?.();
  };
  const actor = createActor(tested, { input: options.input, clock: stoppedClock, inspect });
  actor.subscribe({ error: () => {} });
  try {
    actor.start();
    await settled(actor, 'start', recordStates, options);
    for (const step of steps) {
      await drive(actor, step, running, waiting, new Set(Object.keys(children)));
      await settled(actor, eventLabel(step.event), recordStates, options, step.state);
    }
  } finally {
    actor.stop();
  }
  return reached;
}

const ECHO = 'model.snapshot';
const SNAPSHOT = 'xstate.snapshot.';

/** A child whose snapshot is what the path last said it was; the events its parent sends it change nothing. */
function echoing(initial: unknown): ActorLogic<AnyMachineSnapshot, EventObject> {
  return {
    transition: (snapshot, event) =>
      event.type === ECHO ? (event as unknown as { snapshot: AnyMachineSnapshot }).snapshot : snapshot,
    getInitialSnapshot: () => initial as AnyMachineSnapshot,
    getPersistedSnapshot: (snapshot) => snapshot,
  };
}

async function drive(
  actor: AnyActorRef,
  { event }: ModelStep,
  running: Map<string, Settle>,
  waiting: Map<string, () => void>,
  echoes: Set<string>,
): Promise<void> {
  const echo = event.type.startsWith(SNAPSHOT) ? event.type.slice(SNAPSHOT.length) : undefined;
  const echoed = echo !== undefined && echoes.has(echo) ? actor.getSnapshot().children[echo] : undefined;
  if (echoed !== undefined) {
    echoed.send({ type: ECHO, snapshot: (event as { snapshot?: unknown }).snapshot });
    return;
  }
  const settling = [DONE, ERROR].find((prefix) => event.type.startsWith(prefix));
  if (settling === undefined) {
    actor.send(event);
    return;
  }
  const id = event.type.slice(settling.length);
  const child = running.get(id);
  // A child whose snapshots the path says ends as the path says: its parent hears it.
  if (child === undefined && echoes.has(id)) {
    actor.send(event);
    return;
  }
  if (child === undefined) throw new Error(`${eventLabel(event)}: no invoked actor "${id}" is running`);
  const processed = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${eventLabel(event)}: the machine never received it`)),
      SETTLE_TIMEOUT_MS,
    );
    waiting.set(event.type, () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (settling === DONE) child.resolve((event as { output?: unknown }).output);
  else child.reject((event as { error?: unknown }).error);
  await processed;
  waiting.delete(event.type);
}

async function settled(
  actor: AnyActorRef,
  after: string,
  recordStates: (snapshot: AnyMachineSnapshot) => void,
  options: ReplayOptions,
  expected?: AnyMachineSnapshot,
): Promise<void> {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (snapshot.status === 'error') throw snapshot.error;
  recordStates(snapshot);
  const actual = serializeModelState(snapshot, options.stateKey);
  if (expected !== undefined && actual !== serializeModelState(expected, options.stateKey)) {
    throw new Error(
      `After ${after} the model expects ${serializeModelState(expected, options.stateKey)} but the actor is in ${actual}`,
    );
  }
  await options.onState?.(snapshot);
}
