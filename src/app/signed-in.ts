import { type SessionSnapshot, selectIsSignedIn } from '../../machines/session/session.selectors.ts';

interface System {
  get(id: string): { getSnapshot(): unknown } | undefined;
}

/** Whether the visitor is signed in, as the tree's session says (an effect reads it through its system). */
export const isSignedIn = (system: System) =>
  selectIsSignedIn(system.get('session')?.getSnapshot() as SessionSnapshot);
