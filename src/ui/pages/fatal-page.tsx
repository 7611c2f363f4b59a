import { Trans } from '@lingui/react/macro';
import { BrandLogo } from '../brand/brand-logo.tsx';
import { Button } from '../button.tsx';
import { Icon } from '../icon.tsx';
import { MAIN_CONTENT_ID } from '../layouts/layout-props.ts';
import './status-page.css';

export interface FatalPageProps {
  onRetry: () => void;
  brandName?: string;
  /** The browser is offline: the page says what still works and that it opens once back online. */
  offline?: boolean;
}

/** Shown on a fatal or unhandled error (spec §2); stands alone, outside any layout. */
export function FatalPage({ onRetry, brandName, offline = false }: FatalPageProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="status-page">
      <BrandLogo name={brandName} className="status-page__logo" />
      <div className="status-page__content">
        <span className="status-page__badge">
          <Icon name="alert-circle" size={36} />
        </span>
        {offline ? (
          <>
            <h1 className="status-page__title">
              <Trans>You are offline</Trans>
            </h1>
            <p className="status-page__text">
              <Trans>
                The menu, your orders and the table's bill need a connection, and no payment is made while you
                are offline. The app opens again as soon as you are back.
              </Trans>
            </p>
          </>
        ) : (
          <h1 className="status-page__title">
            <Trans>Oops... the page failed to load, please try again in a moment</Trans>
          </h1>
        )}
        <Button size="lg" icon="refresh" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </main>
  );
}
