import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { allStateNodes, allTransitions } from './model-labels.ts';
import type { Reached } from './model-replay.ts';

export interface CoverageGaps {
  unreachedStates: string[];
  untakenTransitions: string[];
  /** States a path stopped in without any assertion matching them. */
  unassertedStates: string[];
}

export type StateAssertions<TSnapshot = AnyMachineSnapshot> = Record<
  string,
  (snapshot: TSnapshot) => void | Promise<void>
>;

/** `'#startup.failed'` names a state node by id; anything else is a `snapshot.matches()` value. */
export function matchesKey(snapshot: AnyMachineSnapshot, key: string): boolean {
  return key.startsWith('#')
    ? snapshot._nodes.some((node) => node.id === key.slice(1))
    : snapshot.matches(key as never);
}

/** Which states and transitions of one machine a model's paths reached, by id and label. */
export interface ModelCoverage {
  machine: string;
  states: string[];
  reachedStates: string[];
  transitions: string[];
  takenTransitions: string[];
}

export function coverageOf(machine: AnyStateMachine, reached: Reached): ModelCoverage {
  const states = allStateNodes(machine).map((node) => `#${node.id}`);
  const transitions = [...allTransitions(machine).values()];
  return {
    machine: machine.id,
    states,
    reachedStates: states.filter((id) => reached.states.has(id)),
    transitions,
    takenTransitions: transitions.filter((label) => reached.transitions.has(label)),
  };
}

export function findGaps(
  machine: AnyStateMachine,
  reached: Reached,
  settled: Set<string>,
  asserted: Set<string>,
): CoverageGaps {
  return {
    unreachedStates: allStateNodes(machine)
      .map((node) => `#${node.id}`)
      .filter((id) => !reached.states.has(id)),
    untakenTransitions: [...allTransitions(machine).values()].filter(
      (label) => !reached.transitions.has(label),
    ),
    unassertedStates: [...settled].filter((id) => !asserted.has(id)),
  };
}

export function formatGaps(machineId: string, gaps: CoverageGaps): string | undefined {
  const sections = [
    ['States no path reached', gaps.unreachedStates],
    ['Transitions no path took', gaps.untakenTransitions],
    ['States reached without an assertion', gaps.unassertedStates],
  ] as const;
  const lines = sections
    .filter(([, items]) => items.length > 0)
    .map(([title, items]) => `${title}:\n${items.map((item) => `  - ${item}`).join('\n')}`);
  return lines.length === 0 ? undefined : `Model of ${machineId} is incomplete.\n${lines.join('\n')}`;
}
