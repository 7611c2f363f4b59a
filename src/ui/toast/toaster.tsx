import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from './toast-store.ts';
import './toaster.css';

// The first toast brings the item's code: a first screen without one does not pay for it.
const ToastItem = lazy(() => import('./toast-item.tsx').then(({ ToastItem }) => ({ default: ToastItem })));

export type ToasterPosition =
  | 'top-right'
  | 'top-left'
  | 'top-center'
  | 'bottom-right'
  | 'bottom-left'
  | 'bottom-center';

export interface ToasterProps {
  position?: ToasterPosition;
}

/**
 * Renders the toast store. Both live regions are always in the DOM so screen readers pick up
 * additions; errors sit apart with `role="alert"` so they are announced once, assertively.
 */
export function Toaster({ position = 'top-right' }: ToasterProps) {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const errors = toasts.filter((item) => item.kind === 'error');
  const others = toasts.filter((item) => item.kind !== 'error');

  return (
    <section className={`toaster toaster--${position}`} aria-label={t`Notifications`}>
      <div className="toaster__list">
        <Suspense>
          {errors.map((item) => (
            <ToastItem key={`${item.id}:${item.shownAt}`} item={item} />
          ))}
        </Suspense>
      </div>
      <div className="toaster__list" aria-live="polite">
        <Suspense>
          {others.map((item) => (
            <ToastItem key={`${item.id}:${item.shownAt}`} item={item} />
          ))}
        </Suspense>
      </div>
    </section>
  );
}
