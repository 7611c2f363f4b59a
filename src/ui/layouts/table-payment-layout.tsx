import { type TableLayoutProps, TableShell } from './table-shell.tsx';

export type TablePaymentLayoutProps = TableLayoutProps;

/** Table bill and payment (/table-payment, table pages): store and table in the header, pay action at the bottom. */
export function TablePaymentLayout(props: TablePaymentLayoutProps) {
  return <TableShell {...props} className="table-payment-layout" />;
}
