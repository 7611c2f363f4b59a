import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ADDRESS_BOOK_PATH } from '../../../contract/routes.ts';
import { selectUser } from '../../../machines/user/user.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatPhone } from '../account/format-contact.ts';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import './mobile-profile-page.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** /mobile/profile: who is signed in, their address book, and logging out. */
export function MobileProfilePage() {
  const { t } = useLingui();
  const { session, user } = useAppActors();
  const profile = useSelector(user, selectUser);
  const name = profile?.name?.trim() || t`Customer`;

  return (
    <RouteLayout layout="mobile" title={t`Profile`}>
      <div className="mobile-profile">
        <Card elevated className="mobile-profile__card">
          {profile ? (
            <>
              <span className="mobile-profile__avatar" aria-hidden="true">
                {initialsOf(name)}
              </span>
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
        <nav aria-label={t`Your account`}>
          <Link to={ADDRESS_BOOK_PATH} className="mobile-profile__link">
            <Icon name="pin" size={24} className="mobile-profile__link-icon" />
            <span className="mobile-profile__link-text">
              <Trans>My addresses</Trans>
            </span>
            <span aria-hidden="true">›</span>
          </Link>
        </nav>
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
