import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import {
  bothServices,
  delivery,
  deliveryOnly,
  insideQuote,
  noneNearby,
  outsideQuote,
  takeoutOnly,
} from './checkout-option.fixtures.ts';
import { checkoutOptionMachine } from './checkout-option.machine.ts';
import {
  selectCanOrder,
  selectDeliveryDetails,
  selectIsBusy,
  selectOption,
  selectServiceId,
  selectUnavailableReason,
} from './checkout-option.selectors.ts';
import type { CheckoutOptionInput, RestaurantServices, StoreQuote } from './checkout-option.types.ts';

function startOption(input: CheckoutOptionInput = {}) {
  const log: string[] = [];
  const machine = checkoutOptionMachine.provide({
    actions: {
      keepOption: (_, option: ServiceType) => log.push(`keepOption ${option}`),
      requestStartupLoad: (_, option: ServiceType) => log.push(`requestStartupLoad ${option}`),
    },
  });
  const actor = createActor(machine, { input }).start();
  /** What the start-up load reports to the actor, in its order (spec §4). */
  const load = (restaurants: RestaurantServices[], quote?: StoreQuote) => {
    actor.send({ type: 'restaurants.loaded', restaurants });
    if (quote !== undefined) actor.send({ type: 'storeQuote.loaded', quote });
    actor.send({ type: 'startup.loaded' });
  };
  return { actor, log, load, snapshot: () => actor.getSnapshot() };
}

describe('checkout option', () => {
  it('starts with delivery, or with the choice kept from an earlier visit, and waits for the restaurants', () => {
    expect(selectOption(startOption().snapshot())).toBe('delivery');
    const { snapshot } = startOption({ option: 'takeout' });
    expect(selectOption(snapshot())).toBe('takeout');
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(selectServiceId(snapshot())).toBeUndefined();
    expect(selectCanOrder(snapshot())).toBe(false);
    expect(selectUnavailableReason(snapshot())).toBeUndefined();
  });

  it('takes the service of the chosen type from the first restaurant', () => {
    const { snapshot, load } = startOption({ option: 'takeout' });
    load(bothServices, insideQuote);
    expect(selectServiceId(snapshot())).toBe('svc-takeout');
    expect(selectCanOrder(snapshot())).toBe(true);
  });

  it('switches to takeout when the first restaurant offers no delivery', () => {
    const { snapshot, load } = startOption();
    load(takeoutOnly, insideQuote);
    expect(selectOption(snapshot())).toBe('takeout');
    expect(selectServiceId(snapshot())).toBe('svc-takeout');
  });

  it('keeps the choice of an earlier visit through the loads that follow (a reload, an order placed)', () => {
    const { log, load, snapshot } = startOption({ option: 'takeout' });
    load(bothServices, outsideQuote);
    load(bothServices, outsideQuote);
    expect(log).toEqual([]);
    expect(selectOption(snapshot())).toBe('takeout');
    expect(selectUnavailableReason(snapshot())).toBeUndefined();
  });

  it('on a change, keeps the choice, switches the service and re-runs the load', () => {
    const { actor, log, load, snapshot } = startOption();
    load(bothServices, insideQuote);
    log.length = 0;
    actor.send({ type: 'checkoutOption.change', option: 'takeout' });
    expect(log).toEqual(['keepOption takeout', 'requestStartupLoad takeout']);
    expect(selectServiceId(snapshot())).toBe('svc-takeout');
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(selectDeliveryDetails(snapshot())).toBeUndefined();
    actor.send({ type: 'restaurants.loaded', restaurants: bothServices });
    expect(selectIsBusy(snapshot())).toBe(true);
    actor.send({ type: 'storeQuote.loaded', quote: insideQuote });
    actor.send({ type: 'startup.loaded' });
    expect(log).toEqual(['keepOption takeout', 'requestStartupLoad takeout']);
    expect(selectIsBusy(snapshot())).toBe(false);
    expect(selectOption(snapshot())).toBe('takeout');
  });

  it('writes and reloads nothing when the choice changes nothing', () => {
    const { actor, log, load, snapshot } = startOption();
    load(deliveryOnly, insideQuote);
    log.length = 0;
    actor.send({ type: 'checkoutOption.change', option: 'delivery' });
    // Takeout is not offered: "the option switches to the other type", which is delivery again.
    actor.send({ type: 'checkoutOption.change', option: 'takeout' });
    expect(log).toEqual([]);
    expect(selectOption(snapshot())).toBe('delivery');
    expect(selectIsBusy(snapshot())).toBe(false);
  });

  it('outside the delivery area: zero time and price, the out-of-area reason, and takeout to offer', () => {
    const { actor, load, snapshot } = startOption();
    load(bothServices, outsideQuote);
    expect(selectDeliveryDetails(snapshot())).toEqual({ minutes: 0, price: { value: 0, currency: 'BRL' } });
    expect(selectCanOrder(snapshot())).toBe(false);
    expect(selectUnavailableReason(snapshot())).toBe('outOfArea');
    actor.send({ type: 'checkoutOption.change', option: 'takeout' });
    load(bothServices, outsideQuote);
    expect(selectCanOrder(snapshot())).toBe(true);
    expect(selectUnavailableReason(snapshot())).toBeUndefined();
  });

  it('says why a closed service cannot take orders', () => {
    const { load, snapshot } = startOption();
    load([{ services: [{ ...delivery, status: 'UNAVAILABLE' }] }], insideQuote);
    expect(selectUnavailableReason(snapshot())).toBe('outOfHours');
    expect(selectCanOrder(snapshot())).toBe(false);
  });

  it('without a restaurant serving the point, has no service and still lets the customer try takeout', () => {
    const { actor, log, load, snapshot } = startOption();
    load(noneNearby);
    expect(snapshot().hasTag('unserved')).toBe(true);
    expect(selectServiceId(snapshot())).toBeUndefined();
    expect(selectUnavailableReason(snapshot())).toBe('outOfArea');
    actor.send({ type: 'checkoutOption.change', option: 'takeout' });
    expect(log.slice(-2)).toEqual(['keepOption takeout', 'requestStartupLoad takeout']);
    load(takeoutOnly, insideQuote);
    expect(selectServiceId(snapshot())).toBe('svc-takeout');
  });

  it('resolves again when a reload for a new address finds another restaurant', () => {
    const { actor, load, snapshot } = startOption();
    load(bothServices, insideQuote);
    actor.send({ type: 'restaurants.loaded', restaurants: takeoutOnly });
    expect(selectServiceId(snapshot())).toBe('svc-takeout');
    expect(selectDeliveryDetails(snapshot())).toBeUndefined();
  });
});
