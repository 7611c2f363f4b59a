import type { CSSProperties } from 'react';
import { cx } from './class-names.ts';
import './skeleton.css';

export interface SkeletonProps {
  /** CSS length, e.g. `'60%'` or `'2.5rem'`. */
  width?: string;
  height?: string;
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A placeholder while content loads; hidden from assistive technology, which hears the busy region instead. */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  const style = { '--skeleton-width': width, '--skeleton-height': height } as CSSProperties;
  return (
    <span className={cx('skeleton', `skeleton--${shape}`, className)} style={style} aria-hidden="true" />
  );
}
