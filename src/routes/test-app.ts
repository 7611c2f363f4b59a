import { type AnyActorRef, createActor, createMachine } from 'xstate';
import type { AppActor } from '../app/app-tree.ts';

/**
 * The app's tree as views read it — its children — around the actors a test gives (a table with fake
 * effects, a user store, features), without starting the real tree.
 */
export function appWith(children: Record<string, AnyActorRef>): AppActor {
  const shell = createActor(createMachine({})).start();
  return Object.create(shell, {
    getSnapshot: { value: () => ({ ...shell.getSnapshot(), children, context: { failure: undefined } }) },
  }) as AppActor;
}
