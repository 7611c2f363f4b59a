import { describe, expect, it } from 'vitest';
import type { Service } from '../../contract/schemas/catalog.ts';
import { delivery, insideQuote, outsideQuote, takeout } from './checkout-option.fixtures.ts';
import {
  canOrder,
  deliveryDetailsOf,
  resolveCheckoutOption,
  unavailableReason,
} from './checkout-option.rules.ts';

const closed = (service: Service): Service => ({ ...service, status: 'UNAVAILABLE' });

describe('resolveCheckoutOption (spec §4 "Checkout option change")', () => {
  it('sets the service id to the service of the chosen type', () => {
    expect(resolveCheckoutOption('takeout', { services: [delivery, takeout] })).toEqual({
      option: 'takeout',
      serviceId: 'svc-takeout',
    });
  });

  it('switches to takeout when the first restaurant offers no delivery', () => {
    expect(resolveCheckoutOption('delivery', { services: [takeout] })).toEqual({
      option: 'takeout',
      serviceId: 'svc-takeout',
    });
  });

  it('switches to delivery when the first restaurant offers no takeout', () => {
    expect(resolveCheckoutOption('takeout', { services: [delivery] })).toEqual({
      option: 'delivery',
      serviceId: 'svc-delivery',
    });
  });

  it('keeps a type whose service is listed but unavailable right now', () => {
    expect(resolveCheckoutOption('delivery', { services: [closed(delivery), takeout] })).toEqual({
      option: 'delivery',
      serviceId: 'svc-delivery',
    });
  });

  it('keeps the chosen type without a service id when no restaurant serves the point', () => {
    expect(resolveCheckoutOption('takeout', undefined)).toEqual({ option: 'takeout', serviceId: undefined });
    expect(resolveCheckoutOption('delivery', { services: [] })).toEqual({
      option: 'delivery',
      serviceId: undefined,
    });
  });
});

describe('delivery details', () => {
  it("are the store's ETA and fee inside the area", () => {
    expect(deliveryDetailsOf(insideQuote)).toEqual({
      minutes: 40,
      price: { value: 799, currency: 'BRL' },
    });
  });

  it('"If the address is outside the area, delivery details are set to zero time and zero price."', () => {
    expect(deliveryDetailsOf(outsideQuote)).toEqual({ minutes: 0, price: { value: 0, currency: 'BRL' } });
  });

  it('are unknown before the store answers', () => {
    expect(deliveryDetailsOf(undefined)).toBeUndefined();
  });
});

describe('"Ordering needs service status AVAILABLE and the user inside the service area."', () => {
  it.each([
    ['an available delivery inside the area', 'delivery', delivery, insideQuote, undefined, true],
    ['an available delivery outside the area', 'delivery', delivery, outsideQuote, 'outOfArea', false],
    ['a delivery before the store answers', 'delivery', delivery, undefined, undefined, false],
    [
      'a takeout from an address outside the delivery area',
      'takeout',
      takeout,
      outsideQuote,
      undefined,
      true,
    ],
    ['no restaurant serving the point', 'delivery', undefined, undefined, 'outOfArea', false],
    ['a service closed now with hours today', 'delivery', closed(delivery), insideQuote, 'outOfHours', false],
    [
      'a service closed today',
      'takeout',
      closed(takeout),
      { ...insideQuote, todayWorkHours: null },
      'unavailableToday',
      false,
    ],
  ] as const)('%s: %s', (_, option, service, quote, reason, orderable) => {
    expect(unavailableReason({ option, service, quote })).toBe(reason);
    expect(canOrder({ option, service, quote })).toBe(orderable);
  });
});
