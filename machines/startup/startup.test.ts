import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address } from '../../contract/schemas/address.ts';
import type { StoreGeolocation, Stores } from '../../contract/schemas/catalog.ts';
import type { Home } from '../../contract/schemas/cms.ts';
import {
  bothServices,
  config,
  favorites,
  home,
  location,
  mainAddress,
  mainAddressPoint,
  noneNearby,
  storeGeolocation,
  takeoutOnly,
} from './startup.fixtures.ts';
import { startupMachine } from './startup.machine.ts';
import type { StartupConfig, StartupInput } from './startup.types.ts';

interface Results {
  loadConfig: () => StartupConfig;
  loadAddresses: () => Address[];
  loadUser: () => unknown;
  loadRestaurants: () => Stores;
  loadStoreGeolocation: () => StoreGeolocation;
  loadFavorites: () => string[];
  loadHome: () => Home;
}

const defaults: Results = {
  loadConfig: () => config,
  loadAddresses: () => [],
  loadUser: () => null,
  loadRestaurants: () => bothServices,
  loadStoreGeolocation: () => storeGeolocation,
  loadFavorites: () => favorites,
  loadHome: () => home,
};

/** Fails the first call (offline, unless `error` says otherwise), then answers like `then`. */
function failingOnce<T>(then: () => T, error: unknown = new Error('offline')): () => T {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls === 1) throw error;
    return then();
  };
}

function startStartup(input: StartupInput, overrides: Partial<Results> = {}) {
  const results = { ...defaults, ...overrides };
  const log: string[] = [];
  const inputs: Record<string, unknown[]> = {};
  const fake = <TOutput, TInput>(name: keyof Results, result: () => TOutput) =>
    fromPromise<TOutput, TInput>(async ({ input: actorInput }) => {
      log.push(`${name} started`);
      inputs[name] = [...(inputs[name] ?? []), actorInput];
      // Yield once, so that actors invoked together are all started before any finishes.
      await Promise.resolve();
      log.push(`${name} finished`);
      return result();
    });
  const machine = startupMachine.provide({
    actors: {
      loadConfig: fake('loadConfig', results.loadConfig),
      loadAddresses: fake('loadAddresses', results.loadAddresses),
      loadUser: fake('loadUser', results.loadUser),
      loadRestaurants: fake('loadRestaurants', results.loadRestaurants),
      loadStoreGeolocation: fake('loadStoreGeolocation', results.loadStoreGeolocation),
      loadFavorites: fake('loadFavorites', results.loadFavorites),
      loadHome: fake('loadHome', results.loadHome),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.hasTag('ready') || snapshot.hasTag('fatal'));
  return { actor, log, inputs, settled };
}

const started = (log: string[]) =>
  log.filter((line) => line.endsWith('started')).map((line) => line.split(' ')[0]);

describe('start-up load (spec §4)', () => {
  it('loads features and redirects before anything else', async () => {
    const { log, settled } = startStartup({ skipLoad: false, mayHaveAccess: true, location });
    const snapshot = await settled();
    expect(log.slice(0, 2)).toEqual(['loadConfig started', 'loadConfig finished']);
    expect(snapshot.context.features).toEqual(config.features);
    expect(snapshot.context.redirects).toEqual(config.redirects);
  });

  it('loads addresses and user in parallel before restaurants', async () => {
    const { log, settled } = startStartup({ skipLoad: false, mayHaveAccess: true, location });
    await settled();
    expect(log.slice(2, 7)).toEqual([
      'loadAddresses started',
      'loadUser started',
      'loadAddresses finished',
      'loadUser finished',
      'loadRestaurants started',
    ]);
  });

  it('then loads restaurants, the restaurant geolocation, favorites and home, in that order', async () => {
    const { log, settled } = startStartup({ skipLoad: false, mayHaveAccess: true, location });
    await settled();
    expect(started(log)).toEqual([
      'loadConfig',
      'loadAddresses',
      'loadUser',
      'loadRestaurants',
      'loadStoreGeolocation',
      'loadFavorites',
      'loadHome',
    ]);
  });

  it('says the service is known once the restaurants are in, while the rest of the load still runs', async () => {
    const { actor, settled } = startStartup({ skipLoad: false, mayHaveAccess: true, location });
    const known: string[] = [];
    actor.subscribe((snapshot) => {
      if (snapshot.hasTag('serviceKnown') && snapshot.hasTag('busy'))
        known.push(JSON.stringify(snapshot.value));
    });
    expect(actor.getSnapshot().hasTag('serviceKnown')).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches({ loading: 'restaurants' }));
    expect(actor.getSnapshot().hasTag('serviceKnown')).toBe(false);
    const snapshot = await settled();
    expect(snapshot.hasTag('serviceKnown')).toBe(true);
    expect(known).toEqual(
      ['restaurantGeolocation', 'favorites', 'home'].map((step) => JSON.stringify({ loading: step })),
    );
  });

  it('is busy while it runs and ready with every result afterwards', async () => {
    const { actor, settled } = startStartup({ skipLoad: false, mayHaveAccess: true, location });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled();
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context).toMatchObject({
      user: null,
      addresses: [],
      stores: bothServices,
      checkoutOption: 'delivery',
      serviceId: 'svc-delivery',
      storeGeolocation,
      favorites,
      home,
    });
  });

  it('passes the location and the resolved service id to the loads that need them', async () => {
    const { inputs, settled } = startStartup({
      skipLoad: false,
      mayHaveAccess: true,
      location,
      checkoutOption: 'takeout',
    });
    await settled();
    expect(inputs.loadRestaurants).toEqual([{ location }]);
    expect(inputs.loadStoreGeolocation).toEqual([{ serviceId: 'svc-takeout', location }]);
    expect(inputs.loadFavorites).toEqual([{ serviceId: 'svc-takeout' }]);
    expect(inputs.loadHome).toEqual([{ serviceId: 'svc-takeout' }]);
  });

  it('starts from the checkout option kept from an earlier visit', async () => {
    const { settled } = startStartup({
      skipLoad: false,
      mayHaveAccess: true,
      location,
      checkoutOption: 'takeout',
    });
    const snapshot = await settled();
    expect(snapshot.context.checkoutOption).toBe('takeout');
  });

  it('looks the stores up at the main address, before the stored position', async () => {
    const { inputs, settled } = startStartup(
      { skipLoad: false, mayHaveAccess: true, location },
      { loadAddresses: () => [{ ...mainAddress, is_main: false, latitude: 1.5 }, mainAddress] },
    );
    await settled();
    expect(inputs.loadRestaurants).toEqual([{ location: mainAddressPoint }]);
    expect(inputs.loadStoreGeolocation).toEqual([{ serviceId: 'svc-delivery', location: mainAddressPoint }]);
  });

  it('without any location asks for the stores but not whether the store serves the customer', async () => {
    const { inputs, log, settled } = startStartup({ skipLoad: false, mayHaveAccess: true });
    const snapshot = await settled();
    expect(inputs.loadRestaurants).toEqual([{ location: undefined }]);
    expect(started(log)).not.toContain('loadStoreGeolocation');
    expect(snapshot.context.serviceId).toBe('svc-delivery');
    expect(snapshot.context.storeGeolocation).toBeUndefined();
  });

  it('switches to takeout when the first restaurant offers no delivery', async () => {
    const { settled } = startStartup(
      { skipLoad: false, mayHaveAccess: true, location },
      { loadRestaurants: () => takeoutOnly },
    );
    const snapshot = await settled();
    expect(snapshot.context.checkoutOption).toBe('takeout');
    expect(snapshot.context.serviceId).toBe('svc-takeout');
  });

  it('skips the restaurant geolocation when no restaurant serves the location', async () => {
    const { log, settled } = startStartup(
      { skipLoad: false, mayHaveAccess: true, location },
      { loadRestaurants: () => noneNearby },
    );
    const snapshot = await settled();
    expect(started(log)).not.toContain('loadStoreGeolocation');
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.serviceId).toBeUndefined();
    expect(snapshot.context.storeGeolocation).toBeUndefined();
  });

  it('treats a failed favorites fetch as an empty list', async () => {
    const failing = () => {
      throw new Error('offline');
    };
    const { settled } = startStartup(
      { skipLoad: false, mayHaveAccess: true, location },
      { loadFavorites: failing },
    );
    const snapshot = await settled();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.favorites).toEqual([]);
  });

  it('goes fatal when home fails and retries', async () => {
    const { actor, log, settled } = startStartup(
      { skipLoad: false, mayHaveAccess: true, location },
      { loadHome: failingOnce(() => home) },
    );
    const failed = await settled();
    expect(failed.hasTag('fatal')).toBe(true);
    expect(failed.context.error).toEqual(new Error('offline'));
    actor.send({ type: 'startup.retry' });
    const retried = await settled();
    expect(retried.value).toBe('ready');
    expect(retried.context.error).toBeUndefined();
    expect(started(log).filter((name) => name === 'loadConfig')).toHaveLength(1);
  });

  it('starts the load over as a visitor when the session ended elsewhere, without the failure page', async () => {
    const ended = { key: 'unauthorized', status: 401 };
    const { log, settled } = startStartup(
      { skipLoad: false, mayHaveAccess: true, location },
      {
        loadUser: failingOnce(() => null, ended),
      },
    );
    const loaded = await settled();
    expect(loaded.value).toBe('ready');
    expect(loaded.context.mayHaveAccess).toBe(false);
    expect(started(log).filter((name) => name === 'loadUser')).toHaveLength(2);
  });

  it('waits as a visitor without access when the session ended and sign-in is external', async () => {
    const ended = { key: 'unauthorized', status: 401 };
    const { settled } = startStartup(
      { skipLoad: false, mayHaveAccess: true, location },
      {
        loadConfig: () => ({ ...config, features: { ...config.features, external_login: true } }),
        loadAddresses: failingOnce(() => [], ended),
      },
    );
    const waiting = await settled();
    expect(waiting.value).toBe('idle');
    expect(waiting.hasTag('fatal')).toBe(false);
  });

  it('goes fatal when the features fail to load and retries them', async () => {
    const { actor, settled } = startStartup(
      { skipLoad: false, mayHaveAccess: true, location },
      { loadConfig: failingOnce(() => config) },
    );
    expect((await settled()).hasTag('fatal')).toBe(true);
    actor.send({ type: 'startup.retry' });
    const retried = await settled();
    expect(retried.value).toBe('ready');
    expect(retried.context.features).toEqual(config.features);
  });

  it('reloads on startup.reload, with a new location when one is given', async () => {
    const { actor, inputs, settled } = startStartup({ skipLoad: false, mayHaveAccess: true, location });
    await settled();
    const elsewhere = { latitude: -22.9, longitude: -43.2 };
    actor.send({ type: 'startup.reload', location: elsewhere });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect((await settled()).value).toBe('ready');
    expect(inputs.loadRestaurants).toEqual([{ location }, { location: elsewhere }]);
  });

  it('re-runs the load with the chosen option on checkoutOption.change', async () => {
    const { actor, inputs, settled } = startStartup({ skipLoad: false, mayHaveAccess: true, location });
    await settled();
    actor.send({ type: 'checkoutOption.change', option: 'takeout' });
    const snapshot = await settled();
    expect(snapshot.context.serviceId).toBe('svc-takeout');
    expect(inputs.loadHome).toEqual([{ serviceId: 'svc-delivery' }, { serviceId: 'svc-takeout' }]);
  });

  it('restarts a running load when the checkout option changes', async () => {
    const { actor, log, settled } = startStartup({ skipLoad: false, mayHaveAccess: true, location });
    await waitFor(actor, (snapshot) => snapshot.matches({ loading: 'restaurants' }));
    actor.send({ type: 'checkoutOption.change', option: 'takeout' });
    const snapshot = await settled();
    expect(snapshot.context.serviceId).toBe('svc-takeout');
    expect(started(log).filter((name) => name === 'loadAddresses')).toHaveLength(2);
  });

  it('skips the load on table routes but still loads features', async () => {
    const { log, settled } = startStartup({ skipLoad: true, mayHaveAccess: true });
    const snapshot = await settled();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.context.features).toEqual(config.features);
    expect(started(log)).toEqual(['loadConfig']);
  });

  it('runs the load when a skipped start-up receives startup.load', async () => {
    const { actor, inputs, settled } = startStartup({ skipLoad: true, mayHaveAccess: true });
    await settled();
    actor.send({ type: 'startup.load', mayHaveAccess: true, location });
    expect((await settled()).value).toBe('ready');
    expect(inputs.loadRestaurants).toEqual([{ location }]);
  });

  it('does not load stores and home for a visitor without access when external login is on (spec §4)', async () => {
    const externalLogin = { ...config, features: { ...config.features, external_login: true } };
    const { actor, log, settled } = startStartup(
      { skipLoad: false, mayHaveAccess: false },
      { loadConfig: () => externalLogin },
    );
    const snapshot = await settled();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.hasTag('ready')).toBe(true);
    actor.send({ type: 'startup.load', mayHaveAccess: false });
    expect((await settled()).value).toBe('idle');
    expect(started(log)).toEqual(['loadConfig']);
    actor.send({ type: 'startup.load', mayHaveAccess: true, location });
    expect((await settled()).value).toBe('ready');
  });

  it('keeps the location of a reload that comes before any load, for the load to come', async () => {
    const { actor, inputs, settled } = startStartup({ skipLoad: true, mayHaveAccess: true });
    await settled();
    actor.send({ type: 'startup.reload', location });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'startup.load', mayHaveAccess: true });
    expect((await settled()).value).toBe('ready');
    expect(inputs.loadRestaurants).toEqual([{ location }]);
  });

  it('runs the load when startup.load arrives while the features are still loading', async () => {
    const { actor, settled } = startStartup({ skipLoad: true, mayHaveAccess: true });
    actor.send({ type: 'startup.load', mayHaveAccess: true });
    expect((await settled()).value).toBe('ready');
  });
});
