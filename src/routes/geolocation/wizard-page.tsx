import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StepProgress } from '../../ui/form/step-progress.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import './geolocation.css';

export interface WizardPageProps {
  /** 0, 1 or 2 (spec §2 "Geolocation (0), Address (1), Confirm (2)"). */
  step: number;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** A step of the address wizard: the auth layout's card with the step, the page's h1 and its content. */
export function WizardPage({ step, title, subtitle, children }: WizardPageProps) {
  const { t } = useLingui();
  const labels = [t`Location`, t`Address`, t`Confirm`];
  return (
    <RouteLayout layout="auth" title={title} heading="page">
      <div className="wizard-page">
        <StepProgress current={step + 1} total={labels.length} label={labels[step]} />
        <PageTitle title={title} subtitle={subtitle} />
        {children}
      </div>
    </RouteLayout>
  );
}
