import type { ComponentProps, MouseEvent } from 'react';
import { cx } from './class-names.ts';
import { Icon, type IconName } from './icon.tsx';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The button look for other elements, e.g. a router link styled as a button. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonLook = {}): string {
  return cx('button', `button--${variant}`, `button--${size}`, fullWidth && 'button--full');
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonLook {
  /** Shows a spinner and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  icon?: IconName;
}

export function Button({
  variant,
  size = 'md',
  fullWidth,
  loading = false,
  icon,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClass({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" /> : icon && <Icon name={icon} size={size === 'sm' ? 16 : 20} />}
      <span className="button__label">{children}</span>
    </button>
  );
}
