import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectIsRegistered, selectUser } from '../../../machines/user/user.selectors.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { useAppActors } from './use-app-actors.ts';

/**
 * The signed-in customer's photo (or initials) in the app header, leading to their profile: the hub
 * on a phone, the profile's steps elsewhere (spec §2). It reads the user store, so an upload shows at once.
 */
export function HeaderAvatar() {
  const { t } = useLingui();
  const { user, device } = useAppActors();
  const registered = useSelector(user, selectIsRegistered);
  const profile = useSelector(user, selectUser);
  if (!registered || !profile) return null;
  return (
    <Link to={device.isMobile ? '/mobile/profile' : '/profile/default'} className="site-header__avatar">
      {/* The link says where it goes; the picture beside it is decoration. */}
      <Avatar name={profile.name ?? ''} image={profile.image} size="sm" />
      <span className="visually-hidden">{t`Your profile`}</span>
    </Link>
  );
}
