import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { Button } from '../button.tsx';
import { Icon } from '../icon.tsx';
import { Modal } from './modal.tsx';
import './confirm-modal.css';

/** How long the warning icon shakes when the dialog appears (spec §9). */
export const SHAKE_DURATION_MS = 500;

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Escape and the backdrop. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the shaking warning icon. */
  warning?: boolean;
  /** The confirm action is running: its button shows a spinner. */
  busy?: boolean;
}

export function ConfirmModal({
  open,
  title,
  text,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  warning = false,
  busy = false,
}: ConfirmModalProps) {
  const { t } = useLingui();
  // The least destructive choice gets focus first, so a stray Enter does not confirm.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const shake = { '--shake-duration': `${SHAKE_DURATION_MS}ms` } as CSSProperties;

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={text}
      initialFocusRef={cancelRef}
      icon={
        warning && (
          <span className="modal__badge modal__badge--warning confirm-modal__warning" style={shake}>
            <Icon name="alert" size={32} />
          </span>
        )
      }
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      }
    />
  );
}
