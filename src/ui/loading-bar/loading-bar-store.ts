/**
 * Imperative control of the top loading bar, for code outside React (route loaders, start-up):
 * every `start()` is matched by one `finish()` or `fail()`.
 */
export interface LoadingBarState {
  loading: boolean;
  error: boolean;
}

let pending = 0;
let state: LoadingBarState = { loading: false, error: false };
const listeners = new Set<() => void>();

function publish(error: boolean) {
  state = { loading: pending > 0, error };
  for (const listener of listeners) listener();
}

export const loadingBar = {
  start() {
    pending += 1;
    publish(false);
  },
  finish() {
    pending = Math.max(0, pending - 1);
    publish(state.error);
  },
  fail() {
    pending = Math.max(0, pending - 1);
    publish(true);
  },
  reset() {
    pending = 0;
    publish(false);
  },
};

export function getLoadingBarState(): LoadingBarState {
  return state;
}

export function subscribeToLoadingBar(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
