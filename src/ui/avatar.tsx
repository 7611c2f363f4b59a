import { useState } from 'react';
import { apiHref } from '../lib/api-href.ts';
import { cx } from './class-names.ts';
import './avatar.css';

/** Up to two initials of a person's name, as avatars show them. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

const pixels = { sm: 32, md: 56, lg: 128 } as const;

export interface AvatarProps {
  name: string;
  /** The user's picture as the API gives it, or a chosen one not saved yet (a data: URL). */
  image: string | null | undefined;
  /** The picture's accessible name; without one the avatar is decoration beside the name. */
  alt?: string;
  size?: keyof typeof pixels;
}

/** The customer's picture, round; their initials while they have none or it does not load. */
export function Avatar({ name, image, alt, size = 'md' }: AvatarProps) {
  const src = image && (image.startsWith('data:') ? image : apiHref(image));
  // Remembered by address: a new picture gets its own chance to load.
  const [broken, setBroken] = useState<string>();
  const className = cx('avatar', `avatar--${size}`);
  return src && src !== broken ? (
    <img
      className={className}
      src={src}
      alt={alt ?? ''}
      width={pixels[size]}
      height={pixels[size]}
      onError={() => setBroken(src)}
    />
  ) : (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
