import { apiHref } from '../../lib/api-href.ts';
import { cx } from '../../ui/class-names.ts';
import './profile-avatar.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export interface ProfileAvatarProps {
  name: string;
  /** The user's picture as the API gives it, or a chosen one not saved yet (a data: URL). */
  image: string | null | undefined;
  /** The picture's accessible name; without one the avatar is decoration beside the name. */
  alt?: string;
  size?: 'md' | 'lg';
}

/** The customer's picture, round; their initials while they have none. */
export function ProfileAvatar({ name, image, alt, size = 'md' }: ProfileAvatarProps) {
  const className = cx('profile-avatar', `profile-avatar--${size}`);
  return image ? (
    <img
      className={className}
      src={image.startsWith('data:') ? image : apiHref(image)}
      alt={alt ?? ''}
      width={size === 'lg' ? 128 : 56}
      height={size === 'lg' ? 128 : 56}
    />
  ) : (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
