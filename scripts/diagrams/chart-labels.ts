import type { AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/** A higher-order guard as `and()`, `or()`, `not()` and `stateIn()` build it: a function with parts. */
interface GuardFunction {
  (...args: never[]): unknown;
  guards?: readonly unknown[];
  stateValue?: StateValue;
}

const pathsOf = (value: StateValue): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.entries(value).flatMap(([key, child]) =>
        child === undefined ? [key] : pathsOf(child as StateValue).map((rest) => `${key}.${rest}`),
      );

/** An `and` inside an `or` (or the reverse) keeps its parentheses. */
const grouped = (guard: unknown) => {
  const name = typeof guard === 'function' ? guard.name : undefined;
  return name === 'and' || name === 'or' ? `(${guardLabel(guard)})` : guardLabel(guard);
};

/** `isRegistered and hasUserName`, `not isCompleting`, `in(choosing.quote.ready)`. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { name, guards, stateValue } = guard as GuardFunction;
    if (guards !== undefined && (name === 'and' || name === 'or'))
      return guards.map(grouped).join(` ${name} `);
    if (guards !== undefined && name === 'not') return `not ${grouped(guards[0])}`;
    if (stateValue !== undefined && name === 'stateIn') return `in(${pathsOf(stateValue).join(', ')})`;
    // An inline guard borrows the name of the property it was written in.
    return name && name !== 'guard' ? name : 'inline guard';
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';
const SNAPSHOT = 'xstate.snapshot.';
const AFTER = 'xstate.after.';

/** `after(quoteDebounce)`, `after(300ms)`, `done(calculate)`, `error(calculate)`, `always`, `done`. */
export function eventLabel(transition: AnyTransitionDefinition): string {
  const type: string = transition.eventType;
  if (type === '') return 'always';
  if (type.startsWith(AFTER)) {
    const delay = type.slice(AFTER.length, -(transition.source.id.length + 1));
    return /^\d+$/.test(delay) ? `after(${delay}ms)` : `after(${delay})`;
  }
  if (type.startsWith(DONE_ACTOR)) return `done(${type.slice(DONE_ACTOR.length)})`;
  if (type.startsWith(ERROR_ACTOR)) return `error(${type.slice(ERROR_ACTOR.length)})`;
  if (type.startsWith(SNAPSHOT)) return `snapshot(${type.slice(SNAPSHOT.length)})`;
  if (type.startsWith(DONE_STATE)) return 'done';
  return type;
}

/**
 * The event and its guard. When an event has several candidates, an unguarded one after a guarded
 * one is taken only when none of them is, so it reads `[else]`.
 */
export function transitionLabel(transition: AnyTransitionDefinition, candidates: AnyTransitionDefinition[]) {
  const event = eventLabel(transition);
  if (transition.guard !== undefined) return `${event} [${guardLabel(transition.guard)}]`;
  const index = candidates.indexOf(transition);
  return candidates.slice(0, index).some((earlier) => earlier.guard !== undefined)
    ? `${event} [else]`
    : event;
}

/** Every transition of a node with the candidates it competes with, in document order. */
export function transitionsOf(
  node: AnyStateNode,
): Array<[AnyTransitionDefinition, AnyTransitionDefinition[]]> {
  const groups = [...node.transitions.values(), ...(node.always ? [node.always] : [])];
  return groups.flatMap((candidates) =>
    candidates.map((transition) => [transition, candidates] as const),
  ) as Array<[AnyTransitionDefinition, AnyTransitionDefinition[]]>;
}
