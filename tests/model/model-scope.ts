import {
  type ActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type InspectionEvent,
} from 'xstate';

export type ModelScope = ActorScope<AnyMachineSnapshot, EventObject>;

/**
 * The scope the model computes snapshots in, without running anything: an actor that is never
 * started lends its system. A traversal explores alternative futures side by side, so a child with a
 * system id (the table's payment) is spawned in many of them at once: the last one holds the id.
 */
export function createModelScope(
  machine: AnyStateMachine,
  input: unknown,
  inspect?: (event: InspectionEvent) => void,
): ModelScope {
  const self = createActor(machine, { input, inspect });
  const system = self.system as typeof self.system & { _set(id: string, ref: unknown): void };
  const keep = system._set.bind(system);
  system._set = (systemId, ref) => {
    const held = system.get(systemId) as { _stop?(): void } | undefined;
    if (held !== undefined && held !== ref)
      (system as unknown as { _unregister(ref: unknown): void })._unregister(held);
    keep(systemId, ref);
  };
  return {
    self,
    id: '',
    sessionId: self.sessionId,
    logger: () => {},
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as ModelScope;
}

/** The machine as the graph traversal sees it, computing every snapshot in `scope`. */
export function inScope<TMachine extends AnyStateMachine>(machine: TMachine, scope: ModelScope): TMachine {
  return Object.create(machine, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: EventObject) => machine.transition(snapshot, event, scope),
    },
    getInitialSnapshot: { value: (_: unknown, input: unknown) => machine.getInitialSnapshot(scope, input) },
  }) as TMachine;
}
