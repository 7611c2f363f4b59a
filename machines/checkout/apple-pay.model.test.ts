import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { applePayMachine } from './apple-pay.machine.ts';

modelTest('apple pay machine', {
  machine: applePayMachine,
  stateKey: () => null,
  inputs: { 'a cart': { orderId: 'order-1' } },
  events: {
    'applePay.validateMerchant': {
      'a validation URL': { validationUrl: 'https://apple-pay-gateway.apple.com/x' },
    },
    'applePay.authorized': { 'a token': { token: 'apple-token' } },
    'xstate.done.actor.startApplePaySession': {
      started: { output: { merchantIdentifier: 'merchant.brasa' } },
    },
    'xstate.error.actor.startApplePaySession': { refused: { error: { key: 'default', status: 502 } } },
  },
  assertions: {
    waitingForMerchant: (snapshot) => expect(snapshot.context.merchantSession).toBeUndefined(),
    validating: (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    authorizing: (snapshot) =>
      expect(snapshot.context.merchantSession).toEqual({ merchantIdentifier: 'merchant.brasa' }),
    authorized: (snapshot) => expect(snapshot.output).toEqual({ status: 'authorized', token: 'apple-token' }),
    cancelled: (snapshot) => expect(snapshot.output).toEqual({ status: 'cancelled' }),
    failed: (snapshot) => expect(snapshot.output?.status).toBe('failed'),
  },
});
