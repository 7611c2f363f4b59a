import {
  type ActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { allTransitions } from './model-labels.ts';

export interface Probe {
  initial: AnyMachineSnapshot;
  /** Labels of the transitions taken when the initial snapshot is computed (eventless ones). */
  initialTransitions: Set<string>;
  /** Labels of the transitions an event takes from a snapshot, eventless follow-ups included. */
  transitionsTaken: (snapshot: AnyMachineSnapshot, event: EventObject) => Set<string>;
}

/**
 * Computes transitions without running anything: an actor that is never started
 * lends its system, whose inspection reports every microstep's transitions.
 */
export function createProbe(machine: AnyStateMachine, input: unknown): Probe {
  const labels = allTransitions(machine);
  let taken = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) {
      const label = labels.get(transition);
      if (label !== undefined) taken.add(label);
    }
  };
  const self = createActor(machine, { input, inspect });
  const scope = {
    self,
    id: '',
    sessionId: self.sessionId,
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as ActorScope<AnyMachineSnapshot, EventObject>;
  const initial = machine.getInitialSnapshot(scope, input);
  const initialTransitions = taken;
  return {
    initial,
    initialTransitions,
    transitionsTaken: (snapshot, event) => {
      taken = new Set();
      machine.transition(snapshot, event, scope);
      return taken;
    },
  };
}
