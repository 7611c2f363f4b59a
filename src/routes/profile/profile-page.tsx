import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type Layout, matchRoute } from '../../../contract/routes.ts';
import {
  type ProfileActor,
  selectIsProfileUnavailable,
  selectProfile,
} from '../../../machines/app/app.selectors.ts';
import { selectStep } from '../../../machines/profile/profile.location.ts';
import { FormError } from '../../ui/form/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { ProfileCustomerCare } from './lazy-profile-customer-care.tsx';
import { ProfileLinks, useProfileStepLinks } from './profile-links.tsx';
import { ProfileStepPage } from './profile-step-page.tsx';
import { ContactStep } from './steps/contact-step.tsx';
import { CredentialsStep } from './steps/credentials-step.tsx';
import { LanguageStep } from './steps/language-step.tsx';
import { LegalStep } from './steps/legal-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import { PrivacyStep } from './steps/privacy-step.tsx';

export { MobileProfilePage } from './mobile-profile-page.tsx';

/** Step 0 (spec §4): the profile's steps, each a page, and customer care. */
function DefaultStep() {
  const { t } = useLingui();
  return (
    <ProfileStepPage title={t`Profile settings`} backTo="/mobile/profile">
      <ProfileLinks label={t`Profile settings`} links={useProfileStepLinks()} />
      <ProfileCustomerCare />
    </ProfileStepPage>
  );
}

function Step({ profile }: { profile: ProfileActor }) {
  const step = useSelector(profile, selectStep);
  switch (step) {
    case 'personal':
      return <PersonalStep profile={profile} />;
    case 'contact':
      return <ContactStep profile={profile} />;
    case 'credentials':
      return <CredentialsStep profile={profile} />;
    case 'language':
      return <LanguageStep profile={profile} />;
    case 'terms':
    case 'policy':
      return <LegalStep profile={profile} />;
    case 'privacy':
      return <PrivacyStep profile={profile} />;
    default:
      return <DefaultStep />;
  }
}

/** While the profile's code downloads, or when it could not. */
function Waiting({ layout }: { layout: Layout }) {
  const { t } = useLingui();
  const { app } = useAppActors();
  const unavailable = useSelector(app, selectIsProfileUnavailable);
  return (
    <ProfileStepPage title={t`Profile`} layout={layout} backTo="/mobile/profile">
      {unavailable ? (
        <FormError>{t`Your profile could not be opened. Check your connection and come back to this page.`}</FormError>
      ) : (
        <Skeleton shape="block" height="12rem" />
      )}
    </ProfileStepPage>
  );
}

/**
 * /profile/{step}: the customer's profile (spec §4 steps 0–6) and the LGPD request centre; /privacy/terms
 * and /privacy/policy (spec §2, auth layout), for everyone, signed in or not.
 */
export function ProfilePage() {
  const { app } = useAppActors();
  const { pathname } = useLocation();
  const profile = useSelector(app, selectProfile);
  const layout = matchRoute(pathname)?.layout ?? 'default';
  return profile === undefined ? <Waiting layout={layout} /> : <Step profile={profile} />;
}
