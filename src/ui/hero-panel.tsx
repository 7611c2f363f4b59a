import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.ts';
import './hero-panel.css';

/** `live`: still moving (the brand's ember); `success`: done and well; `error`: gone wrong. */
export type HeroTone = 'live' | 'success' | 'error';

/** The figure a page is about, on the brand's dark panel: what is left to pay, where an order stands. */
export function HeroPanel({
  tone,
  className,
  children,
  ...section
}: { tone: HeroTone; className: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <section {...section} className={cx('hero-panel', `hero-panel--${tone}`, className)}>
      {children}
    </section>
  );
}
