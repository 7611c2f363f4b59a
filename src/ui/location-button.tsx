import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import './location-button.css';

export interface LocationButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'value'> {
  /** What the place is, e.g. "Delivering to" or "Pick up at". */
  label: string;
  /** The address or restaurant. */
  value: string;
}

/** The header's address / checkout-option control; the app decides what a click opens. */
export function LocationButton({ label, value, className, ...button }: LocationButtonProps) {
  return (
    <button {...button} type="button" className={cx('location-button', className)}>
      <Icon name="pin" size={20} className="location-button__pin" />
      <span className="location-button__text">
        <span className="location-button__label">{label}</span>
        <span className="location-button__value">{value}</span>
      </span>
      <Icon name="chevron-down" size={18} className="location-button__chevron" />
    </button>
  );
}
