import { type TableLayoutProps, TableShell } from './table-shell.tsx';
import './table-payment-pix-layout.css';

export type TablePaymentPixLayoutProps = TableLayoutProps;

/** Paying the table by PIX: the same header, a narrow centred column for the QR code and copy-paste key. */
export function TablePaymentPixLayout(props: TablePaymentPixLayoutProps) {
  return <TableShell {...props} className="table-payment-pix-layout" />;
}
