import { describe, expect, it } from 'vitest';
import { parseTableLink, tableOfQuery, tableQueryOf } from './table-link.ts';

describe('parseTableLink', () => {
  it('reads the store and table of a table link', () => {
    expect(
      parseTableLink(
        'https://brasa.example/table-payment?store_id=centro&table_id=7&key=KHCSMH3WEPVNGVQ9CFSW',
      ),
    ).toEqual({ storeId: 'centro', tableId: '7', key: 'KHCSMH3WEPVNGVQ9CFSW' });
  });

  it('accepts any host and a trailing slash', () => {
    expect(
      parseTableLink(' http://localhost:4173/table-payment/?key=ab12&table_id=9&store_id=pinheiros '),
    ).toEqual({
      storeId: 'pinheiros',
      tableId: '9',
      key: 'ab12',
    });
  });

  it.each([
    ['another page', 'https://brasa.example/menu?store_id=centro&table_id=7'],
    [
      'a link without the table',
      'https://brasa.example/table-payment?store_id=centro&key=KHCSMH3WEPVNGVQ9CFSW',
    ],
    ["a link without the table's key", 'https://brasa.example/table-payment?store_id=centro&table_id=7'],
    ['text that is no link', 'Mesa 7'],
    ['a PIX code', '00020126580014br.gov.bcb.pix0136'],
  ])('refuses %s', (_, text) => {
    expect(parseTableLink(text)).toBeUndefined();
  });
});

describe('tableQueryOf', () => {
  it('writes the query tableOfQuery reads back', () => {
    const table = { storeId: 'centro', tableId: '7', key: 'KHCSMH3WEPVNGVQ9CFSW' };
    expect(tableQueryOf(table)).toBe('store_id=centro&table_id=7&key=KHCSMH3WEPVNGVQ9CFSW');
    expect(tableOfQuery(tableQueryOf(table))).toEqual(table);
  });
});
