import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { Icon, type IconName } from './icon.tsx';
import './button.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  icon: IconName;
  /** Required: the button has no visible text. */
  label: string;
  /** A white round button with a shadow, for use over images or the camera. */
  filled?: boolean;
}

export function IconButton({
  icon,
  label,
  filled = false,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('icon-button', filled && 'icon-button--filled', className)}
      aria-label={label}
    >
      <Icon name={icon} />
    </button>
  );
}
