import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { required } from '../shared/required.ts';
import { picanha } from '../table-order/table-order.fixtures.ts';
import { pending } from '../table-payment/table-payment.fixtures.ts';
import { completeUser } from '../user/user.fixtures.ts';
import type { Bill } from './bill.ts';
import {
  bill,
  closedTable,
  freeTable,
  guest,
  incomplete,
  newcomer,
  openTable,
  paidBill,
  qrCode,
  registered,
  regular,
  seat,
  seated,
  session,
  table12,
} from './table.fixtures.ts';
import { answers, apiError, quotedForPix, startTable } from './table.harness.ts';
import {
  selectHasActiveSession,
  selectIsRedirectPending,
  selectLocation,
  selectStep,
  type TableSnapshot,
} from './table.location.ts';
import {
  selectBill,
  selectCanRetryTable,
  selectError,
  selectReturnPath,
  selectTableLabel,
  selectTableOrder,
  selectTablePayment,
  selectTableRegistration,
} from './table.selectors.ts';
import type { LocationCheck, TableInfo } from './table.types.ts';

const atStep = (path: string) => (snapshot: TableSnapshot) => selectStep(snapshot) === path;

describe('table flow order (spec §2)', () => {
  it('starts at the terms', () => {
    const { actor } = startTable(newcomer);
    expect(selectStep(actor.getSnapshot())).toBe('/table');
  });

  it('goes to the tutorial after accepting the terms', () => {
    const { actor, calls } = startTable(newcomer);
    actor.send({ type: 'terms.accept' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/tutorial');
    expect(calls.acceptTerms).toHaveLength(1);
  });

  it('skips the terms when they were accepted and the user is registered', () => {
    const { actor } = startTable({ ...newcomer, termsAccepted: true });
    expect(selectStep(actor.getSnapshot())).toBe('/table/tutorial');
  });

  it('shows the terms to a guest even when accepted before', () => {
    const { actor } = startTable({ ...regular, user: guest });
    expect(selectStep(actor.getSnapshot())).toBe('/table');
  });

  it('goes to the QR page once the tutorial is finished or skipped, and remembers it', () => {
    for (const type of ['tutorial.finish', 'tutorial.skip'] as const) {
      const { actor, calls } = startTable({ ...newcomer, termsAccepted: true });
      actor.send({ type });
      expect(selectStep(actor.getSnapshot())).toBe('/table/qrcode');
      expect(calls.rememberTutorialSeen).toHaveLength(1);
    }
  });

  it('skips the tutorial once seen', () => {
    const { actor } = startTable(regular);
    expect(selectStep(actor.getSnapshot())).toBe('/table/qrcode');
  });

  it('skips the QR scan when the ids came from the QR link, after terms and tutorial', async () => {
    const { actor, calls, lastPersisted } = startTable(newcomer);
    actor.send({ type: 'qr.entered', ...qrCode });
    expect(lastPersisted()).toMatchObject({ ...table12, externalScanning: true });
    expect(selectStep(actor.getSnapshot())).toBe('/table');
    actor.send({ type: 'terms.accept' });
    actor.send({ type: 'tutorial.finish' });
    await waitFor(actor, atStep('/table/order'));
    expect(calls.loadTableInfo).toEqual([table12]);
  });
});

describe('table QR entry (spec §4)', () => {
  it('joins the open session when the table has one', async () => {
    const { actor, calls, lastPersisted } = startTable(regular);
    actor.send({ type: 'qr.scanned', ...qrCode });
    await waitFor(actor, atStep('/table/order'));
    expect(calls.joinSession).toEqual([
      {
        sessionId: 'session-1',
        tableKey: 'KEY12',
        diner: { name: 'Ana Souza', document: '52998224725', includeDocumentInvoice: false },
      },
    ]);
    expect(calls.createSession).toBeUndefined();
    expect(lastPersisted()).toMatchObject({
      ...table12,
      ...session,
      externalScanning: false,
      tableInfo: openTable,
    });
    expect(selectHasActiveSession(actor.getSnapshot())).toBe(true);
  });

  it('creates a session when the table has a creation key', async () => {
    const { actor, calls } = startTable(regular, { loadTableInfo: async () => freeTable });
    actor.send({ type: 'qr.scanned', ...qrCode });
    await waitFor(actor, atStep('/table/order'));
    expect(calls.createSession).toMatchObject([{ ...table12, keyCreation: 'key-1', tableName: 'Mesa 12' }]);
  });

  it('says the table is unavailable when it has neither', async () => {
    const { actor } = startTable(regular, { loadTableInfo: async () => closedTable });
    actor.send({ type: 'qr.scanned', ...qrCode });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(selectError(actor.getSnapshot())).toBe('tableUnavailable');
  });

  it('offers a retry when the table cannot be loaded', async () => {
    const { actor } = startTable(regular, {
      loadTableInfo: answers<TableInfo>(apiError(undefined), freeTable),
    });
    actor.send({ type: 'qr.scanned', ...qrCode });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(selectError(actor.getSnapshot())).toBe('network');
    expect(selectCanRetryTable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'table.retry' });
    await waitFor(actor, atStep('/table/order'));
  });

  it('tells a code the restaurant does not have apart, without offering to ask again', async () => {
    const { actor } = startTable(regular, { loadTableInfo: answers<TableInfo>(apiError(404)) });
    actor.send({ type: 'qr.scanned', ...qrCode });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(selectError(actor.getSnapshot())).toBe('tableNotFound');
    expect(selectCanRetryTable(actor.getSnapshot())).toBe(false);
  });

  it('marks a guest redirect-pending and sends them to auth', async () => {
    const { actor, lastPersisted } = startTable({ ...regular, user: guest });
    actor.send({ type: 'qr.entered', ...qrCode });
    actor.send({ type: 'terms.accept' });
    await waitFor(actor, atStep('/auth'));
    expect(selectIsRedirectPending(actor.getSnapshot())).toBe(true);
    expect(lastPersisted()?.isPnmRedirect).toBe(true);
    expect(selectReturnPath(actor.getSnapshot())).toBe(
      '/table-payment?store_id=store-1&table_id=table-12&key=KEY12',
    );
  });

  it('lets a guest continue to the form and joins with the name and cpf given', async () => {
    const { actor, calls } = startTable({ ...regular, user: guest });
    actor.send({ type: 'qr.entered', ...qrCode });
    actor.send({ type: 'terms.accept' });
    await waitFor(actor, atStep('/auth'));
    actor.send({ type: 'guest.continue' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/form');
    expect(selectIsRedirectPending(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'guest.submit', name: ' ', includeDocumentInvoice: false });
    expect(selectError(actor.getSnapshot())).toBe('nameRequired');
    actor.send({
      type: 'guest.submit',
      name: 'Bia',
      document: '111.444.777-36',
      includeDocumentInvoice: true,
    });
    expect(selectError(actor.getSnapshot())).toBe('invalidCpf');
    actor.send({
      type: 'guest.submit',
      name: 'Bia',
      document: '111.444.777-35',
      includeDocumentInvoice: true,
    });
    await waitFor(actor, atStep('/table/order'));
    expect(calls.joinSession).toEqual([
      {
        sessionId: 'session-1',
        tableKey: 'KEY12',
        diner: { name: 'Bia', document: '111.444.777-35', includeDocumentInvoice: true },
      },
    ]);
  });

  it('joins as the signed-in user when the guest signs in at auth', async () => {
    const { actor, calls } = startTable({ ...regular, user: guest });
    actor.send({ type: 'qr.entered', ...qrCode });
    actor.send({ type: 'terms.accept' });
    await waitFor(actor, atStep('/auth'));
    actor.send({ type: 'user.changed', user: { ...guest } });
    expect(selectStep(actor.getSnapshot())).toBe('/auth');
    actor.send({ type: 'user.changed', user: registered });
    await waitFor(actor, atStep('/table/order'));
    expect(calls.joinSession).toMatchObject([{ diner: { name: 'Ana Souza' } }]);
    expect(selectIsRedirectPending(actor.getSnapshot())).toBe(false);
  });

  it('names the table and its restaurant at once after a reload', () => {
    const { actor } = startTable({ ...seated, stored: { ...seated.stored, tableInfo: openTable } });
    expect(selectTableLabel(actor.getSnapshot())).toEqual({
      table: openTable.tableName,
      store: openTable.storeName,
    });
  });

  it('loads the table and joins once when its link is entered again meanwhile', async () => {
    const { actor, calls } = startTable(regular);
    actor.send({ type: 'qr.entered', ...qrCode });
    expect(actor.getSnapshot().matches({ journey: 'loadingTable' })).toBe(true);
    actor.send({ type: 'qr.entered', ...qrCode });
    await waitFor(actor, (snapshot) => snapshot.matches({ journey: 'connecting' }));
    actor.send({ type: 'qr.entered', ...qrCode });
    await waitFor(actor, atStep('/table/order'));
    expect(calls.loadTableInfo).toHaveLength(1);
    expect(calls.joinSession).toHaveLength(1);
  });

  it('changes nothing when the table one sits at is scanned again', async () => {
    const { actor, calls } = startTable(seated);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'qr.scanned', ...qrCode });
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
    expect(calls.loadTableInfo).toBeUndefined();
  });
});

describe('registration update (spec §2)', () => {
  it('sends registered users missing table info to the registration update, which they may skip', async () => {
    const { actor, lastPersisted } = startTable({ ...seated, user: incomplete });
    expect(selectStep(actor.getSnapshot())).toBe('/table/registration-update');
    selectTableRegistration(actor.getSnapshot())?.send({ type: 'registration.skip' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
    expect(lastPersisted()?.skipRegistrationUpdate).toBe(true);
  });

  it('goes on to the order once nothing is missing any more', async () => {
    const { actor } = startTable({
      ...seated,
      user: { ...incomplete, account: { ...completeUser, name: null } },
    });
    selectTableRegistration(actor.getSnapshot())?.send({ type: 'name.submit', name: 'Ana Souza' });
    await waitFor(actor, atStep('/table/order'));
    expect(actor.getSnapshot().context.skipRegistrationUpdate).toBe(false);
  });

  it('does not ask again once skipped', () => {
    const { actor } = startTable({
      ...seated,
      user: incomplete,
      stored: { ...seated.stored, skipRegistrationUpdate: true },
    });
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
  });
});

describe('an account without a name', () => {
  it('is asked for one on the table form, and sits down under it', async () => {
    const { actor, calls } = startTable({ ...regular, user: { ...registered, name: undefined } });
    actor.send({ type: 'qr.entered', ...qrCode });
    await waitFor(actor, (snapshot) => selectStep(snapshot) === '/table/form');
    actor.send({ type: 'guest.submit', name: 'Bia', includeDocumentInvoice: false });
    await waitFor(actor, (snapshot) => selectStep(snapshot) === '/table/order');
    expect(calls.joinSession).toMatchObject([{ diner: { name: 'Bia' } }]);
  });
});

describe('the live bill', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the bill and refreshes it every 3 s', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startTable(seated);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(selectBill(actor.getSnapshot())).toEqual(bill);
    expect(calls.loadBill).toEqual([seat]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.loadBill).toHaveLength(2);
    actor.send({ type: 'bill.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.loadBill).toHaveLength(3);
  });

  it('keeps the last bill when a refresh fails, and tries again', async () => {
    vi.useFakeTimers();
    const { actor } = startTable(seated, { loadBill: answers<Bill>(bill, apiError(503), paidBill) });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('stale')).toBe(true);
    expect(selectBill(actor.getSnapshot())).toEqual(bill);
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('stale')).toBe(false);
    expect(selectBill(actor.getSnapshot())).toEqual(paidBill);
  });

  it('tells the app once when the bill is settled', async () => {
    vi.useFakeTimers();
    const { actor, settled } = startTable(seated, { loadBill: answers<Bill>(bill, paidBill) });
    await vi.advanceTimersByTimeAsync(9000);
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(settled).toEqual([{ type: 'bill.settled' }]);
  });

  it.each([
    ['SESSION_EXPIRED', apiError(400, { code: 'SESSION_EXPIRED' })],
    ['404', apiError(404)],
    ['403', apiError(403)],
  ])('expires when the session is gone server-side (%s)', async (_, error) => {
    const { actor, lastPersisted } = startTable(seated, { loadBill: answers<Bill>(error) });
    await waitFor(actor, (snapshot) => snapshot.hasTag('expired'));
    expect(selectStep(actor.getSnapshot())).toBe('/table/qrcode');
    expect(selectHasActiveSession(actor.getSnapshot())).toBe(false);
    expect(lastPersisted()).toMatchObject({ sessionId: undefined, userSessionId: undefined });
    actor.send({ type: 'qr.entered', ...qrCode });
    await waitFor(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('ready'));
  });
});

describe('the table menu (spec §2)', () => {
  it('asks for the location before the menu, and opens it inside the indoor area', async () => {
    const { actor, lastPersisted } = startTable(seated, {
      checkLocation: answers<LocationCheck>(
        { inside: false, latitude: -23.5, longitude: -46.6 },
        { inside: true, latitude: -23.56, longitude: -46.65 },
      ),
    });
    actor.send({ type: 'menu.open' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/geolocation');
    actor.send({ type: 'location.check' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('outside'));
    actor.send({ type: 'location.check' });
    await waitFor(actor, atStep('/table/menu'));
    expect(lastPersisted()).toMatchObject({
      isInsideIndoorArea: true,
      geolocation: { latitude: -23.56, longitude: -46.65 },
    });
  });

  it('opens the menu straight away once inside', () => {
    const { actor } = startTable({ ...seated, stored: { ...seated.stored, isInsideIndoorArea: true } });
    actor.send({ type: 'menu.open' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/menu');
  });

  it('goes back to the bill, fetched at once, when an order from the menu is placed', async () => {
    const started = startTable({ ...seated, stored: { ...seated.stored, isInsideIndoorArea: true } });
    const { actor, calls } = started;
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'menu.open' });
    const order = required(selectTableOrder(actor.getSnapshot()), 'the table order');
    await waitFor(order, (snapshot) => snapshot.hasTag('browsing'));
    order.send({ type: 'item.open', itemId: picanha.id });
    await waitFor(order, (snapshot) => snapshot.matches({ item: 'choosing' }));
    order.send({ type: 'item.add' });
    order.send({ type: 'basket.open' });
    order.send({ type: 'order.send' });
    await waitFor(actor, atStep('/table/order'));
    expect(calls.announceOrderPlaced).toHaveLength(1);
    await waitFor(actor, () => calls.loadBill?.length === 2);
  });

  it('has no menu nor geolocation when table ordering is off', () => {
    const { actor } = startTable({ ...seated, tableOrderEnabled: false });
    actor.send({ type: 'menu.open' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
  });

  it('offers the menu once the features loaded after the table say table ordering is on', () => {
    const { actor } = startTable({ ...seated, tableOrderEnabled: false });
    actor.send({ type: 'features.loaded', tableOrder: true });
    actor.send({ type: 'menu.open' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/geolocation');
  });

  it('goes to the payment page and back', async () => {
    const { actor } = startTable(seated);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'payment.start' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/payment');
    expect(selectTablePayment(actor.getSnapshot())).toBeDefined();
    actor.send({ type: 'payment.close' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
    expect(selectTablePayment(actor.getSnapshot())).toBeUndefined();
  });

  it('keeps a payment under way while the diner looks at the bill, and returns to it', async () => {
    const table = startTable(seated, { addPayment: async () => pending });
    const { actor } = table;
    const payment = await quotedForPix(table);
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/table/payment' });
    payment.send({ type: 'payment.submit' });
    await waitFor(payment, (snapshot) => snapshot.hasTag('pix'));
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/table/pix' });
    actor.send({ type: 'step.back' });
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/table/order' });
    actor.send({ type: 'payment.start' });
    expect(selectTablePayment(actor.getSnapshot())).toBe(payment);
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/table/pix' });
  });

  it('asks for the bill at once when a PIX charge holds the share', async () => {
    const table = startTable(seated, { addPayment: async () => pending });
    const { actor, calls } = table;
    const payment = await quotedForPix(table);
    payment.send({ type: 'payment.submit' });
    await waitFor(actor, () => calls.loadBill?.length === 2);
  });
});

describe('leaving (spec §4)', () => {
  it('leaves the session, resets session and order state, and returns to the scanner', async () => {
    const { actor, calls, lastPersisted } = startTable(seated);
    actor.send({ type: 'table.leave' });
    await waitFor(actor, atStep('/table/qrcode'));
    expect(calls.leaveSession).toEqual([seat]);
    expect(lastPersisted()).toMatchObject({
      storeId: undefined,
      sessionId: undefined,
      userSessionId: undefined,
    });
    expect(selectBill(actor.getSnapshot())).toBeUndefined();
  });

  it('stays at the table when leaving fails, until the diner tries again or cancels', async () => {
    const { actor } = startTable(seated, { leaveSession: answers<void>(apiError(undefined)) });
    actor.send({ type: 'table.leave' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(selectHasActiveSession(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'leave.cancel' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
  });

  it('resets table and session when the diner leaves the table area', () => {
    const { actor, lastPersisted } = startTable(seated);
    actor.send({ type: 'table.exit' });
    expect(selectHasActiveSession(actor.getSnapshot())).toBe(false);
    expect(lastPersisted()).toMatchObject({ storeId: undefined, tableId: undefined, sessionId: undefined });
  });

  it('keeps them while a redirect is pending', async () => {
    const { actor } = startTable({ ...regular, user: guest });
    actor.send({ type: 'qr.entered', ...qrCode });
    actor.send({ type: 'terms.accept' });
    await waitFor(actor, atStep('/auth'));
    actor.send({ type: 'table.exit' });
    expect(selectStep(actor.getSnapshot())).toBe('/auth');
    expect(selectReturnPath(actor.getSnapshot())).toBeDefined();
  });
});

describe('reload (spec §3 "Table (persisted)")', () => {
  it('returns the diner to the stored session', async () => {
    const { actor, calls } = startTable(seated);
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(calls.loadTableInfo).toBeUndefined();
  });

  it('a guest back from auth with a pending redirect goes through the table again', async () => {
    const { actor } = startTable({
      ...regular,
      user: registered,
      stored: { ...table12, isPnmRedirect: true },
    });
    await waitFor(actor, atStep('/table/order'));
    expect(selectIsRedirectPending(actor.getSnapshot())).toBe(false);
  });
});
