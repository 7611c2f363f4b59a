import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PrivacyRequest } from '../../../../contract/schemas/privacy.ts';
import type { ProfileActor } from '../../../../machines/app/app.selectors.ts';
import type { privacyRequestsMachine } from '../../../../machines/profile/privacy-requests.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectIsConfirmingDeletion,
  selectPendingKind,
  selectRequests,
} from '../../../../machines/profile/privacy-requests.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { ConfirmModal } from '../../../ui/modal/confirm-modal.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { profileMessage } from '../profile-messages.ts';
import { ProfileStepPage } from '../profile-step-page.tsx';

type PrivacyRequestsActor = ActorRefFrom<typeof privacyRequestsMachine>;

function RequestRow({ request }: { request: PrivacyRequest }) {
  const { t, i18n } = useLingui();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso));
  const done = request.status === 'COMPLETED';
  return (
    <Card as="li" className="profile-page__request">
      <div className="profile-page__request-head">
        <span className="profile-page__request-protocol">{request.protocol}</span>
        <span className={done ? 'profile-page__status profile-page__status--done' : 'profile-page__status'}>
          {done ? t`Answered` : t`Received`}
        </span>
      </div>
      <p>{request.kind === 'EXPORT' ? t`See my data` : t`Delete my data and account`}</p>
      <p className="profile-page__note">
        {done && request.completed_at
          ? t`Asked on ${day(request.created_at)} · answered on ${day(request.completed_at)}`
          : t`Asked on ${day(request.created_at)} · answer by ${day(request.deadline_at)}`}
      </p>
    </Card>
  );
}

function RequestCentre({ profile, requests }: { profile: ProfileActor; requests: PrivacyRequestsActor }) {
  const { t, i18n } = useLingui();
  const list = useSelector(requests, selectRequests);
  const busy = useSelector(requests, selectIsBusy);
  const errorKey = useSelector(requests, selectError);
  const confirming = useSelector(requests, selectIsConfirmingDeletion);
  const pending = useSelector(requests, selectPendingKind);
  const loading = useSelector(requests, (snapshot) => snapshot.matches('loading'));
  const loadFailed = useSelector(requests, (snapshot) => snapshot.matches('failed'));
  const message = errorKey === undefined ? undefined : i18n._(profileMessage(errorKey));

  if (loading) return <Skeleton shape="block" height="8rem" />;
  if (loadFailed) {
    return (
      <div className="profile-page__section">
        <FormError>{message}</FormError>
        <Button variant="secondary" icon="refresh" onClick={() => profile.send({ type: 'requests.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className="profile-page__actions">
        <Button
          size="lg"
          fullWidth
          loading={busy && pending === 'EXPORT'}
          disabled={busy}
          onClick={() => profile.send({ type: 'privacy.request', kind: 'EXPORT' })}
        >
          <Trans>See my data</Trans>
        </Button>
        <Button
          size="lg"
          variant="secondary"
          fullWidth
          loading={busy && pending === 'DELETE'}
          disabled={busy}
          onClick={() => profile.send({ type: 'privacy.request', kind: 'DELETE' })}
        >
          <Trans>Delete my data and account</Trans>
        </Button>
      </div>
      {message !== undefined && (
        <div className="profile-page__section">
          <FormError>{message}</FormError>
          <Button variant="ghost" icon="refresh" onClick={() => profile.send({ type: 'request.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      <section className="profile-page__section" aria-labelledby="privacy-requests">
        <h2 id="privacy-requests">{t`Your requests`}</h2>
        {list.length === 0 ? (
          <p className="profile-page__note">
            <Trans>No requests yet.</Trans>
          </p>
        ) : (
          <ul className="profile-page__requests">
            {list.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmModal
        open={confirming}
        warning
        title={t`Delete your account?`}
        text={t`Your personal data, addresses and saved cards are erased and you are signed out on every device. Past orders stay, without your name, for the restaurant's accounting. This cannot be undone.`}
        confirmLabel={t`Delete my account`}
        onConfirm={() => profile.send({ type: 'deletion.confirm' })}
        onCancel={() => profile.send({ type: 'deletion.cancel' })}
      />
    </>
  );
}

/** The LGPD request centre: see my data, delete my data and account, each with protocol and 15-day deadline. */
export function PrivacyStep({ profile }: { profile: ProfileActor }) {
  const { t } = useLingui();
  const requests = useSelector(
    profile,
    (snapshot) => snapshot.children.privacyRequests as PrivacyRequestsActor | undefined,
  );
  return (
    <ProfileStepPage
      title={t`My data (LGPD)`}
      subtitle={t`Ask for a copy of everything we keep about you, or for your account to be deleted. We answer every request within 15 days.`}
    >
      {requests === undefined ? null : <RequestCentre profile={profile} requests={requests} />}
    </ProfileStepPage>
  );
}
