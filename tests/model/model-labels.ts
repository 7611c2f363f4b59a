import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';

export const DONE = 'xstate.done.actor.';
export const ERROR = 'xstate.error.actor.';
export const AFTER = 'xstate.after.';
/** A child's new snapshot, for a parent that reacts to it (`onSnapshot`). */
export const SNAPSHOT = 'xstate.snapshot.';

/** Labels of payload variants, kept beside the event objects the graph passes around. */
const variantLabels = new WeakMap<EventObject, string>();

export function labelVariant<TEvent extends EventObject>(event: TEvent, label: string): TEvent {
  variantLabels.set(event, label);
  return event;
}

export function variantLabel(event: EventObject): string | undefined {
  return variantLabels.get(event);
}

function eventTypeLabel(type: string): string {
  if (type === '') return 'always';
  if (type.startsWith(DONE)) return `${type.slice(DONE.length)} done`;
  if (type.startsWith(ERROR)) return `${type.slice(ERROR.length)} fails`;
  if (type.startsWith(AFTER)) return `after ${type.slice(AFTER.length).split('.')[0]}`;
  return type;
}

/** `loadConfig done (all features)`, `after retryDelay`, `checkoutOption.change (takeout)`. */
export function eventLabel(event: EventObject): string {
  const variant = variantLabel(event);
  return variant === undefined ? eventTypeLabel(event.type) : `${eventTypeLabel(event.type)} (${variant})`;
}

export function stateLabel(snapshot: AnyMachineSnapshot): string {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(' + ');
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(walk)];
  return walk(machine.root).slice(1);
}

function guardLabel(transition: AnyTransitionDefinition): string {
  const { guard } = transition;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ` [${guard.name || 'guard'}]`;
  return ` [${guard.type}]`;
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((node) => `#${node.id}`).join(', ') || '(stays)';
  return `#${transition.source.id}: ${eventTypeLabel(transition.eventType)}${guardLabel(transition)} → ${targets}`;
}

/** Every transition of the machine with a readable, unique label. */
export function allTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const labels = new Map<AnyTransitionDefinition, string>();
  const seen = new Map<string, number>();
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      const label = transitionLabel(transition);
      const count = (seen.get(label) ?? 0) + 1;
      seen.set(label, count);
      labels.set(transition, count === 1 ? label : `${label} (${count})`);
    }
  }
  return labels;
}

export function leafIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => `#${node.id}`);
}
