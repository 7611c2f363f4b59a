import { cx } from '../class-names.ts';
import { FlameMark } from './flame-mark.tsx';
import './brand-logo.css';

export interface BrandLogoProps {
  /** The brand name as people see it (config `appName`). */
  name?: string;
  /** `inverse` on dark surfaces (charcoal header, camera). */
  tone?: 'default' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function BrandLogo({
  name = 'Brasa Grill',
  tone = 'default',
  size = 'md',
  className,
}: BrandLogoProps) {
  const markSize = { sm: 28, md: 36, lg: 56 }[size];
  return (
    <span className={cx('brand-logo', `brand-logo--${tone}`, `brand-logo--${size}`, className)}>
      <FlameMark size={markSize} />
      <span className="brand-logo__name">{name}</span>
    </span>
  );
}
