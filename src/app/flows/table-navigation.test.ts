import { describe, expect, it } from 'vitest';
import { isTableArea } from '../table-host.ts';
import { showsStep } from './table-navigation.ts';

describe('the table pages', () => {
  it.each(['/table', '/table/order', '/table/pix', '/table-payment'])('%s is a table page', (path) => {
    expect(isTableArea(path)).toBe(true);
  });

  it.each(['/', '/auth', '/tables', '/menu'])('%s is not', (path) => {
    expect(isTableArea(path)).toBe(false);
  });

  it('shows the PIX page as part of paying, and the full terms at any step', () => {
    expect(showsStep('/table/pix', '/table/payment')).toBe(true);
    expect(showsStep('/table/terms', '/table/order')).toBe(true);
    expect(showsStep('/table/order', '/table/payment')).toBe(false);
    expect(showsStep('/table/qrcode', '/table/qrcode')).toBe(true);
  });
});
