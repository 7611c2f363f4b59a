import type { QrCode } from '../../../machines/table/table.types.ts';

/** The table a QR code names: its table link `…/table-payment?store_id=…&table_id=…`, from any host. */
export function parseTableLink(text: string): QrCode | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (!url.pathname.replace(/\/+$/, '').endsWith('/table-payment')) return undefined;
  const storeId = url.searchParams.get('store_id')?.trim();
  const tableId = url.searchParams.get('table_id')?.trim();
  return storeId && tableId ? { storeId, tableId } : undefined;
}
