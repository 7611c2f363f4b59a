import { fromPromise } from 'xstate';

/**
 * An effect the app provides with `.provide({ actors })` (real API calls live in `src/app`);
 * tests provide fakes the same way. Unprovided, it fails and names itself.
 */
export function provided<TOutput, TInput = undefined>(machine: string, name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${machine}: provide the ${name} actor`)),
  );
}
