import type { RoutePath } from './routes.ts';

/** A table of a restaurant, as its QR code names it: with the table's key, without which nobody sits down. */
export interface TableCode {
  storeId: string;
  tableId: string;
  key: string;
}

/** The table the query of the QR link names (`?store_id=…&table_id=…&key=…`), if all three are there. */
export function tableOfQuery(search: string | URLSearchParams): TableCode | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const storeId = params.get('store_id')?.trim();
  const tableId = params.get('table_id')?.trim();
  const key = params.get('key')?.trim();
  return storeId && tableId && key ? { storeId, tableId, key } : undefined;
}

/** The page a table's QR code opens. */
export const TABLE_LINK_PATH = '/table-payment' satisfies RoutePath;

/** The table a page names: on the QR link's page, the one its query names. */
export const tableOfPage = (pathname: string, search: string | URLSearchParams): TableCode | undefined =>
  pathname === TABLE_LINK_PATH ? tableOfQuery(search) : undefined;

/** The QR link's query of a table (what `tableOfQuery` reads). */
export const tableQueryOf = ({ storeId, tableId, key }: TableCode) =>
  new URLSearchParams({ store_id: storeId, table_id: tableId, key }).toString();

/** The table a QR code names: its table link `…/table-payment?store_id=…&table_id=…&key=…`, from any host. */
export function parseTableLink(text: string): TableCode | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (!url.pathname.replace(/\/+$/, '').endsWith(TABLE_LINK_PATH)) return undefined;
  return tableOfQuery(url.searchParams);
}
