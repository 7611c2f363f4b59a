import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import './page-title.css';

export interface PageTitleProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Visually hidden but still the page's h1 (e.g. a home page led by a banner). */
  hidden?: boolean;
  id?: string;
}

/** The page's h1. Use it when the layout was told `heading="page"`. */
export function PageTitle({ title, subtitle, hidden = false, id }: PageTitleProps) {
  return (
    <div className={cx('page-title', hidden && 'visually-hidden')}>
      <h1 id={id} className="page-title__heading">
        {title}
      </h1>
      {subtitle && <p className="page-title__subtitle">{subtitle}</p>}
    </div>
  );
}
