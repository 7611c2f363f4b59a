import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ADDRESS_BOOK_PATH } from '../../../contract/routes.ts';
import { selectUser } from '../../../machines/user/user.selectors.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatPhone } from '../account/format-contact.ts';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { ProfileCustomerCare } from './lazy-profile-customer-care.tsx';
import { ProfileLinks, useProfileStepLinks } from './profile-links.tsx';
import './mobile-profile-page.css';

/** /mobile/profile, the phone's account hub: who is signed in, every page of their account, customer care, logging out. */
export function MobileProfilePage() {
  const { t } = useLingui();
  const { session, user } = useAppActors();
  const profile = useSelector(user, selectUser);
  const name = profile?.name?.trim() || t`Customer`;
  const steps = useProfileStepLinks();
  const shopping = [
    { to: ADDRESS_BOOK_PATH, label: t`My addresses`, icon: 'pin' },
    { to: '/profile/payments', label: t`Payment methods`, icon: 'receipt' },
    { to: '/cupons', label: t`Coupons`, icon: 'bag' },
    { to: '/favorites', label: t`Favorites`, icon: 'heart' },
    { to: '/orders', label: t`My orders`, icon: 'clock' },
  ] as const;

  return (
    <RouteLayout layout="mobile" title={t`Profile`}>
      <div className="mobile-profile">
        <Card elevated className="mobile-profile__card">
          {profile ? (
            <>
              <Avatar name={name} image={profile.image} alt={t`Your photo`} />
              <div className="mobile-profile__who">
                <p className="mobile-profile__name">{name}</p>
                {profile.email && <p className="mobile-profile__contact">{profile.email}</p>}
                {profile.phone_number && (
                  <p className="mobile-profile__contact">{formatPhone(profile.phone_number)}</p>
                )}
              </div>
            </>
          ) : (
            <Skeleton shape="block" height="4rem" />
          )}
        </Card>
        <ProfileLinks label={t`Your orders and addresses`} links={shopping} />
        <ProfileLinks label={t`Your account`} links={steps} />
        <ProfileCustomerCare />
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          onClick={() => session.send({ type: 'session.logout', navigate: true })}
        >
          <Trans>Log out</Trans>
        </Button>
      </div>
    </RouteLayout>
  );
}
