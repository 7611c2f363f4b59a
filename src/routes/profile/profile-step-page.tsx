import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Layout } from '../../../contract/routes.ts';
import { Icon } from '../../ui/icon.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import './profile-page.css';

export interface ProfileStepPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Where "back" leads: the profile's list of steps, or the phone's account hub. */
  backTo?: string;
  layout?: Layout;
  children: ReactNode;
}

/** A page of the profile: its layout, a link back, the page's h1, one column of content. */
export function ProfileStepPage({
  title,
  subtitle,
  backTo = '/profile/default',
  layout = 'default',
  children,
}: ProfileStepPageProps) {
  const { t } = useLingui();
  return (
    <RouteLayout layout={layout} title={title} heading="page">
      <div className="profile-page">
        {layout !== 'auth' && (
          <Link to={backTo} className="profile-page__back">
            <Icon name="chevron-left" size={20} />
            {backTo === '/mobile/profile' ? t`Account` : t`Profile settings`}
          </Link>
        )}
        <PageTitle title={title} subtitle={subtitle} />
        {children}
      </div>
    </RouteLayout>
  );
}
