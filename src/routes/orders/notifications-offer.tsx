import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { PwaActor, UserActor } from '../../../machines/app/app.selectors.ts';
import {
  selectCanOfferNotifications,
  selectIsAskingNotifications,
} from '../../../machines/pwa/pwa.selectors.ts';
import { selectIsRegistered } from '../../../machines/user/user.selectors.ts';
import { selectPushOfferDeclined } from '../../../machines/user/user-preferences.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { OfferCard } from '../../ui/offer-card.tsx';
import { usePwa } from '../shell/use-pwa.ts';

/** The offer itself, given the app's pwa chart and user store. */
export function NotificationsOfferCard({ pwa, user }: { pwa: PwaActor; user: UserActor }) {
  const registered = useSelector(user, selectIsRegistered);
  const declined = useSelector(user, selectPushOfferDeclined);
  const offered = useSelector(pwa, selectCanOfferNotifications);
  const asking = useSelector(pwa, selectIsAskingNotifications);
  if (!registered || declined || !offered) return null;
  return (
    <OfferCard
      title={<Trans>Be told when your order moves</Trans>}
      text={
        <Trans>Turn on notifications and we'll let you know when it is accepted, on its way or ready.</Trans>
      }
      actions={
        <>
          <Button
            variant="ghost"
            size="sm"
            disabled={asking}
            onClick={() => pwa.send({ type: 'notifications.dismiss' })}
          >
            <Trans>No, thanks</Trans>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={asking}
            onClick={() => pwa.send({ type: 'notifications.accept' })}
          >
            <Trans>Turn on notifications</Trans>
          </Button>
        </>
      }
    />
  );
}

/**
 * Spec §1 push notifications: on a paid order, a signed-in customer who has not decided is offered
 * to be told when it moves (the pwa chart's `notifications` region). Allowed, the push renewal saves
 * the browser's subscription as their push token (it listens for the permission); turned down or
 * left unanswered, it is not offered again.
 */
export function NotificationsOffer({ user }: { user: UserActor }) {
  const pwa = usePwa();
  return pwa ? <NotificationsOfferCard pwa={pwa} user={user} /> : null;
}
