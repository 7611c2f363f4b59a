/** A table of a restaurant, as its QR code names it. */
export interface TableCode {
  storeId: string;
  tableId: string;
}

/** The table the query of the QR link names (`?store_id=…&table_id=…`), if both are there. */
export function tableOfQuery(search: string | URLSearchParams): TableCode | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const storeId = params.get('store_id')?.trim();
  const tableId = params.get('table_id')?.trim();
  return storeId && tableId ? { storeId, tableId } : undefined;
}

/** The table a QR code names: its table link `…/table-payment?store_id=…&table_id=…`, from any host. */
export function parseTableLink(text: string): TableCode | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (!url.pathname.replace(/\/+$/, '').endsWith('/table-payment')) return undefined;
  return tableOfQuery(url.searchParams);
}
