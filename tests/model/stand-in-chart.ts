import { type AnyActorRef, type AnyStateMachine, assign, createMachine, type EventObject } from 'xstate';

interface StandInContext {
  input: unknown;
  received: EventObject[];
}

/**
 * A child chart's stand-in that remembers its input and the events it hears: the parent's test reads
 * which child runs, with what, and what it was told.
 */
export const standInChart = (id: string): AnyStateMachine =>
  createMachine({
    id,
    types: {} as { context: StandInContext },
    context: ({ input }: { input: unknown }) => ({ input, received: [] }),
    on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) } },
  });

/** A child chart's stand-in that fails as it starts. */
export const failingChart = (id: string): AnyStateMachine =>
  createMachine({
    id,
    entry: () => {
      throw new Error(`${id} broke`);
    },
  });

const contextOf = (child: AnyActorRef | undefined) =>
  (child?.getSnapshot() as { context: StandInContext } | undefined)?.context;

/** The input a stand-in child was started with. */
export const standInInputOf = (child: AnyActorRef | undefined): unknown => contextOf(child)?.input;

/** The types of the events a stand-in child heard, in order. */
export const heardBy = (child: AnyActorRef | undefined): string[] =>
  contextOf(child)?.received.map((event) => event.type) ?? [];

/** The events of one type a stand-in child heard. */
export const heardOf = (child: AnyActorRef | undefined, type: string): EventObject[] =>
  contextOf(child)?.received.filter((event) => event.type === type) ?? [];
