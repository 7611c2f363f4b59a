import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { AppBar } from './app-bar.tsx';
import { BottomNav, type NavItem } from './bottom-nav.tsx';
import { LayoutFooter } from './layout-footer.tsx';
import { LayoutMain } from './layout-main.tsx';
import type { LayoutProps } from './layout-props.ts';
import type { RenderLink } from './link.tsx';
import './layout.css';

export interface BarLayoutProps extends LayoutProps {
  onBack?: () => void;
  /** Buttons at the end of the top bar. */
  actions?: ReactNode;
  /** Sticky bottom area for the page's main action. */
  footer?: ReactNode;
  /** Bottom navigation; omitted on focused flows. */
  nav?: readonly NavItem[];
  renderLink?: RenderLink;
  className?: string;
}

/** Top bar + content (+ sticky footer, + bottom nav): the shape shared by the mobile, order and payment layouts. */
export function BarLayout({
  title,
  heading,
  children,
  onBack,
  actions,
  footer,
  nav,
  renderLink,
  className,
}: BarLayoutProps) {
  return (
    <div className={cx('layout-page', nav && 'layout-with-nav', className)}>
      <AppBar title={title} heading={heading} onBack={onBack} actions={actions} />
      <LayoutMain>{children}</LayoutMain>
      {footer && <LayoutFooter>{footer}</LayoutFooter>}
      {nav && <BottomNav items={nav} renderLink={renderLink} />}
    </div>
  );
}
