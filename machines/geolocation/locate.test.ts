import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise, waitFor } from 'xstate';
import type { GeoPoint } from '../../contract/geo-point.ts';
import { paulistaPlace, paulistaPosition, pinheirosPlace } from './geolocation.fixtures.ts';
import type {
  AddressSearchInput,
  LocateEvent,
  LocationPermission,
  Place,
  PositionFailure,
  PostalCodeInput,
} from './geolocation.types.ts';
import { locateMachine } from './locate.machine.ts';
import { selectCanLocate, selectError, selectPermission, selectResults } from './locate.selectors.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Answers {
  permission?: LocationPermission;
  position?: () => Promise<GeoPoint>;
  reverse?: () => Promise<Place>;
  postalCode?: (cep: string) => Place[];
  search?: (query: string) => Place[];
}

function startLocate({ autoLocate = true, ...answers }: Answers & { autoLocate?: boolean } = {}) {
  const calls: string[] = [];
  const machine = locateMachine.provide({
    actors: {
      checkPermission: fromPromise(async () => answers.permission ?? 'prompt'),
      requestPosition: fromPromise(async () => {
        calls.push('position');
        return (answers.position ?? (async () => paulistaPosition))();
      }),
      reverseGeocode: fromPromise(async ({ input }: { input: GeoPoint }) => {
        calls.push(`reverse ${input.latitude},${input.longitude}`);
        return (answers.reverse ?? (async () => paulistaPlace))();
      }),
      geocodePostalCode: fromPromise(async ({ input }: { input: PostalCodeInput }) => {
        calls.push(`cep ${input.postalCode}`);
        return (answers.postalCode ?? (() => [paulistaPlace]))(input.postalCode);
      }),
      searchAddress: fromPromise(async ({ input }: { input: AddressSearchInput }) => {
        calls.push(`search ${input.query}`);
        return (answers.search ?? (() => [pinheirosPlace, paulistaPlace]))(input.query);
      }),
    },
  });
  const actor = createActor(machine, { input: { autoLocate } }).start();
  const choosing = () => waitFor(actor, (snapshot) => snapshot.matches('choosing'));
  const done = () => waitFor(actor, (snapshot) => snapshot.status === 'done');
  return { actor, calls, choosing, done };
}

const denied: PositionFailure = { reason: 'denied' };

describe('locate step', () => {
  it('with the permission granted, locates at once and ends at the device position, street reverse geocoded', async () => {
    const { actor, calls, done } = startLocate({ permission: 'granted' });
    await done();
    expect(calls).toEqual(['position', 'reverse -23.5614,-46.6559']);
    expect(actor.getSnapshot().output).toEqual({ place: { ...paulistaPlace, ...paulistaPosition } });
  });

  it('with the prompt pending, waits for "use my location" before asking the browser', async () => {
    const { actor, calls, choosing, done } = startLocate({ permission: 'prompt' });
    await choosing();
    expect(selectCanLocate(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'position.request' });
    await done();
    expect(calls[0]).toBe('position');
  });

  it('when the visitor says no at the prompt, stops offering the position and keeps the CEP', async () => {
    const { actor, choosing, done } = startLocate({ position: () => Promise.reject(denied) });
    await choosing();
    actor.send({ type: 'position.request' });
    await flush();
    await choosing();
    expect(selectPermission(actor.getSnapshot())).toBe('denied');
    expect(selectError(actor.getSnapshot())).toBe('permissionDenied');
    expect(selectCanLocate(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'position.request' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'postalCode.submit', postalCode: '01310-100' });
    expect((await done()).output).toEqual({ place: paulistaPlace });
  });

  it('says when the browser has no position to give', async () => {
    const failure: PositionFailure = { reason: 'unavailable' };
    const { actor, choosing } = startLocate({
      permission: 'granted',
      position: () => Promise.reject(failure),
    });
    await flush();
    await choosing();
    expect(selectError(actor.getSnapshot())).toBe('positionUnavailable');
    expect(selectCanLocate(actor.getSnapshot())).toBe(true);
  });

  it('offers only the CEP and the search when the browser has no geolocation', async () => {
    const { actor, calls, choosing } = startLocate({ permission: 'unavailable' });
    await choosing();
    actor.send({ type: 'position.request' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('keeps the error of a failed reverse geocode and lets the visitor try again', async () => {
    let attempts = 0;
    const reverse = async () => {
      attempts += 1;
      if (attempts === 1) throw { key: 'network' };
      return paulistaPlace;
    };
    const { actor, choosing, done } = startLocate({ permission: 'granted', reverse });
    await flush();
    await choosing();
    expect(selectError(actor.getSnapshot())).toBe('network');
    actor.send({ type: 'position.request' });
    expect(selectError(actor.getSnapshot())).toBeUndefined();
    await done();
  });

  it('does not ask for the position again when the visitor comes back for another place', async () => {
    const { actor, calls, choosing } = startLocate({ permission: 'granted', autoLocate: false });
    await choosing();
    expect(calls).toEqual([]);
    expect(selectCanLocate(actor.getSnapshot())).toBe(true);
  });

  describe('CEP (8 digits, masked #####-###)', () => {
    it('refuses a CEP that is not 8 digits without asking the server', async () => {
      const { actor, calls, choosing } = startLocate({ permission: 'denied' });
      await choosing();
      actor.send({ type: 'postalCode.submit', postalCode: '01310-10' });
      expect(selectError(actor.getSnapshot())).toBe('postalCodeInvalid');
      expect(calls).toEqual([]);
    });

    it('looks up the CEP with the dash whether or not it was typed', async () => {
      const { actor, calls, done } = startLocate({ permission: 'denied' });
      actor.send({ type: 'postalCode.submit', postalCode: '01310100' });
      await done();
      expect(calls).toEqual(['cep 01310-100']);
    });

    it('says when no street has that CEP', async () => {
      const { actor, choosing } = startLocate({ permission: 'denied', postalCode: () => [] });
      await choosing();
      actor.send({ type: 'postalCode.submit', postalCode: '99999-999' });
      await flush();
      await choosing();
      expect(selectError(actor.getSnapshot())).toBe('postalCodeNotFound');
    });

    it('wins over a position still coming', async () => {
      const { actor, calls, done } = startLocate({
        permission: 'granted',
        position: () => new Promise(() => {}),
      });
      await waitFor(actor, (snapshot) => snapshot.matches('locating'));
      actor.send({ type: 'postalCode.submit', postalCode: '01310-100' });
      expect((await done()).output).toEqual({ place: paulistaPlace });
      expect(calls).toEqual(['position', 'cep 01310-100']);
    });
  });

  describe('street search', () => {
    it('lists the places found and ends with the one chosen', async () => {
      const { actor, calls, done } = startLocate({ permission: 'denied' });
      actor.send({ type: 'address.search', query: '  rua dos pinheiros ' });
      await waitFor(actor, (snapshot) => snapshot.matches('results'));
      expect(calls).toEqual(['search rua dos pinheiros']);
      expect(selectResults(actor.getSnapshot())).toEqual([pinheirosPlace, paulistaPlace]);
      actor.send({ type: 'place.choose', index: 7 });
      expect(actor.getSnapshot().matches('results')).toBe(true);
      actor.send({ type: 'place.choose', index: 0 });
      expect((await done()).output).toEqual({ place: pinheirosPlace });
    });

    it('needs at least 3 letters', async () => {
      const { actor, calls, choosing } = startLocate({ permission: 'denied' });
      await choosing();
      actor.send({ type: 'address.search', query: ' ru ' });
      expect(selectError(actor.getSnapshot())).toBe('addressQueryInvalid');
      expect(calls).toEqual([]);
    });

    it('says when nothing matches, and goes back from the list to the choices', async () => {
      const { actor, choosing } = startLocate({
        permission: 'denied',
        search: (query) => (query === 'paulista' ? [paulistaPlace] : []),
      });
      actor.send({ type: 'address.search', query: 'rua que não existe' });
      await flush();
      await choosing();
      expect(selectError(actor.getSnapshot())).toBe('addressNotFound');
      actor.send({ type: 'address.search', query: 'paulista' });
      await waitFor(actor, (snapshot) => snapshot.matches('results'));
      expect(selectError(actor.getSnapshot())).toBeUndefined();
      actor.send({ type: 'step.back' });
      expect(actor.getSnapshot().matches('choosing')).toBe(true);
    });
  });
});

describe('locate machine: the browser permission heard while the step runs', () => {
  it('takes the permission the watch sends, and stops the watch when the step ends', async () => {
    let send: ((permission: LocationPermission) => void) | undefined;
    let stopped = false;
    const machine = locateMachine.provide({
      actors: {
        checkPermission: fromPromise<LocationPermission, undefined>(async () => 'prompt'),
        watchPermission: fromCallback<EventObject, undefined, LocateEvent>(({ sendBack }) => {
          send = (permission) => sendBack({ type: 'permission.changed', permission });
          return () => {
            stopped = true;
          };
        }),
      },
    });
    const actor = createActor(machine, { input: { autoLocate: false } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    send?.('denied');
    expect(selectPermission(actor.getSnapshot())).toBe('denied');
    expect(selectCanLocate(actor.getSnapshot())).toBe(false);
    send?.('granted');
    expect(selectCanLocate(actor.getSnapshot())).toBe(true);
    actor.stop();
    expect(stopped).toBe(true);
  });
});
