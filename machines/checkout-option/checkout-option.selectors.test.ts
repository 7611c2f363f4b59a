import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { delivery, insideQuote, outsideQuote, takeout } from './checkout-option.fixtures.ts';
import { checkoutOptionMachine } from './checkout-option.machine.ts';
import {
  selectCanOrder,
  selectDeliveryDetails,
  selectIsBusy,
  selectIsOffered,
  selectQuote,
  selectService,
  selectUnavailableReason,
} from './checkout-option.selectors.ts';
import type { CheckoutOptionContext } from './checkout-option.types.ts';

const base: CheckoutOptionContext = {
  option: 'delivery',
  serviceId: 'svc-delivery',
  services: [delivery, takeout],
  quote: insideQuote,
};
const snapshotIn = (value: StateValue, overrides: Partial<CheckoutOptionContext> = {}) =>
  checkoutOptionMachine.resolveState({ value, context: { ...base, ...overrides } });

describe('checkout-option selectors', () => {
  it('offer the types the first restaurant lists', () => {
    const snapshot = snapshotIn('serving', {
      services: [takeout],
      option: 'takeout',
      serviceId: 'svc-takeout',
    });
    expect(selectIsOffered(snapshot, 'takeout')).toBe(true);
    expect(selectIsOffered(snapshot, 'delivery')).toBe(false);
    expect(selectService(snapshot)).toEqual(takeout);
  });

  it('read the store answer and its delivery details', () => {
    const snapshot = snapshotIn('serving');
    expect(selectQuote(snapshot)).toEqual(insideQuote);
    expect(selectDeliveryDetails(snapshot)).toEqual({ minutes: 40, price: insideQuote.price });
    expect(selectDeliveryDetails(snapshotIn('serving', { quote: outsideQuote }))?.minutes).toBe(0);
  });

  it('let the customer order only once the load is done', () => {
    expect(selectCanOrder(snapshotIn('serving'))).toBe(true);
    expect(selectCanOrder(snapshotIn('changing'))).toBe(false);
    expect(selectCanOrder(snapshotIn('waiting'))).toBe(false);
    expect(selectIsBusy(snapshotIn('changing'))).toBe(true);
  });

  it('give no reason while loading, even when the last answer was against it', () => {
    expect(selectUnavailableReason(snapshotIn('serving', { quote: outsideQuote }))).toBe('outOfArea');
    expect(selectUnavailableReason(snapshotIn('changing', { quote: outsideQuote }))).toBeUndefined();
  });
});
