import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BrandLogo } from '../brand/brand-logo.tsx';
import { Card } from '../card.tsx';
import { IconButton } from '../icon-button.tsx';
import { PageTitle } from '../page-title.tsx';
import { LayoutMain } from './layout-main.tsx';
import type { LayoutProps } from './layout-props.ts';
import './layout.css';
import './auth-layout.css';

export interface AuthLayoutProps extends LayoutProps {
  /** Shown under the h1 when the layout renders it. */
  subtitle?: ReactNode;
  onBack?: () => void;
  /** Below the card, e.g. links to the terms and privacy policy. */
  footer?: ReactNode;
  brandName?: string;
  /** e.g. `<LanguageSelect/>`, at the header's end. */
  languageSwitch?: ReactNode;
}

/** Login, registration, recovery, geolocation, welcome, privacy: brand on top, content in a centred card. */
export function AuthLayout({
  title,
  heading,
  subtitle,
  children,
  onBack,
  footer,
  brandName,
  languageSwitch,
}: AuthLayoutProps) {
  const { t } = useLingui();
  return (
    <div className="auth-layout">
      <header className="auth-layout__header">
        <div className="auth-layout__back">
          {onBack && <IconButton icon="chevron-left" label={t`Go back`} onClick={onBack} />}
        </div>
        <BrandLogo tone="inverse" size="lg" name={brandName} />
        {languageSwitch && <div className="auth-layout__language">{languageSwitch}</div>}
      </header>
      <LayoutMain className="auth-layout__main">
        <Card elevated className="auth-layout__card">
          {heading === 'layout' && <PageTitle title={title} subtitle={subtitle} />}
          {children}
        </Card>
        {footer && <div className="auth-layout__footer">{footer}</div>}
      </LayoutMain>
    </div>
  );
}
