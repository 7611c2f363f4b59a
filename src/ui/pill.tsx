import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import './pill.css';

export type PillTone = 'info' | 'success' | 'warning' | 'error';

/** A short status on a pill of its tone's colours: an order's status, what is paid of a bill's line. */
export function Pill({
  tone,
  className,
  children,
}: {
  tone: PillTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={cx('pill', `pill--${tone}`, className)}>{children}</span>;
}
