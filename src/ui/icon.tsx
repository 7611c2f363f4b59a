import { type ReactNode, useEffect, useState } from 'react';
import { chunkDownload } from '../lib/chunk-download.ts';
import { cx } from './class-names.ts';

/** What the layouts and the welcome page show: with the first screen. */
const shellIcons = {
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </>
  ),
  menu: (
    <>
      <path d="M4 3v5a3 3 0 0 0 6 0V3" />
      <path d="M7 3v18" />
      <path d="M18 21V3c-2.3 1.2-3.8 3.7-3.8 6.8V14H18" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1L5 8Z" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  receipt: (
    <>
      <path d="M5 3h14v18l-2.3-1.5-2.4 1.5-2.3-1.5L9.7 21l-2.4-1.5L5 21V3Z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  'qr-code': (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3M21 14v.01M17 21h4v-4M14 18v3" />
    </>
  ),
  'chevron-left': <path d="m15 18-6-6 6-6" />,
  'chevron-right': <path d="m9 18 6-6-6-6" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 16v-4.5M12 8h.01" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3Z" />
    </>
  ),
  store: (
    <>
      <path d="M4.5 10v10a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1V10" />
      <path d="M3 4h18l-1.3 4.3a2.5 2.5 0 0 1-4.8.1 2.6 2.6 0 0 1-5 0 2.5 2.5 0 0 1-4.8-.1L3 4Z" />
      <path d="M10 21v-5h4v5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

/** Every other icon downloads with the first page that shows one; the square is there meanwhile. */
const downloadMoreIcons = chunkDownload(() => import('./more-icons.tsx'));

const isShellIcon = (name: IconName): name is keyof typeof shellIcons => name in shellIcons;

function useIconPaths(name: IconName): ReactNode {
  const [loaded, setLoaded] = useState(downloadMoreIcons.arrived);
  const shellIcon = isShellIcon(name);
  useEffect(() => {
    if (shellIcon || loaded) return;
    let current = true;
    void downloadMoreIcons().then((module) => {
      if (current) setLoaded(module);
    });
    return () => {
      current = false;
    };
  }, [shellIcon, loaded]);
  if (isShellIcon(name)) return shellIcons[name];
  return loaded?.moreIcons[name];
}

type MoreIcons = typeof import('./more-icons.tsx')['moreIcons'];

export type IconName = keyof typeof shellIcons | keyof MoreIcons;

export interface IconProps {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const paths = useIconPaths(name);
  const svg = {
    className: cx('icon', className),
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  if (label) {
    return (
      <svg {...svg} role="img" aria-label={label}>
        {paths}
      </svg>
    );
  }
  return (
    <svg {...svg} aria-hidden="true" focusable="false">
      {paths}
    </svg>
  );
}
