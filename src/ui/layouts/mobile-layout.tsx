import { BarLayout, type BarLayoutProps } from './bar-layout.tsx';

export type MobileLayoutProps = BarLayoutProps;

/** Mobile profile screens (/mobile/profile, /profile/payments on phones): top bar with back, bottom nav. */
export function MobileLayout(props: MobileLayoutProps) {
  return <BarLayout {...props} />;
}
