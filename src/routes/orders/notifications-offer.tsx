import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { UserActor } from '../../../machines/app/app.selectors.ts';
import { selectIsRegistered } from '../../../machines/user/user.selectors.ts';
import { selectPushOfferDeclined } from '../../../machines/user/user-preferences.selectors.ts';
import { Button } from '../../ui/button.tsx';
// The same card as the install offer it stands beside.
import '../shell/install-offer.css';

/** Whether this browser can push to the customer and they have not decided about notifications yet. */
const undecided = () =>
  'Notification' in window && 'PushManager' in window && Notification.permission === 'default';

/**
 * Spec §1 push notifications: on a paid order, a signed-in customer who has not decided is offered
 * to be told when it moves. Allowed, the push renewal saves the browser's subscription as their push
 * token (it listens for the permission); turned down or left unanswered, it is not offered again.
 */
export function NotificationsOffer({ user }: { user: UserActor }) {
  const registered = useSelector(user, selectIsRegistered);
  const declined = useSelector(user, selectPushOfferDeclined);
  const [asking, setAsking] = useState(false);
  const [answered, setAnswered] = useState(false);
  if (!registered || declined || answered || !undecided()) return null;

  const decline = () => user.send({ type: 'pushOffer.declined' });
  async function ask() {
    setAsking(true);
    const permission = await Notification.requestPermission().catch(() => 'default' as const);
    setAnswered(true);
    if (permission !== 'granted') decline();
  }

  return (
    <section className="install-offer" aria-labelledby="notifications-offer-title">
      <h2 id="notifications-offer-title" className="install-offer__title">
        <Trans>Be told when your order moves</Trans>
      </h2>
      <p className="install-offer__text">
        <Trans>Turn on notifications and we'll let you know when it is accepted, on its way or ready.</Trans>
      </p>
      <div className="install-offer__actions">
        <Button variant="ghost" size="sm" disabled={asking} onClick={decline}>
          <Trans>No, thanks</Trans>
        </Button>
        <Button variant="secondary" size="sm" loading={asking} onClick={() => void ask()}>
          <Trans>Turn on notifications</Trans>
        </Button>
      </div>
    </section>
  );
}
