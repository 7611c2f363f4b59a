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

/**
 * A region still loading: blocks of the sizes its content will take (no shift when it arrives), and
 * what it loads said to assistive technology.
 */
export function LoadingBlocks({
  label,
  heights,
  className,
}: {
  label: string;
  heights: string[];
  className: string;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {heights.map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never reorder
        <Skeleton key={index} shape="block" height={height} />
      ))}
    </div>
  );
}
