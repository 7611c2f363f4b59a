import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { matchRoute } from '../../contract/routes.ts';
import { bill, guest, newcomer, openTable, qrCode, regular, seated, table12 } from './table.fixtures.ts';
import { startTable } from './table.harness.ts';
import {
  selectHasActiveSession,
  selectIsInsideIndoorArea,
  selectIsRedirectPending,
  selectSession,
  selectStep,
} from './table.location.ts';
import { tableMachine } from './table.machine.ts';
import {
  selectBill,
  selectCanOrderAtTable,
  selectError,
  selectIsBillStale,
  selectIsBusy,
  selectIsExpired,
  selectIsOutsideIndoorArea,
  selectIsSettled,
  selectPersisted,
  selectReturnPath,
  selectTableLabel,
} from './table.selectors.ts';

describe('table selectors', () => {
  it('names only pages of the table flow (spec §2), each with its place in the route table', () => {
    const pages = new Set<string>();
    const visit = (node: AnyStateNode) => {
      for (const tag of node.tags) if (tag.startsWith('route:')) pages.add(tag.slice('route:'.length));
      for (const child of Object.values(node.states)) visit(child);
    };
    visit(tableMachine.root);
    expect([...pages].sort()).toEqual(
      [
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
      ].sort(),
    );
    for (const page of pages) expect(matchRoute(page)?.tableStep).toBeTypeOf('number');
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
    expect(selectSession(snapshot)).toEqual({
      sessionId: 'session-1',
      userSessionId: 'user-session-1',
      dinerId: 'diner-1',
    });
    expect(selectBill(snapshot)).toEqual(bill);
    expect(selectIsBillStale(snapshot)).toBe(false);
    expect(selectIsSettled(snapshot)).toBe(false);
    expect(selectIsOutsideIndoorArea(snapshot)).toBe(false);
    expect(selectPersisted(snapshot)).toMatchObject({
      ...table12,
      sessionId: 'session-1',
      seatToken: 'seat-token-1',
      externalScanning: false,
    });
  });

  it('gives the QR link back to a guest sent to sign in', async () => {
    const { actor } = startTable({ ...seated, user: guest, stored: { ...table12, isPnmRedirect: true } });
    expect(selectReturnPath(actor.getSnapshot())).toBe(
      '/table-payment?store_id=store-1&table_id=table-12&key=KEY12',
    );
  });
});
