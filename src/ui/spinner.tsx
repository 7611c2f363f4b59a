import { cx } from './class-names.ts';
import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to assistive technology; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const circle = <span className={cx('spinner', `spinner--${size}`)} aria-hidden="true" />;
  if (!label) return <span className={className}>{circle}</span>;
  return (
    <span role="status" className={cx('spinner-status', className)}>
      {circle}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
