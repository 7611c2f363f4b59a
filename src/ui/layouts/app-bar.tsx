import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { IconButton } from '../icon-button.tsx';
import type { LayoutHeading } from './layout-props.ts';
import './app-bar.css';

export interface AppBarProps {
  title: string;
  heading: LayoutHeading;
  onBack?: () => void;
  /** Buttons at the end of the bar. */
  actions?: ReactNode;
  tone?: 'light' | 'dark' | 'overlay';
}

/** A top bar with back button and title; the title is the page's h1 when the layout owns the heading. */
export function AppBar({ title, heading, onBack, actions, tone = 'light' }: AppBarProps) {
  const { t } = useLingui();
  const TitleTag = heading === 'layout' ? 'h1' : 'p';
  return (
    <header className={cx('app-bar', `app-bar--${tone}`)}>
      <div className="app-bar__inner">
        <div className="app-bar__start">
          {onBack && <IconButton icon="chevron-left" label={t`Go back`} onClick={onBack} />}
        </div>
        <TitleTag className="app-bar__title">{title}</TitleTag>
        <div className="app-bar__end">{actions}</div>
      </div>
    </header>
  );
}
