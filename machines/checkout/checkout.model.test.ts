import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { cardDetails } from '../wallet/wallet.fixtures.ts';
import { hasContact } from './checkout.context.ts';
import { guestDelivery, placed, registeredTakeout } from './checkout.fixtures.ts';
import { selectLocation } from './checkout.location.ts';
import { checkoutMachine } from './checkout.machine.ts';
import {
  selectCanPay,
  selectError,
  selectIsBusy,
  selectIsChecking,
  selectIsPixExpired,
  selectUnavailableReason,
} from './checkout.selectors.ts';

const offline = { error: { key: 'network' } };
const refused = (status: number, key: string, code?: string) => ({
  output: { status: 'refused', error: { key, status, code } },
});

modelTest('checkout machine', {
  // The wallet, Apple Pay and placing the order are children with model tests of their own.
  machine: checkoutMachine,
  stateKey: ({ context }) => ({
    method: context.method,
    card: context.card !== undefined,
    error: context.error !== undefined,
    contact: hasContact(context),
  }),
  inputs: {
    'a registered customer taking out, on a browser with Apple Pay': {
      ...registeredTakeout,
      canMakeApplePayments: true,
    },
    'a guest ordering delivery': guestDelivery,
  },
  events: {
    'contact.change': {
      'a name and a mobile': { name: 'Ana Souza', iso: 'BR', dialCode: '55', number: '11912345678' },
      'a name alone': { name: 'Ana Souza', iso: 'BR', dialCode: '55', number: '' },
    },
    'method.select': {
      card: { method: 'card' },
      pix: { method: 'pix' },
      'Apple Pay': { method: 'applePay' },
    },
    'wallet.selected': { 'the saved card': { card: { kind: 'saved', cardId: 'card-1' } } },
    // Forwarded to the children (which the model replaces); the chart only passes them on.
    'card.use': { 'a saved card': { cardId: 'card-1' } },
    'card.add': { 'a new card': { save: true, ...cardDetails } },
    'card.setDefault': { 'a saved card': { cardId: 'card-1' } },
    'card.delete': { 'a saved card': { cardId: 'card-1' } },
    'applePay.validateMerchant': {
      'a validation URL': { validationUrl: 'https://apple-pay-gateway.apple.com/x' },
    },
    'applePay.authorized': { 'a token': { token: 'apple-token' } },
    'xstate.done.actor.loadChoices': {
      'nothing kept': { output: undefined },
      'PIX kept for this cart': {
        output: {
          orderId: 'order-1',
          method: 'pix',
          contact: { name: '', iso: 'BR', dialCode: '55', number: '' },
        },
      },
    },
    'xstate.error.actor.loadChoices': { 'no storage': { error: new Error('no storage') } },
    'xstate.done.actor.checkAvailability': {
      available: { output: { available: true } },
      closed: { output: { available: false, reason: 'closed' } },
    },
    'xstate.error.actor.checkAvailability': { offline },
    'xstate.error.actor.wallet': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.applePay': {
      authorized: { output: { status: 'authorized', token: 'apple-token' } },
      cancelled: { output: { status: 'cancelled' } },
      failed: { output: { status: 'failed', error: { key: 'default', status: 502 } } },
    },
    'xstate.error.actor.applePay': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.placeOrder': {
      placed: { output: { status: 'placed', order: placed } },
      'now closed': { output: { status: 'unavailable', reason: 'outOfHours' } },
      unchecked: { output: { status: 'unchecked' } },
      declined: { output: { status: 'declined', code: 'CARD_PAYMENT_ERROR' } },
      '412': refused(412, 'serviceUnavailable', 'STORE_CLOSED'),
      '406': refused(406, 'stateReset'),
      '422': refused(422, 'default', 'COUPON_USED'),
      'PIX expired': { output: { status: 'pixExpired' } },
    },
    'xstate.error.actor.placeOrder': { crashed: { error: new Error('crashed') } },
  },
  assertions: {
    '#checkout.restoring': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectLocation(snapshot)).toEqual({ path: '/payment' });
    },
    '#checkout.paymentPage': (snapshot) => expect(selectLocation(snapshot)).toEqual({ path: '/payment' }),
    '#checkout.paymentPage.checking': (snapshot) => expect(selectIsChecking(snapshot)).toBe(true),
    '#checkout.paymentPage.checkFailed': (snapshot) =>
      expect(selectError(snapshot)).toBe('availabilityUnknown'),
    '#checkout.paymentPage.unavailable': (snapshot) =>
      expect(selectUnavailableReason(snapshot)).toBeDefined(),
    '#checkout.paymentPage.choosing': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(snapshot.context.applePayToken).toBeUndefined();
    },
    '#checkout.paymentPage.authorizing': (snapshot) => {
      expect(snapshot.hasTag('applePay')).toBe(true);
      expect(snapshot.context.method).toBe('applePay');
    },
    '#checkout.paymentPage.placing': (snapshot) => {
      expect(selectCanPay(snapshot)).toBe(false);
      if (snapshot.context.method === 'applePay') expect(snapshot.context.applePayToken).toBe('apple-token');
    },
    '#checkout.paymentPage.pixExpired': (snapshot) => expect(selectIsPixExpired(snapshot)).toBe(true),
    '#checkout.placed': (snapshot) => {
      expect(selectLocation(snapshot)).toEqual({ path: '/orders/$id', params: { id: 'placed-1' } });
      expect(snapshot.output).toEqual({ order: placed });
    },
    '#checkout.left': (snapshot) => expect(selectLocation(snapshot)).toEqual({ path: '/' }),
    '#checkout.cancelled': (snapshot) => expect(selectLocation(snapshot)).toBeUndefined(),
  },
});
