import type { ReactNode } from 'react';
import { BrandLogo } from '../brand/brand-logo.tsx';
import { PageTitle } from '../page-title.tsx';
import { BottomNav, type NavItem } from './bottom-nav.tsx';
import { LayoutMain } from './layout-main.tsx';
import type { LayoutProps } from './layout-props.ts';
import { type RenderLink, renderAnchor } from './link.tsx';
import './layout.css';
import './default-layout.css';

export interface DefaultLayoutProps extends LayoutProps {
  /** Bottom navigation: Home, Menu, Orders, Profile (see `useMainNav`). */
  nav: readonly NavItem[];
  renderLink?: RenderLink;
  /** Delivery address / checkout option, e.g. `<LocationButton/>`. */
  location?: ReactNode;
  /** e.g. `<LanguageSelect/>`. */
  languageSwitch?: ReactNode;
  /** More header buttons, e.g. the cart. */
  actions?: ReactNode;
  /** Replaces the logo linking home. */
  brand?: ReactNode;
  brandName?: string;
}

/** Home, menu, coupons, favorites, profile: sticky brand header, content, bottom navigation. */
export function DefaultLayout({
  title,
  heading,
  children,
  nav,
  renderLink = renderAnchor,
  location,
  languageSwitch,
  actions,
  brand,
  brandName,
}: DefaultLayoutProps) {
  return (
    <div className="layout-page layout-with-nav">
      <header className="site-header">
        <div className="site-header__inner">
          <div className="site-header__row">
            {brand ??
              renderLink({
                to: '/',
                className: 'site-header__brand',
                children: <BrandLogo tone="inverse" size="sm" name={brandName} />,
              })}
            <div className="site-header__tools">
              {languageSwitch}
              {actions}
            </div>
          </div>
          {location && <div className="site-header__location">{location}</div>}
        </div>
      </header>
      <LayoutMain>
        {heading === 'layout' && <PageTitle title={title} />}
        {children}
      </LayoutMain>
      <BottomNav items={nav} renderLink={renderLink} />
    </div>
  );
}
