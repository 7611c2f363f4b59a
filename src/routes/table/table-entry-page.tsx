import { Trans } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { tableOfQuery } from '../../../contract/table-link.ts';
import { config } from '../../config.ts';
import { BrandLogo } from '../../ui/brand/brand-logo.tsx';
import { MAIN_CONTENT_ID } from '../../ui/layouts/layout-props.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { LocaleSwitch } from '../shell/locale-switch.tsx';
import './table-entry-page.css';

/**
 * /table-payment?store_id&table_id&key — the table's QR link (spec §4 "Table QR entry"): the table hears it
 * with the address and takes the diner to the page it picks (terms, sign-in, the bill…); meanwhile,
 * this says so. Without ids (back from sign-in) the table takes them to wherever they are in the flow.
 */
export function TableEntryPage() {
  const tableId = useLocation({ select: (location) => tableOfQuery(location.searchStr)?.tableId });

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="table-entry">
      <div className="table-entry__language">
        <LocaleSwitch />
      </div>
      <BrandLogo name={config.appName} tone="inverse" size="lg" />
      <div className="table-entry__status" role="status">
        <Spinner size="lg" className="table-entry__spinner" />
        <h1 className="table-entry__title">
          {tableId === undefined ? (
            <Trans>Finding your table…</Trans>
          ) : (
            <Trans>Finding table {tableId}…</Trans>
          )}
        </h1>
        <p className="table-entry__text">
          <Trans>Your bill will open in a moment.</Trans>
        </p>
      </div>
    </main>
  );
}
