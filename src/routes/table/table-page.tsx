import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TableSnapshot } from '../../../machines/table/table.location.ts';
import { selectTableLabel } from '../../../machines/table/table.selectors.ts';
import type { LayoutHeading } from '../../ui/layouts/layout-props.ts';
import { TablePaymentLayout } from '../../ui/layouts/table-payment-layout.tsx';
import { TablePaymentPixLayout } from '../../ui/layouts/table-payment-pix-layout.tsx';
import { LocaleSwitch } from '../shell/locale-switch.tsx';
import { useTableSelector } from './use-table.ts';
import './table-page.css';

export interface TablePageProps {
  title: string;
  heading?: LayoutHeading;
  /** `pix`: the narrow centred column of the PIX page. */
  variant?: 'payment' | 'pix';
  onBack?: () => void;
  actions?: ReactNode;
  /** The sticky bottom bar: the page's main action. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The table's label; after a reload (the table info is not stored) the table number alone. */
const selectPlace = (snapshot: TableSnapshot) =>
  selectTableLabel(snapshot) ??
  (snapshot.context.tableId === undefined
    ? undefined
    : { table: snapshot.context.tableId, store: undefined });

/** A table page (spec §2 layouts table-payment and table-payment-pix): the store and table on top. */
export function TablePage({
  title,
  heading = 'layout',
  variant = 'payment',
  children,
  ...slots
}: TablePageProps) {
  const { t } = useLingui();
  const label = useTableSelector(selectPlace, (a, b) => a?.table === b?.table && a?.store === b?.store);
  const Layout = variant === 'pix' ? TablePaymentPixLayout : TablePaymentLayout;
  return (
    <Layout
      title={title}
      heading={heading}
      store={label?.store}
      table={label ? t`Table ${label.table}` : undefined}
      languageSwitch={<LocaleSwitch />}
      {...slots}
    >
      {children}
    </Layout>
  );
}
