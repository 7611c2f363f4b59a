import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { StepProgress } from '../../ui/form/step-progress.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import './account.css';

export interface AccountStep {
  /** 1-based. */
  current: number;
  total: number;
  label: string;
}

export interface AccountPageProps {
  title: string;
  subtitle?: ReactNode;
  step?: AccountStep;
  /** Shown above the title, e.g. a success mark; the page is then centred. */
  badge?: ReactNode;
  children: ReactNode;
}

/** An account screen: the auth layout's card with the step, the page's h1 and the form. */
export function AccountPage({ title, subtitle, step, badge, children }: AccountPageProps) {
  return (
    <RouteLayout layout="auth" title={title} heading="page">
      <div className={cx('account-page', badge !== undefined && 'account-page--centered')}>
        {step && <StepProgress {...step} className="account-page__progress" />}
        {badge}
        <PageTitle title={title} subtitle={subtitle} />
        {children}
      </div>
    </RouteLayout>
  );
}
