import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BrandLogo } from '../brand/brand-logo.tsx';
import { buttonClass } from '../button.tsx';
import { MAIN_CONTENT_ID } from '../layouts/layout-props.ts';
import './status-page.css';

export interface NotFoundPageProps {
  /** The path that was asked for. */
  path: string;
  /** Replaces the default `<a href="/">`, e.g. with a router link styled by `buttonClass()`. */
  homeLink?: ReactNode;
  brandName?: string;
  /** e.g. `<LanguageSelect/>`, above the page's corner. */
  languageSwitch?: ReactNode;
}

/** The 404 page (spec §2: "Page Not Found" plus the path); stands alone, outside any layout. */
export function NotFoundPage({ path, homeLink, brandName, languageSwitch }: NotFoundPageProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="status-page">
      {languageSwitch && <div className="status-page__language">{languageSwitch}</div>}
      <BrandLogo name={brandName} className="status-page__logo" />
      <div className="status-page__content">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-page__title">
          <Trans>Page Not Found</Trans>
        </h1>
        <p className="status-page__text">
          <Trans>
            We couldn't find <code className="status-page__path">{path}</code>. It may have moved, or the link
            may be wrong.
          </Trans>
        </p>
        {homeLink ?? (
          <a className={buttonClass({ size: 'lg' })} href="/">
            <Trans>Back to home</Trans>
          </a>
        )}
      </div>
    </main>
  );
}
