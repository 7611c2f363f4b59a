import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ProfileActor } from '../../../../machines/app/app.selectors.ts';
import { selectStep } from '../../../../machines/profile/profile.location.ts';
import { selectError, selectLegalText } from '../../../../machines/profile/profile.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { TermsText } from '../../table/terms-text.tsx';
import { profileMessage } from '../profile-messages.ts';
import { ProfileStepPage } from '../profile-step-page.tsx';

/** Steps 5 and 6 (spec §4): the terms or the policy as the API has them, with version and date. */
export function LegalStep({ profile }: { profile: ProfileActor }) {
  const { t, i18n } = useLingui();
  const step = useSelector(profile, selectStep);
  const legal = useSelector(profile, selectLegalText);
  const errorKey = useSelector(profile, selectError);
  const fallbackTitle = step === 'policy' ? t`Privacy policy` : t`Terms of use`;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );

  return (
    <ProfileStepPage
      layout="auth"
      title={legal?.title ?? fallbackTitle}
      subtitle={
        legal && (
          <span className="profile-page__legal-meta">
            {t`Version ${legal.version} · in effect since ${date(legal.published_at)}`}
          </span>
        )
      }
    >
      {legal ? (
        <TermsText body={legal.body} className="profile-page__legal-body" />
      ) : errorKey ? (
        <div className="profile-page__section">
          <FormError>{i18n._(profileMessage(errorKey))}</FormError>
          <Button variant="secondary" icon="refresh" onClick={() => profile.send({ type: 'legal.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Skeleton shape="block" height="12rem" />
      )}
    </ProfileStepPage>
  );
}
