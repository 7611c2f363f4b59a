/**
 * Toasts live outside React so machines' provided actions and the API layer can raise them:
 * `toast.error(i18n._(msg))`. `<Toaster/>` subscribes and renders them.
 */
export const TOAST_DURATION_MS = 5000;
const MAX_TOASTS = 4;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  title?: string;
  /** Milliseconds before it closes itself; defaults to `TOAST_DURATION_MS`. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking a new one. */
  id?: string;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  title?: string;
  duration: number;
  /** Changes each time the toast is (re)shown; the Toaster keys on it so the timer restarts. */
  shownAt: number;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let sequence = 0;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  sequence += 1;
  // The same message shown twice (e.g. a retried request failing again) refreshes the first one.
  const duplicate = toasts.find((item) => item.kind === kind && item.message === message);
  const id = options.id ?? duplicate?.id ?? `toast-${sequence}`;
  const next: Toast = {
    id,
    kind,
    message,
    title: options.title,
    duration: options.duration ?? TOAST_DURATION_MS,
    shownAt: sequence,
  };
  const others = toasts.filter((item) => item.id !== id);
  publish([...others, next].slice(-MAX_TOASTS));
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  dismiss(id: string) {
    if (toasts.some((item) => item.id === id)) publish(toasts.filter((item) => item.id !== id));
  },
  clear() {
    if (toasts.length > 0) publish([]);
  },
};

export function getToasts(): readonly Toast[] {
  return toasts;
}

/** Calls `listener` with the current list on every change; returns the unsubscribe function. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
