import { describe, expect, it } from 'vitest';
import { bill, guest, newcomer, openTable, qrCode, regular, seated } from './table.fixtures.ts';
import { startTable } from './table.harness.ts';
import {
  selectBill,
  selectCanOrderAtTable,
  selectError,
  selectHasActiveSession,
  selectIsBillStale,
  selectIsBusy,
  selectIsExpired,
  selectIsInsideIndoorArea,
  selectIsOutsideIndoorArea,
  selectIsRedirectPending,
  selectIsSettled,
  selectPersisted,
  selectReturnPath,
  selectSession,
  selectStep,
  selectTableLabel,
  TABLE_STEP_PATHS,
} from './table.selectors.ts';

describe('table selectors', () => {
  it('maps every step tag to its route (spec §2)', () => {
    expect(Object.values(TABLE_STEP_PATHS)).toEqual([
      '/table',
      '/table/tutorial',
      '/table/qrcode',
      '/table/form',
      '/auth',
      '/table/registration-update',
      '/table/order',
      '/table/menu',
      '/table/geolocation',
      '/table/payment',
    ]);
  });

  it('reads a diner before any table', () => {
    const snapshot = startTable(newcomer).actor.getSnapshot();
    expect(selectStep(snapshot)).toBe('/table');
    expect(selectBill(snapshot)).toBeUndefined();
    expect(selectTableLabel(snapshot)).toBeUndefined();
    expect(selectSession(snapshot)).toBeUndefined();
    expect(selectHasActiveSession(snapshot)).toBe(false);
    expect(selectIsRedirectPending(snapshot)).toBe(false);
    expect(selectReturnPath(snapshot)).toBeUndefined();
    expect(selectError(snapshot)).toBeUndefined();
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectIsExpired(snapshot)).toBe(false);
    expect(selectCanOrderAtTable(snapshot)).toBe(true);
    expect(selectIsInsideIndoorArea(snapshot)).toBe(false);
  });

  it('reads a seated diner', async () => {
    const { actor } = startTable(regular);
    actor.send({ type: 'qr.scanned', ...qrCode });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = actor.getSnapshot();
    expect(selectTableLabel(snapshot)).toEqual({ table: openTable.tableName, store: openTable.storeName });
    expect(selectSession(snapshot)).toEqual({ sessionId: 'session-1', userSessionId: 'user-session-1' });
    expect(selectBill(snapshot)).toEqual(bill);
    expect(selectIsBillStale(snapshot)).toBe(false);
    expect(selectIsSettled(snapshot)).toBe(false);
    expect(selectIsOutsideIndoorArea(snapshot)).toBe(false);
    expect(selectPersisted(snapshot)).toMatchObject({
      ...qrCode,
      sessionId: 'session-1',
      externalScanning: false,
    });
  });

  it('gives the QR link back to a guest sent to sign in', async () => {
    const { actor } = startTable({ ...seated, user: guest, stored: { ...qrCode, isPnmRedirect: true } });
    expect(selectReturnPath(actor.getSnapshot())).toBe('/table-payment?store_id=store-1&table_id=table-12');
  });
});
