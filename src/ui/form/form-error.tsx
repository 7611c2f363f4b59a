import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { Icon } from '../icon.tsx';
import './form-error.css';

export interface FormErrorProps {
  /** Nothing shows while empty; the alert region stays mounted so a new message is announced. */
  children?: ReactNode;
  className?: string;
}

/** A form-level error such as "E-mail or password is wrong", announced as soon as it appears. */
export function FormError({ children, className }: FormErrorProps) {
  const shown = children !== undefined && children !== null && children !== false && children !== '';
  return (
    <div role="alert" className={cx(shown && 'form-error', className)}>
      {shown && (
        <>
          <Icon name="alert-circle" size={20} className="form-error__icon" />
          <p className="form-error__message">{children}</p>
        </>
      )}
    </div>
  );
}
