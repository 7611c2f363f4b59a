import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import './card.css';

export interface CardProps {
  children: ReactNode;
  /** `section`/`article` when the card groups a titled piece of content. */
  as?: 'div' | 'section' | 'article' | 'li';
  padded?: boolean;
  elevated?: boolean;
  className?: string;
  'aria-labelledby'?: string;
}

export function Card({
  children,
  as: Tag = 'div',
  padded = true,
  elevated = false,
  className,
  ...aria
}: CardProps) {
  return (
    <Tag {...aria} className={cx('card', padded && 'card--padded', elevated && 'card--elevated', className)}>
      {children}
    </Tag>
  );
}
