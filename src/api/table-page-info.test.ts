import { describe, expect, it } from 'vitest';
import type { TableInfo } from '../../contract/schemas/table.ts';
import { tableInfoOfPage } from './table.ts';

const info: TableInfo = {
  store: { id: 's-1', code: 'centro', name: 'Brasa Grill Centro', address: 'Rua Quinze de Novembro, 150' },
  table: { id: 't-7', code: '7', seats: 4, indoor: true },
  session_id: 'session-1',
  banners: [],
  status: 'OCCUPIED',
  indoor: true,
};
const now = 1_800_000_000_000;
const table = { storeCode: 'centro', tableId: '7', tableKey: 'KHCSMH3WEPVNGVQ9CFSW' };
const carried = (changes: Record<string, unknown> = {}) => ({
  query: { 'store-code': 'centro', 'table-id': '7', key: 'KHCSMH3WEPVNGVQ9CFSW' },
  at: now - 5_000,
  info,
  ...changes,
});

describe("the table info a QR link's page carries", () => {
  it('answers for the table it names, given within a minute', () => {
    expect(tableInfoOfPage(carried(), table, now)).toEqual(info);
    expect(tableInfoOfPage(carried({ at: now + 30_000 }), table, now)).toEqual(info);
  });

  it('is not taken for another table, another key, or from longer ago or ahead', () => {
    expect(tableInfoOfPage(carried(), { ...table, tableId: '8' }, now)).toBeUndefined();
    expect(tableInfoOfPage(carried(), { ...table, storeCode: 'pinheiros' }, now)).toBeUndefined();
    expect(tableInfoOfPage(carried(), { ...table, tableKey: 'ANOTHERKEY0000000000' }, now)).toBeUndefined();
    expect(tableInfoOfPage(carried({ at: now - 61_000 }), table, now)).toBeUndefined();
    expect(tableInfoOfPage(carried({ at: now + 61_000 }), table, now)).toBeUndefined();
  });

  it('is not taken when it is not the answer the API gives', () => {
    expect(tableInfoOfPage(undefined, table, now)).toBeUndefined();
    expect(tableInfoOfPage(carried({ info: { ...info, status: 'BUSY' } }), table, now)).toBeUndefined();
    expect(tableInfoOfPage(carried({ at: 'yesterday' }), table, now)).toBeUndefined();
  });
});
