import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { MAIN_CONTENT_ID } from './layout-props.ts';

/** The page's `<main>` landmark; focusable so the skip link and route changes can move focus to it. */
export function LayoutMain({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cx('layout-main', className)}>
      {children}
    </main>
  );
}
