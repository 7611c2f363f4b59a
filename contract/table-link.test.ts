import { describe, expect, it } from 'vitest';
import { parseTableLink } from './table-link.ts';

describe('parseTableLink', () => {
  it('reads the store and table of a table link', () => {
    expect(parseTableLink('https://brasa.example/table-payment?store_id=centro&table_id=7')).toEqual({
      storeId: 'centro',
      tableId: '7',
    });
  });

  it('accepts any host and a trailing slash', () => {
    expect(parseTableLink(' http://localhost:4173/table-payment/?table_id=9&store_id=pinheiros ')).toEqual({
      storeId: 'pinheiros',
      tableId: '9',
    });
  });

  it.each([
    ['another page', 'https://brasa.example/menu?store_id=centro&table_id=7'],
    ['a link without the table', 'https://brasa.example/table-payment?store_id=centro'],
    ['text that is no link', 'Mesa 7'],
    ['a PIX code', '00020126580014br.gov.bcb.pix0136'],
  ])('refuses %s', (_, text) => {
    expect(parseTableLink(text)).toBeUndefined();
  });
});
