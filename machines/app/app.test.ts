import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { heardBy, heardOf, standInInputOf } from '../../tests/model/stand-in-chart.ts';
import { picanha, registeredCart } from '../cart/cart.fixtures.ts';
import { selectCartOf } from '../cart/cart.selectors.ts';
import { sessionMachine } from '../session/session.machine.ts';
import { mainAddress } from '../startup/startup.fixtures.ts';
import { completeUser } from '../user/user.fixtures.ts';
import { userMachine } from '../user/user.machine.ts';
import { appInput, settle, startApp } from './app.fixtures.ts';
import {
  selectAccount,
  selectAddressBook,
  selectFailure,
  selectIsAddressPickerOpen,
  selectIsReadyFor,
  selectStartup,
  selectTable,
  selectUnavailableService,
  selectUser,
} from './app.selectors.ts';

const storedTable = {
  slice: {
    storeId: 'centro',
    tableId: '7',
    tableKey: 'KEY7',
    sessionId: 's-1',
    userSessionId: 'u-1',
    seatToken: 't-1',
  },
};

describe('app (the actor tree)', () => {
  it('runs the session, the user store and the start-up load under their system ids', () => {
    const { app } = startApp(appInput('/'));
    for (const id of ['session', 'user', 'startup']) expect(app.system.get(id)).toBeDefined();
    expect(app.getSnapshot().matches({ account: 'away', table: 'away' })).toBe(true);
  });

  it('is ready for a page once the features are loaded', async () => {
    const { app } = startApp(appInput('/'));
    expect(selectIsReadyFor(app.getSnapshot(), '/')).toBe(false);
    await settle();
    expect(selectIsReadyFor(app.getSnapshot(), '/')).toBe(true);
  });

  it('downloads the account flows with the first account page, then tells them each new page', async () => {
    const { app, account, enter } = startApp(appInput('/'));
    await settle();
    enter('/auth');
    expect(app.getSnapshot().matches({ account: 'loading' })).toBe(true);
    expect(selectIsReadyFor(app.getSnapshot(), '/auth')).toBe(false);
    account.arrive();
    await settle();
    const flows = selectAccount(app.getSnapshot());
    expect(standInInputOf(flows)).toMatchObject({ pathname: '/auth', returnsToTable: false, user: null });
    expect(selectIsReadyFor(app.getSnapshot(), '/auth')).toBe(true);

    enter('/register');
    enter('/');
    enter('/auth/login');
    expect(
      heardOf(flows, 'route.entered').map((event) => (event as unknown as { pathname: string }).pathname),
    ).toEqual(['/register', '/', '/auth/login']);
    expect(account.asked()).toBe(1);
  });

  it('lets the account page show its failure when the code cannot come, and tries again on the next one', async () => {
    const { app, account, enter } = startApp(appInput('/auth'));
    await settle();
    account.fail();
    await settle();
    expect(app.getSnapshot().matches({ account: 'unavailable' })).toBe(true);
    expect(selectIsReadyFor(app.getSnapshot(), '/auth')).toBe(true);
    enter('/');
    expect(app.getSnapshot().matches({ account: 'away' })).toBe(true);
    enter('/register');
    expect(app.getSnapshot().matches({ account: 'loading' })).toBe(true);
    expect(account.asked()).toBe(2);
  });

  it('starts the table from storage at once, resumed, on any page', async () => {
    const { app, table } = startApp(appInput('/', { table: storedTable }));
    expect(app.getSnapshot().matches({ table: 'loading' })).toBe(true);
    table.arrive();
    await settle();
    const diner = selectTable(app.getSnapshot());
    expect(heardBy(diner)).toEqual(['table.resumed']);
    expect(standInInputOf(diner)).toMatchObject({ stored: storedTable.slice });
  });

  it('enters the QR link the table was opened with, and tells the table when the diner leaves its pages', async () => {
    const { app, table, enter } = startApp(
      appInput('/table-payment', {}, '?store_id=centro&table_id=7&key=KEY7'),
    );
    table.arrive();
    await settle();
    const diner = selectTable(app.getSnapshot());
    expect(heardOf(diner, 'qr.entered')).toEqual([
      { type: 'qr.entered', storeId: 'centro', tableId: '7', key: 'KEY7' },
    ]);
    enter('/table/order');
    expect(heardBy(diner)).not.toContain('table.exit');
    enter('/menu');
    expect(heardBy(diner)).toContain('table.exit');
  });

  it('tells the table who sits down when the user signs in, once', async () => {
    const { app, table } = startApp(appInput('/table'));
    table.arrive();
    await settle();
    const user = selectUser(app.getSnapshot());
    user.send({ type: 'user.signedIn', userType: 'registered' });
    user.send({ type: 'user.loaded', user: completeUser });
    const told = heardOf(selectTable(app.getSnapshot()), 'user.changed');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ user: { isRegistered: true, name: completeUser.name } });
  });

  it('starts the table with what the features say of ordering at the table', async () => {
    const { app, table } = startApp(appInput('/table'));
    await settle();
    table.arrive();
    await settle();
    expect(standInInputOf(selectTable(app.getSnapshot()))).toMatchObject({ tableOrderEnabled: true });
  });

  it('tells the table when the features arrive after it', async () => {
    const { app, table, features } = startApp(appInput('/table'), { configLater: true });
    table.arrive();
    await settle();
    expect(standInInputOf(selectTable(app.getSnapshot()))).toMatchObject({ tableOrderEnabled: false });
    features.arrive();
    await settle();
    expect(heardOf(selectTable(app.getSnapshot()), 'features.loaded')).toEqual([
      { type: 'features.loaded', tableOrder: true },
    ]);
  });

  it('loads only the features on the table pages, all the start-up data elsewhere, and again for ?reload', async () => {
    const { app, enter } = startApp(appInput('/table'));
    await settle();
    const startup = () => selectStartup(app.getSnapshot()).getSnapshot();
    expect(startup().context.features).toBeDefined();
    expect(startup().context.home).toBeUndefined();
    enter('/');
    await settle();
    expect(startup().context.home).toBeDefined();
    enter('/', '?reload');
    expect(startup().hasTag('busy')).toBe(true);
    await settle();
    expect(selectIsReadyFor(app.getSnapshot(), '/')).toBe(true);
  });

  it('sends a b2c customer home once the start-up data is loaded', async () => {
    const b2c = {
      user: {
        user: completeUser,
        type: 'b2c' as const,
        tutorialSeen: false,
        tableTermsAccepted: false,
        favorites: [],
        analyticsId: undefined,
      },
    };
    const { navigations } = startApp(appInput('/menu', b2c));
    await settle();
    expect(navigations).toEqual(['/']);
  });

  it('leaves a b2c customer who signs in where the login sends them, after the load that follows', async () => {
    const { app, navigations, enter } = startApp(appInput('/auth'));
    await settle();
    const session = createActor(sessionMachine, { input: { accessToken: 'a', refreshToken: 'r' } });
    const user = createActor(userMachine, { input: { user: completeUser, type: 'b2c' } });
    app.send({ type: 'xstate.snapshot.session', snapshot: session.getSnapshot() } as never);
    app.send({ type: 'xstate.snapshot.user', snapshot: user.getSnapshot() } as never);
    enter('/geolocation');
    await settle();
    expect(selectStartup(app.getSnapshot()).getSnapshot().value).toBe('ready');
    expect(navigations).toEqual([]);
  });

  it("does not download the cart's code for a visitor who cannot have a cart", async () => {
    const { app, cart } = startApp(appInput('/'));
    await settle();
    expect(app.getSnapshot().matches({ cart: 'away' })).toBe(true);
    expect(cart.asked()).toBe(0);
  });

  it("downloads the cart's code for a signed-in customer once start-up has settled", async () => {
    const { app, cart } = startApp(appInput('/', { tokens: { accessToken: 'a', refreshToken: 'r' } }));
    expect(cart.asked()).toBe(0);
    await settle();
    expect(app.getSnapshot().matches({ cart: 'loading' })).toBe(true);
    expect(cart.asked()).toBe(1);
  });

  it("hands a dish added before the cart's code arrived to the cart once it runs", async () => {
    const { app, cart } = startApp(appInput('/menu'));
    await settle();
    app.send({ type: 'cart.addItem', item: picanha });
    expect(app.getSnapshot().matches({ cart: 'loading' })).toBe(true);
    cart.arrive();
    await settle();
    expect(heardOf(selectCartOf(app.getSnapshot()) as never, 'cart.addItem')).toEqual([
      { type: 'cart.addItem', item: picanha },
    ]);
    expect(app.getSnapshot().context.heldCartItem).toBeUndefined();
  });

  it('takes the checkout option of a cart read back with dishes (spec §4: the override is gone after a load)', async () => {
    const { app, cart } = startApp(appInput('/menu', { tokens: { accessToken: 'a', refreshToken: 'r' } }));
    await settle();
    cart.arrive();
    await settle();
    const option = () => app.system.get('checkoutOption')?.getSnapshot().context.option;
    expect(option()).toBe('delivery');
    const readBack = (checkoutOption: 'delivery' | 'takeout', calls: unknown[] = []) =>
      ({
        context: { orderId: 'order-1', calls, serverCart: { ...registeredCart, checkoutOption } },
      }) as never;
    app.send({ type: 'xstate.snapshot.cart', snapshot: readBack('takeout') } as never);
    expect(option()).toBe('takeout');
    expect(selectStartup(app.getSnapshot()).getSnapshot().hasTag('busy')).toBe(true);
  });

  it('keeps the option chosen when the cart already had dishes, or has them for that option', async () => {
    const { app, cart } = startApp(appInput('/menu', { tokens: { accessToken: 'a', refreshToken: 'r' } }));
    await settle();
    cart.arrive();
    await settle();
    const option = () => app.system.get('checkoutOption')?.getSnapshot().context.option;
    const readBack = (checkoutOption: 'delivery' | 'takeout', calls: unknown[] = []) =>
      ({
        context: { orderId: 'order-1', calls, serverCart: { ...registeredCart, checkoutOption } },
      }) as never;
    // Dishes added while takeout was loading land in the delivery cart, which is moving to takeout.
    const moving = [{ kind: 'changeService' }];
    app.send({ type: 'xstate.snapshot.cart', snapshot: readBack('takeout', moving) } as never);
    app.send({ type: 'xstate.snapshot.cart', snapshot: readBack('delivery') } as never);
    app.send({ type: 'xstate.snapshot.cart', snapshot: readBack('takeout') } as never);
    expect(option()).toBe('delivery');
    expect(selectStartup(app.getSnapshot()).getSnapshot().hasTag('busy')).toBe(false);
  });

  it('opens and closes the unavailable-service modal', () => {
    const { app } = startApp(appInput('/'));
    const unavailable = { reason: 'STORE_CLOSED' as const, next_opening: null, today_hours: [] };
    app.send({ type: 'service.unavailable', ...unavailable });
    expect(selectUnavailableService(app.getSnapshot())).toEqual(unavailable);
    app.send({ type: 'service.modalClosed' });
    expect(selectUnavailableService(app.getSnapshot())).toBeUndefined();
  });

  it('says a store\'s "not now" where ordering happens, never on the profile\'s pages nor the legal texts', () => {
    const { app, enter } = startApp(appInput('/profile/addresses'));
    const unavailable = { reason: 'OUT_OF_AREA' as const, next_opening: null, today_hours: [] };
    for (const page of ['/profile/addresses', '/mobile/profile', '/profile/credentials', '/privacy/terms']) {
      enter(page);
      app.send({ type: 'service.unavailable', ...unavailable });
      expect(selectUnavailableService(app.getSnapshot())).toBeUndefined();
    }
    enter('/menu');
    app.send({ type: 'service.unavailable', ...unavailable });
    expect(selectUnavailableService(app.getSnapshot())).toEqual(unavailable);
    // Open on the menu, it does not follow the customer into the profile.
    enter('/profile/addresses');
    expect(selectUnavailableService(app.getSnapshot())).toBeUndefined();
  });

  it("opens the home's address picker for a signed-in customer with saved addresses, the wizard for anyone else", async () => {
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    const { app, navigations } = startApp(appInput('/', { tokens }), { addresses: [mainAddress] });
    await waitFor(app, (snapshot) => snapshot.context.facts.mainAddress !== undefined);
    app.send({ type: 'addressPicker.open' });
    expect(selectIsAddressPickerOpen(app.getSnapshot())).toBe(true);
    // The address book's chart runs under it, and goes with it.
    await settle();
    expect(selectAddressBook(app.getSnapshot())).toBeDefined();
    app.send({ type: 'addressPicker.close' });
    expect(selectAddressBook(app.getSnapshot())).toBeUndefined();
    expect(navigations).toEqual([]);

    const visitor = startApp(appInput('/'));
    await settle();
    visitor.app.send({ type: 'addressPicker.open' });
    expect(selectIsAddressPickerOpen(visitor.app.getSnapshot())).toBe(false);
    expect(visitor.navigations).toEqual(['/geolocation']);
  });

  it("opens the order's page when the cart being paid for turns out an order already (a reload while its PIX waited)", async () => {
    const { app, cart, navigations } = startApp(
      appInput('/payment', { tokens: { accessToken: 'a', refreshToken: 'r' } }),
    );
    await settle();
    cart.arrive();
    await settle();
    const placedAs = (placedOrderId: string | undefined) =>
      ({ context: { orderId: 'order-2', calls: [], serverCart: undefined, placedOrderId } }) as never;
    app.send({ type: 'xstate.snapshot.cart', snapshot: placedAs('order-1') } as never);
    app.send({ type: 'xstate.snapshot.cart', snapshot: placedAs('order-1') } as never);
    expect(navigations).toEqual(['/orders/order-1']);
  });

  it('leaves the customer where they are when a cart found placed is not the one being paid for', async () => {
    const { app, cart, navigations } = startApp(
      appInput('/menu', { tokens: { accessToken: 'a', refreshToken: 'r' } }),
    );
    await settle();
    cart.arrive();
    await settle();
    app.send({
      type: 'xstate.snapshot.cart',
      snapshot: { context: { orderId: 'order-2', calls: [], placedOrderId: 'order-1' } },
    } as never);
    expect(navigations).toEqual([]);
  });

  it('resets to the home page with fresh start-up data (406)', async () => {
    const { app, navigations } = startApp(appInput('/cart'));
    await settle();
    app.send({ type: 'state.reset' });
    expect(selectStartup(app.getSnapshot()).getSnapshot().hasTag('busy')).toBe(true);
    expect(navigations).toEqual(['/']);
  });

  it('resets the cart with the state (406)', async () => {
    const { app, cart } = startApp(appInput('/', { tokens: { accessToken: 'a', refreshToken: 'r' } }));
    await settle();
    cart.arrive();
    await settle();
    expect(app.getSnapshot().matches({ cart: 'present' })).toBe(true);
    app.send({ type: 'state.reset' });
    expect(heardBy(selectCartOf(app.getSnapshot()) as never)).toContain('cart.reset');
  });

  it('keeps the failure of a chart it cannot run without, for the fatal page', async () => {
    const { app, table, enter } = startApp(appInput('/'));
    enter('/table');
    table.fail();
    await settle();
    expect(app.getSnapshot().matches({ table: 'unavailable' })).toBe(true);
    expect(selectFailure(app.getSnapshot())).toBeUndefined();
    app.send({ type: 'xstate.error.actor.user', error: new Error('bug') } as never);
    expect(selectFailure(app.getSnapshot())).toEqual(new Error('bug'));
  });
});
