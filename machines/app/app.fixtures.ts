import { createActor, fromPromise } from 'xstate';
import type { Address } from '../../contract/schemas/address.ts';
import { standInChart } from '../../tests/model/stand-in-chart.ts';
import { sessionMachine } from '../session/session.machine.ts';
import { bothServices, config, favorites, home, storeGeolocation } from '../startup/startup.fixtures.ts';
import { startupMachine } from '../startup/startup.machine.ts';
import { userMachine } from '../user/user.machine.ts';
import { appMachine } from './app.machine.ts';
import type { AppInput, StoredState } from './app.types.ts';

/** Test data and a tree for the app machine's unit tests. */

export const phone = { isMobile: true, type: 'web' as const, version: 'test' };

export const appInput = (pathname: string, stored: StoredState = {}, search = ''): AppInput => ({
  pathname,
  search,
  device: phone,
  stored,
});

/** An answer that comes when the test says so, or fails to come; counted each time it is asked for. */
function pending<T>(value: T) {
  let answer: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  let asked = 0;
  const logic = fromPromise<T, undefined>(() => {
    asked += 1;
    return new Promise<T>((resolve, reject) => {
      answer = () => resolve(value);
      fail = reject;
    });
  });
  return { logic, arrive: () => answer(), fail: () => fail(new Error('offline')), asked: () => asked };
}

/**
 * The app's tree with its long-lived charts run for real over fake effects (the start-up data answers
 * at once, or the features when the test says), and the account flows, the table and the cart as stand-ins that remember what they heard.
 */
export function startApp(input: AppInput, { configLater = false, addresses = [] as Address[] } = {}) {
  const account = pending<void>(undefined);
  const table = pending<void>(undefined);
  const cart = pending<void>(undefined);
  const features = pending(config);
  const answer = <TOutput, TInput>(value: TOutput) => fromPromise<TOutput, TInput>(async () => value);
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: { refreshTokens: fromPromise(async () => ({ accessToken: 'a', refreshToken: 'r' })) },
      }),
      user: userMachine.provide({ actions: { persist: () => {} } }),
      startup: startupMachine.provide({
        actors: {
          loadConfig: configLater ? features.logic : answer(config),
          loadAddresses: answer<Address[], undefined>(addresses),
          loadUser: answer<unknown, undefined>(null),
          loadRestaurants: answer(bothServices),
          loadStoreGeolocation: answer(storeGeolocation),
          loadFavorites: answer(favorites),
          loadHome: answer(home),
        },
      }),
      account: standInChart('account'),
      table: standInChart('table'),
      loadAccount: account.logic,
      loadTable: table.logic,
      cart: standInChart('cart'),
      loadCart: cart.logic,
      addressBook: standInChart('addressBook'),
      loadAddressBook: answer<void, undefined>(undefined),
    },
  });
  const app = createActor(machine, { input, systemId: 'app' });
  const navigations: string[] = [];
  app.on('navigate', ({ to }) => navigations.push(to));
  app.start();
  const enter = (pathname: string, search = '') => app.send({ type: 'route.entered', pathname, search });
  return { app, account, table, cart, features, navigations, enter };
}

/** Lets the fake effects answer (each a resolved promise). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
