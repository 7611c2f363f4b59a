import { Trans } from '@lingui/react/macro';
import { BrandLogo } from '../brand/brand-logo.tsx';
import { Button } from '../button.tsx';
import { Icon } from '../icon.tsx';
import { MAIN_CONTENT_ID } from '../layouts/layout-props.ts';
import './status-page.css';

export interface FatalPageProps {
  onRetry: () => void;
  brandName?: string;
}

/** Shown on a fatal or unhandled error (spec §2); stands alone, outside any layout. */
export function FatalPage({ onRetry, brandName }: FatalPageProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="status-page">
      <BrandLogo name={brandName} className="status-page__logo" />
      <div className="status-page__content">
        <span className="status-page__badge">
          <Icon name="alert-circle" size={36} />
        </span>
        <h1 className="status-page__title">
          <Trans>Oops... the page failed to load, please try again in a moment</Trans>
        </h1>
        <Button size="lg" icon="refresh" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </main>
  );
}
