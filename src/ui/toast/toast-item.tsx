import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Icon, type IconName } from '../icon.tsx';
import { type Toast, type ToastKind, toast } from './toast-store.ts';

/** What a screen reader hears before the message: the toast's kind. */
const kindLabels: Record<ToastKind, MessageDescriptor> = {
  success: msg`Success`,
  error: msg`Error`,
  info: msg`Information`,
  warning: msg`Warning`,
};

const kindIcons: Record<ToastKind, IconName> = {
  success: 'check-circle',
  error: 'alert-circle',
  info: 'info',
  warning: 'alert',
};

export function ToastItem({ item }: { item: Toast }) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const { id, duration } = item;

  // Hover or focus holds the toast open (WCAG 2.2.1); leaving restarts the full duration.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => toast.dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, paused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the timer; the toast itself is not a control
    <div
      className={`toast toast--${item.kind}`}
      role={item.kind === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span className="toast__icon">
        <Icon name={kindIcons[item.kind]} size={20} />
      </span>
      <div className="toast__body">
        <span className="visually-hidden">{t(kindLabels[item.kind])}: </span>
        {item.title && <strong className="toast__title">{item.title}</strong>}
        <span className="toast__message">{item.message}</span>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t`Dismiss notification`}
        onClick={() => toast.dismiss(id)}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
