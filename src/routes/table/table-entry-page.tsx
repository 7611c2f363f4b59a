import { Trans } from '@lingui/react/macro';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { selectStep } from '../../../machines/table/table.selectors.ts';
import { config } from '../../app/config.ts';
import { BrandLogo } from '../../ui/brand/brand-logo.tsx';
import { MAIN_CONTENT_ID } from '../../ui/layouts/layout-props.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useTable } from './use-table.ts';
import './table-entry-page.css';

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/**
 * /table-payment?store_id&table_id — the table's QR link (spec §4 "Table QR entry"): tells the table
 * machine, then follows it to the page it picks (terms, sign-in, the bill…). Without ids (back from
 * sign-in) it goes to wherever the diner is in the flow.
 */
export function TableEntryPage() {
  const table = useTable();
  const router = useRouter();
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const storeId = text(search.store_id);
  const tableId = text(search.table_id);
  const entered = useRef(false);

  useEffect(() => {
    if (!entered.current && storeId !== undefined && tableId !== undefined) {
      entered.current = true;
      table.send({ type: 'qr.entered', storeId, tableId });
    }
    const follow = () => {
      const step = selectStep(table.getSnapshot());
      if (step !== undefined) void router.navigate({ href: step, replace: true });
    };
    follow();
    const subscription = table.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [table, router, storeId, tableId]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="table-entry">
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
