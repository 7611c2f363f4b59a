import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import {
  bothServices,
  insideQuote,
  noneNearby,
  outsideQuote,
  takeoutOnly,
} from './checkout-option.fixtures.ts';
import { checkoutOptionMachine } from './checkout-option.machine.ts';
import {
  selectCanOrder,
  selectIsBusy,
  selectIsOffered,
  selectOption,
  selectService,
  selectServiceId,
  selectUnavailableReason,
} from './checkout-option.selectors.ts';

modelTest('checkout-option machine', {
  machine: checkoutOptionMachine,
  // What the guards read: the option, its service and what the restaurant offers.
  stateKey: ({ context }) => ({
    option: context.option,
    serviceId: context.serviceId,
    offered: context.services.map((service) => service.serviceType),
  }),
  inputs: { 'nothing stored': {}, 'a stored takeout': { option: 'takeout' } },
  events: {
    'restaurants.loaded': {
      'delivery and takeout': { restaurants: bothServices },
      'takeout only': { restaurants: takeoutOnly },
      'none nearby': { restaurants: noneNearby },
    },
    'storeQuote.loaded': { inside: { quote: insideQuote }, outside: { quote: outsideQuote } },
    'checkoutOption.change': { delivery: { option: 'delivery' }, takeout: { option: 'takeout' } },
  },
  assertions: {
    waiting: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectCanOrder(snapshot)).toBe(false);
    },
    serving: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectIsOffered(snapshot, selectOption(snapshot))).toBe(true);
      expect(selectService(snapshot)?.serviceType).toBe(selectOption(snapshot));
    },
    unserved: (snapshot) => {
      expect(selectServiceId(snapshot)).toBeUndefined();
      expect(selectUnavailableReason(snapshot)).toBe('outOfArea');
      expect(selectCanOrder(snapshot)).toBe(false);
    },
    changing: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectUnavailableReason(snapshot)).toBeUndefined();
    },
  },
});
