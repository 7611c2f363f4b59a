import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../class-names.ts';
import { IconButton } from '../icon-button.tsx';
import { focusableIn } from './focusable.ts';
import './modal.css';

/** Modals stack from this z-index (spec §9); the value also lives in tokens.css as `--z-modal`. */
export const MODAL_Z_INDEX = 1000;

export interface ModalProps {
  open: boolean;
  /** Escape, the backdrop and the close button call it. */
  onClose: () => void;
  /** The dialog's accessible name, rendered as its h2. */
  title: ReactNode;
  /** The dialog's accessible description. */
  description?: ReactNode;
  /** Shown above the title (e.g. a warning icon). */
  icon?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Gets focus when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Shows a close (×) button in the corner. */
  closeButton?: boolean;
  closeOnBackdrop?: boolean;
  className?: string;
}

export function Modal({
  open,
  onClose,
  title,
  description,
  icon,
  actions,
  children,
  initialFocusRef,
  closeButton = false,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = focusableIn(panel);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="modal" style={{ zIndex: MODAL_Z_INDEX }}>
      <div className="modal__backdrop" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={panelRef}
        className={cx('modal__panel', className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        {closeButton && (
          <IconButton className="modal__close" icon="close" label={t`Close`} onClick={onClose} />
        )}
        {icon}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="modal__description">
            {description}
          </div>
        )}
        {children}
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
