import { useId } from 'react';

/** The Brasa Grill flame in its charcoal tile; same drawing as public/logo.svg. */
export function FlameMark({ size = 36 }: { size?: number }) {
  const id = useId();
  return (
    <svg
      className="flame-mark"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-flame`} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#c8391a" />
          <stop offset="0.55" stopColor="#f0572a" />
          <stop offset="1" stopColor="#ffb23f" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="#1f1a17" />
      <path
        fill={`url(#${id}-flame)`}
        d="M33 8c1.6 7.4 9.8 11.9 12.7 19.6 2.6 6.8 1 15-4.6 19.6a14.7 14.7 0 0 1-18.9-.4c-5.3-4.6-6.4-12.6-3.3-18.8 1.3-2.6 3.3-4.8 4.8-7.3.5 3.2 1.8 6 4.4 7.6-.6-7.6 1.5-15.1 4.9-20.3Z"
      />
      <path
        fill="#ffcf70"
        d="M32.6 31.5c1 4.3 6.2 6.6 6.2 12a7 7 0 0 1-13.7 1.6c-.6-2.7.4-5.4 2.3-7.3.2 1.6.9 2.8 2.2 3.4-.3-3.6 1.3-7.2 3-9.7Z"
      />
      <path stroke="#fffbf5" strokeWidth="3" strokeLinecap="round" d="M18 54h28" opacity="0.9" />
    </svg>
  );
}
