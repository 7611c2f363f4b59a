import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { chunkDownload } from '../../lib/chunk-download.ts';
import { getToasts, subscribeToToasts } from './toast-store.ts';
import './toaster.css';

const toastItemCode = chunkDownload(() => import('./toast-item.tsx'));

/** The first toast brings the item's code: a first screen without one does not pay for it. */
function useToastItem(needed: boolean) {
  const [Item, setItem] = useState(() => toastItemCode.arrived()?.ToastItem);
  useEffect(() => {
    if (!needed || Item !== undefined) return;
    void toastItemCode().then(({ ToastItem }) => setItem(() => ToastItem));
  }, [needed, Item]);
  return Item;
}

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
  const Item = useToastItem(toasts.length > 0);

  return (
    <section className={`toaster toaster--${position}`} aria-label={t`Notifications`}>
      <div className="toaster__list">
        {Item && errors.map((item) => <Item key={`${item.id}:${item.shownAt}`} item={item} />)}
      </div>
      <div className="toaster__list" aria-live="polite">
        {Item && others.map((item) => <Item key={`${item.id}:${item.shownAt}`} item={item} />)}
      </div>
    </section>
  );
}
