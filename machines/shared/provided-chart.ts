import type { AnyStateMachine } from 'xstate';
import { provided } from './provided.ts';

/**
 * A child chart the app provides, typed as that chart: it is a chunk of its own, downloaded when its
 * pages are first needed, so the parent cannot import it. Unprovided, it fails and names itself.
 */
export function providedChart<TMachine extends AnyStateMachine>(parent: string, name: string): TMachine {
  return provided(parent, name) as unknown as TMachine;
}
