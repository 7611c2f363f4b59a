import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { errorKeyFor } from '../../contract/errors.ts';
import { numberedKeys } from '../../tests/idempotency-keys.ts';
import { pixMachine } from '../table-payment/pix.machine.ts';
import { pixCharge, receipt } from '../table-payment/table-payment.fixtures.ts';
import { cardDetails, master, tokenized, visa } from '../wallet/wallet.fixtures.ts';
import { walletMachine } from '../wallet/wallet.machine.ts';
import { applePayMachine } from './apple-pay.machine.ts';
import {
  approved,
  declined,
  guestDelivery,
  items,
  pending,
  placed,
  registeredTakeout,
} from './checkout.fixtures.ts';
import { selectLocation } from './checkout.location.ts';
import { checkoutMachine } from './checkout.machine.ts';
import {
  selectApplePayMerchantSession,
  selectCanPay,
  selectCanRetryReconcile,
  selectCard,
  selectError,
  selectHasContact,
  selectIsPaymentUnknown,
  selectIsPixExpired,
  selectNeedsContact,
  selectOfferedMethods,
  selectPix,
  selectSavedCards,
  selectSecondsLeft,
  selectUnavailableReason,
  selectWalletError,
} from './checkout.selectors.ts';
import type { CheckoutInput, CreateOrderRequest } from './checkout.types.ts';
import {
  ORDER_RECONCILE_ATTEMPTS,
  ORDER_RECONCILE_RETRY_MS,
  orderReconcileMachine,
} from './order-reconcile.machine.ts';
import { placeOrderMachine } from './place-order.machine.ts';

type Answer = unknown;

/** An ApiError-shaped failure, keyed as the API client keys it. */
const apiError = (status: number | undefined, code?: string) =>
  Object.assign(new Error(`status ${status}`), {
    key: status === undefined ? 'network' : errorKeyFor(status, { detail: 'refused', code }),
    status,
    detail: 'refused',
    code,
  });

/** Answers in turn, repeating the last; an Error is thrown. */
const inTurn = (...values: Answer[]) => {
  let index = 0;
  return async () => {
    const value = values[Math.min(index++, values.length - 1)];
    if (value instanceof Error) throw value;
    return value;
  };
};

const defaults = {
  loadChoices: async () => undefined,
  checkAvailability: async () => ({ available: true }),
  loadCards: async () => [visa, master],
  tokenizeCard: async () => tokenized,
  saveCard: async () => ({ ...visa, id: 'card-3', last4: '1111' }),
  setDefaultCard: async () => [
    { ...visa, isDefault: true },
    { ...master, isDefault: false },
  ],
  deleteCard: async () => undefined,
  startApplePaySession: async () => ({ merchantIdentifier: 'merchant.brasa' }),
  createOrder: async () => approved,
  reloadRestaurants: async () => ({ serviceId: 'service-2' }),
  pollPayment: async () => ({ status: 'pending' }),
  findOrder: async () => ({ status: 'none' }),
};

type Fakes = Partial<Record<keyof typeof defaults, () => Promise<Answer>>>;

function startCheckout(input: CheckoutInput, fakes: Fakes = {}) {
  const calls: Record<string, unknown[]> = {};
  const done: Record<string, unknown[]> = {};
  const fake = (name: keyof typeof defaults) =>
    fromPromise<Answer, unknown>(async ({ input: given }) => {
      calls[name] = [...(calls[name] ?? []), given];
      return (fakes[name] ?? defaults[name])();
    });
  const record = (name: string) => (_: unknown, params: unknown) => {
    done[name] = [...(done[name] ?? []), params];
  };
  const machine = checkoutMachine.provide({
    actors: {
      loadChoices: fake('loadChoices'),
      checkAvailability: fake('checkAvailability'),
      wallet: walletMachine.provide({
        actors: {
          loadCards: fake('loadCards'),
          tokenizeCard: fake('tokenizeCard'),
          saveCard: fake('saveCard'),
          setDefaultCard: fake('setDefaultCard'),
          deleteCard: fake('deleteCard'),
        } as never,
      }),
      applePay: applePayMachine.provide({
        actors: { startApplePaySession: fake('startApplePaySession') } as never,
      }),
      placeOrder: placeOrderMachine.provide({
        actors: {
          checkAvailability: fake('checkAvailability'),
          createOrder: fake('createOrder'),
          reloadRestaurants: fake('reloadRestaurants'),
          pix: pixMachine.provide({ actors: { pollPayment: fake('pollPayment') } as never }),
          reconciliation: orderReconcileMachine.provide({
            actors: { findOrder: fake('findOrder'), createOrder: fake('createOrder') } as never,
          }),
        } as never,
      }),
    } as never,
    actions: {
      trackBeginCheckout: record('trackBeginCheckout'),
      trackPurchase: record('trackPurchase'),
      trackPaymentError: record('trackPaymentError'),
      clearCart: record('clearCart'),
      keepChoices: record('keepChoices'),
      forgetChoices: record('forgetChoices'),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
  return { actor, calls, done, settle, snapshot: () => actor.getSnapshot() };
}

/** Arrived, checked, ready to choose. */
async function arrived(input: CheckoutInput, fakes: Fakes = {}) {
  const started = startCheckout(input, fakes);
  await started.settle();
  return started;
}

/** Paying by the default saved card. */
async function submittedByCard(fakes: Fakes = {}) {
  const started = await arrived(registeredTakeout, fakes);
  started.actor.send({ type: 'method.select', method: 'card' });
  started.actor.send({ type: 'payment.submit' });
  await started.settle();
  return started;
}

const requests = (calls: Record<string, unknown[]>) => (calls.createOrder ?? []) as CreateOrderRequest[];

/** A guest's name and mobile, as typed on the page. */
const ana = {
  type: 'contact.change',
  name: 'Ana Souza',
  iso: 'BR',
  dialCode: '55',
  number: '(11) 91234-5678',
} as const;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  numberedKeys();
});
afterEach(() => vi.useRealTimers());

describe('arriving at /payment', () => {
  it('logs begin_checkout and checks the delivery address against the store', async () => {
    const { calls, done, snapshot } = await arrived(guestDelivery);
    expect(done.trackBeginCheckout).toEqual([{ valueCents: 19_560, items }]);
    expect(calls.checkAvailability).toEqual([
      {
        checkoutOption: 'delivery',
        serviceId: 'service-delivery',
        location: { latitude: -23.5477, longitude: -46.6343 },
      },
    ]);
    expect(snapshot().hasTag('choosing')).toBe(true);
    expect(selectLocation(snapshot())).toEqual({ path: '/payment' });
  });

  it('checks only the store for takeout', async () => {
    const { calls } = await arrived(registeredTakeout);
    expect(calls.checkAvailability).toEqual([{ checkoutOption: 'takeout', serviceId: 'service-takeout' }]);
  });

  it('says the store closed before anything can be paid, and checks again on request', async () => {
    const { actor, calls, settle, snapshot } = await arrived(registeredTakeout, {
      checkAvailability: inTurn({ available: false, reason: 'closed' }, { available: true }),
    });
    expect(selectUnavailableReason(snapshot())).toBe('closed');
    actor.send({ type: 'payment.submit' });
    expect(calls.createOrder).toBeUndefined();
    actor.send({ type: 'availability.retry' });
    await settle();
    expect(snapshot().hasTag('choosing')).toBe(true);
    expect(selectUnavailableReason(snapshot())).toBeUndefined();
  });

  it('offers a retry when the check itself fails', async () => {
    const { actor, settle, snapshot } = await arrived(guestDelivery, {
      checkAvailability: inTurn(apiError(undefined), { available: true }),
    });
    expect(selectError(snapshot())).toBe('availabilityUnknown');
    actor.send({ type: 'availability.retry' });
    await settle();
    expect(snapshot().hasTag('choosing')).toBe(true);
    expect(selectError(snapshot())).toBeUndefined();
  });

  it('goes back without a location when the customer leaves', async () => {
    const { actor, snapshot } = await arrived(guestDelivery);
    actor.send({ type: 'step.back' });
    expect(snapshot().status).toBe('done');
    expect(selectLocation(snapshot())).toBeUndefined();
    expect(snapshot().output).toEqual({ order: undefined });
  });
});

describe('saved cards', () => {
  it('lists the default card first and chooses it', async () => {
    const { snapshot } = await arrived(registeredTakeout);
    expect(selectSavedCards(snapshot()).map((card) => card.id)).toEqual(['card-2', 'card-1']);
    expect(selectCard(snapshot())).toEqual({ kind: 'saved', cardId: 'card-2' });
  });

  it('pays with the chosen saved card under a key made before the first attempt', async () => {
    const { actor, calls, settle } = await arrived(registeredTakeout);
    actor.send({ type: 'card.use', cardId: 'card-1' });
    actor.send({ type: 'method.select', method: 'card' });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(requests(calls)).toEqual([
      {
        idempotencyKey: 'key-1',
        orderId: 'order-1',
        serviceId: 'service-takeout',
        checkoutOption: 'takeout',
        payment: { method: 'card', cardId: 'card-1' },
        expectedTotalCents: 13_770,
      },
    ]);
  });

  it('adds a card: tokenized by the provider, saved, chosen, its number kept nowhere', async () => {
    const { actor, calls, settle, snapshot } = await arrived(registeredTakeout);
    actor.send({ type: 'card.add', save: true, ...cardDetails });
    await settle();
    expect(calls.tokenizeCard).toEqual([cardDetails]);
    expect(calls.saveCard).toEqual([{ token: 'tok-1' }]);
    expect(selectCard(snapshot())).toEqual({ kind: 'saved', cardId: 'card-3' });
    // Nothing the app would store (children included) holds the card.
    const everything = JSON.stringify(actor.getPersistedSnapshot());
    expect(everything).toContain('MARIA OLIVEIRA');
    expect(everything).not.toContain(cardDetails.number);
    expect(everything).not.toContain(cardDetails.cvv);
  });

  it("uses a guest's new card once, unsaved, by its token", async () => {
    const { actor, calls, settle } = await arrived(guestDelivery);
    actor.send({ type: 'card.add', save: true, ...cardDetails });
    await settle();
    expect(calls.saveCard).toBeUndefined();
    expect(calls.loadCards).toBeUndefined();
    actor.send(ana);
    actor.send({ type: 'method.select', method: 'card' });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(requests(calls)[0]).toMatchObject({
      orderId: 'order-guest',
      sessionId: 'guest-session-1',
      payment: { method: 'card', cardToken: 'tok-1' },
      contact: { name: 'Ana Souza', phoneNumber: '+5511912345678' },
    });
  });

  it('makes a card the default and deletes one', async () => {
    const { actor, calls, settle, snapshot } = await arrived(registeredTakeout);
    actor.send({ type: 'card.setDefault', cardId: 'card-1' });
    await settle();
    expect(calls.setDefaultCard).toEqual([{ cardId: 'card-1' }]);
    expect(selectSavedCards(snapshot())[0]?.id).toBe('card-1');
    actor.send({ type: 'card.delete', cardId: 'card-2' });
    await settle();
    expect(calls.deleteCard).toEqual([{ cardId: 'card-2' }]);
    expect(selectSavedCards(snapshot()).map((card) => card.id)).toEqual(['card-1']);
    // The chosen card was deleted: the default one is chosen instead.
    expect(selectCard(snapshot())).toEqual({ kind: 'saved', cardId: 'card-1' });
  });

  it('says why a card could not be tokenized', async () => {
    const { actor, settle, snapshot } = await arrived(registeredTakeout, {
      tokenizeCard: inTurn(apiError(422, 'CARD_PAYMENT_ERROR')),
    });
    actor.send({ type: 'card.add', save: false, ...cardDetails });
    await settle();
    expect(selectWalletError(snapshot())).toEqual({ key: 'paymentError', during: 'add' });
  });
});

describe('a reload on /payment', () => {
  const kept = {
    orderId: 'order-guest',
    method: 'card',
    card: { kind: 'new', token: 'tok-1', brand: 'visa', last4: '1111' },
    contact: { name: 'Ana Souza', iso: 'BR', dialCode: '55', number: '11912345678' },
  } as const;

  it('finds what the customer chose for this cart, and keeps every new choice', async () => {
    const { actor, done, snapshot } = await arrived(guestDelivery, { loadChoices: async () => kept });
    expect(snapshot().context).toMatchObject({ method: 'card', card: kept.card, contact: kept.contact });
    expect(selectCanPay(snapshot())).toBe(true);
    actor.send({ type: 'method.select', method: 'pix' });
    expect(done.keepChoices?.at(-1)).toEqual({ ...kept, method: 'pix' });
  });

  it('starts afresh for another cart, and forgets the choices once the order is placed', async () => {
    const other = await arrived(guestDelivery, {
      loadChoices: async () => ({ ...kept, orderId: 'order-9' }),
    });
    expect(other.snapshot().context).toMatchObject({ method: undefined, card: undefined });
    const { actor, done, settle } = await arrived(guestDelivery, { loadChoices: async () => kept });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(done.forgetChoices).toHaveLength(1);
  });

  it('waits for nothing it cannot read', async () => {
    const { snapshot } = await arrived(guestDelivery, { loadChoices: inTurn(new Error('no storage')) });
    expect(snapshot().hasTag('choosing')).toBe(true);
  });
});

describe('choosing how to pay', () => {
  it('offers Apple Pay only where the browser can make payments', async () => {
    const without = await arrived(guestDelivery);
    expect(selectOfferedMethods(without.snapshot())).toEqual(['card', 'pix']);
    without.actor.send({ type: 'method.select', method: 'applePay' });
    expect(without.snapshot().context.method).toBeUndefined();
    const withApplePay = await arrived({ ...guestDelivery, canMakeApplePayments: true });
    expect(selectOfferedMethods(withApplePay.snapshot())).toEqual(['card', 'pix', 'applePay']);
  });

  it('can pay by card only with a card, by PIX at once', async () => {
    const { actor, snapshot } = await arrived(guestDelivery);
    actor.send(ana);
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ type: 'method.select', method: 'card' });
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ type: 'method.select', method: 'pix' });
    expect(selectCanPay(snapshot())).toBe(true);
  });

  it('asks a guest whom to call, a name and a full mobile number, before paying', async () => {
    const { actor, calls, settle, snapshot } = await arrived(guestDelivery);
    actor.send({ type: 'method.select', method: 'pix' });
    expect(selectNeedsContact(snapshot())).toBe(true);
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ ...ana, number: '(11) 9123' });
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ ...ana, name: ' A ' });
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ ...ana, name: '  Ana Souza ' });
    expect(selectHasContact(snapshot())).toBe(true);
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(requests(calls)[0]?.contact).toEqual({ name: 'Ana Souza', phoneNumber: '+5511912345678' });
    const registered = await arrived(registeredTakeout);
    expect(selectNeedsContact(registered.snapshot())).toBe(false);
    expect(selectHasContact(registered.snapshot())).toBe(true);
  });
});

describe('placing the order', () => {
  it('says a store that closed since the cart was built before money moves', async () => {
    const { calls, snapshot } = await submittedByCard({
      checkAvailability: inTurn({ available: true }, { available: false, reason: 'outOfHours' }),
    });
    expect(calls.checkAvailability).toHaveLength(2);
    expect(calls.createOrder).toBeUndefined();
    expect(selectUnavailableReason(snapshot())).toBe('outOfHours');
  });

  it('tracks the order once placed: purchase logged, cart cleared', async () => {
    const { done, snapshot } = await submittedByCard();
    expect(snapshot().hasTag('placed')).toBe(true);
    expect(selectLocation(snapshot())).toEqual({ path: '/orders/$id', params: { id: 'placed-1' } });
    expect(done.trackPurchase).toEqual([
      { transactionId: 'placed-1', valueCents: 20_350, shippingCents: 790, items },
    ]);
    expect(done.clearCart).toHaveLength(1);
    expect(snapshot().output).toEqual({ order: placed });
  });

  it('keeps the cart when the card is declined, logs payment_error, and tries again under a new key', async () => {
    const { actor, calls, done, settle, snapshot } = await submittedByCard({
      createOrder: inTurn(declined, approved),
    });
    expect(snapshot().hasTag('choosing')).toBe(true);
    expect(selectError(snapshot())).toBe('paymentError');
    expect(done.trackPaymentError).toEqual([{ method: 'card', key: 'paymentError' }]);
    expect(done.clearCart).toBeUndefined();
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(requests(calls).map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(snapshot().hasTag('placed')).toBe(true);
  });

  it('logs payment_error for a refused creation too', async () => {
    const { done, snapshot } = await submittedByCard({ createOrder: inTurn(apiError(422, 'COUPON_USED')) });
    expect(selectError(snapshot())).toBe('default');
    expect(done.trackPaymentError).toEqual([{ method: 'card', key: 'default' }]);
  });

  it('checks again why the service is unavailable on a 412', async () => {
    const { calls, done, snapshot } = await submittedByCard({
      createOrder: inTurn(apiError(412, 'STORE_CLOSED')),
      checkAvailability: inTurn(
        { available: true },
        { available: true },
        { available: false, reason: 'closed' },
      ),
    });
    expect(calls.checkAvailability).toHaveLength(3);
    expect(selectUnavailableReason(snapshot())).toBe('closed');
    expect(done.trackPaymentError).toEqual([{ method: 'card', key: 'serviceUnavailable' }]);
  });

  it('resets the cart and goes home on a 406', async () => {
    const { done, snapshot } = await submittedByCard({ createOrder: inTurn(apiError(406)) });
    expect(selectLocation(snapshot())).toEqual({ path: '/' });
    expect(done.clearCart).toHaveLength(1);
    expect(done.trackPaymentError).toEqual([{ method: 'card', key: 'stateReset' }]);
  });

  it('reloads the restaurants on a 410 and tries once more under a new key', async () => {
    const { calls, snapshot } = await submittedByCard({ createOrder: inTurn(apiError(410), approved) });
    expect(calls.reloadRestaurants).toHaveLength(1);
    expect(requests(calls).map((request) => [request.idempotencyKey, request.serviceId])).toEqual([
      ['key-1', 'service-takeout'],
      ['key-2', 'service-2'],
    ]);
    expect(snapshot().hasTag('placed')).toBe(true);
  });

  it('gives up after a second 410', async () => {
    const { calls, snapshot } = await submittedByCard({ createOrder: inTurn(apiError(410)) });
    expect(calls.createOrder).toHaveLength(2);
    expect(selectError(snapshot())).toBe('gone');
  });
});

describe('payment status unknown', () => {
  it('finds the order under the same key instead of paying again', async () => {
    const { calls, snapshot } = await submittedByCard({
      createOrder: inTurn(apiError(undefined)),
      findOrder: inTurn(approved),
    });
    expect(calls.findOrder).toEqual([{ idempotencyKey: 'key-1', orderId: 'order-1' }]);
    expect(calls.createOrder).toHaveLength(1);
    expect(snapshot().hasTag('placed')).toBe(true);
  });

  it('sends the same request with the same key again when nothing was made', async () => {
    const { calls, snapshot } = await submittedByCard({
      createOrder: inTurn(apiError(504), approved),
      findOrder: inTurn({ status: 'none' }),
    });
    const [first, second] = requests(calls);
    expect(second).toEqual(first);
    expect(snapshot().hasTag('placed')).toBe(true);
  });

  it('stays unknown after three tries and offers a retry, never under a new key', async () => {
    const { actor, calls, settle, snapshot } = await submittedByCard({
      createOrder: inTurn(apiError(undefined)),
      findOrder: inTurn(apiError(undefined), apiError(undefined), apiError(undefined), approved),
    });
    expect(selectIsPaymentUnknown(snapshot())).toBe(true);
    await settle(ORDER_RECONCILE_ATTEMPTS * ORDER_RECONCILE_RETRY_MS);
    expect(calls.findOrder).toHaveLength(3);
    expect(selectCanRetryReconcile(snapshot())).toBe(true);
    actor.send({ type: 'reconcile.retry' });
    await settle();
    expect(snapshot().hasTag('placed')).toBe(true);
    expect(new Set(requests(calls).map((request) => request.idempotencyKey))).toEqual(new Set(['key-1']));
  });
});

describe('PIX', () => {
  async function pixOrder(fakes: Fakes = {}) {
    const started = await arrived(guestDelivery, { createOrder: inTurn(pending), ...fakes });
    started.actor.send(ana);
    started.actor.send({ type: 'method.select', method: 'pix' });
    started.actor.send({ type: 'payment.submit' });
    await started.settle();
    return started;
  }

  it('shows the code with its countdown and tracks the order once the bank pays', async () => {
    const { calls, settle, snapshot } = await pixOrder({
      pollPayment: inTurn({ status: 'pending' }, { status: 'approved', receipt }),
    });
    expect(requests(calls)[0]?.payment).toEqual({ method: 'pix' });
    expect(selectPix(snapshot())).toEqual(pixCharge);
    expect(selectSecondsLeft(snapshot(), Date.now())).toBe(300);
    await settle(3000);
    expect(calls.pollPayment).toEqual([{ paymentId: 'placed-1' }]);
    await settle(3000);
    expect(selectLocation(snapshot())).toEqual({ path: '/orders/$id', params: { id: 'placed-1' } });
  });

  it('asks the bank at once when the customer says they paid', async () => {
    const { actor, calls, settle } = await pixOrder();
    actor.send({ type: 'pix.check' });
    await settle();
    expect(calls.pollPayment).toHaveLength(1);
  });

  it('lets the customer choose again when the code expires', async () => {
    const { actor, settle, snapshot } = await pixOrder();
    // A poll falls due at the expiry itself; the expiry follows it at once.
    await settle(pixCharge.secondsLeft * 1000 + 1);
    expect(selectIsPixExpired(snapshot())).toBe(true);
    actor.send({ type: 'payment.retry' });
    expect(snapshot().hasTag('choosing')).toBe(true);
  });
});

describe('Apple Pay', () => {
  async function applePay(fakes: Fakes = {}) {
    const started = await arrived({ ...registeredTakeout, canMakeApplePayments: true }, fakes);
    started.actor.send({ type: 'method.select', method: 'applePay' });
    started.actor.send({ type: 'payment.submit' });
    return started;
  }

  it('starts the session with Apple, then places the order with the authorized token', async () => {
    const { actor, calls, settle, snapshot } = await applePay();
    expect(snapshot().hasTag('applePay')).toBe(true);
    actor.send({ type: 'applePay.validateMerchant', validationUrl: 'https://apple-pay-gateway.apple.com/x' });
    await settle();
    expect(calls.startApplePaySession).toEqual([
      { validationUrl: 'https://apple-pay-gateway.apple.com/x', orderId: 'order-1' },
    ]);
    expect(selectApplePayMerchantSession(snapshot())).toEqual({ merchantIdentifier: 'merchant.brasa' });
    expect(calls.createOrder).toBeUndefined();
    actor.send({ type: 'applePay.authorized', token: 'apple-token' });
    await settle();
    expect(requests(calls)[0]?.payment).toEqual({ method: 'applePay', token: 'apple-token' });
    expect(snapshot().hasTag('placed')).toBe(true);
  });

  it('goes back to choosing when the customer closes the sheet', async () => {
    const { actor, calls, settle, snapshot } = await applePay();
    actor.send({ type: 'applePay.cancelled' });
    await settle();
    expect(snapshot().hasTag('choosing')).toBe(true);
    expect(calls.createOrder).toBeUndefined();
  });

  it('says so when the merchant session cannot be started', async () => {
    const { actor, done, settle, snapshot } = await applePay({ startApplePaySession: inTurn(apiError(502)) });
    actor.send({ type: 'applePay.validateMerchant', validationUrl: 'https://apple-pay-gateway.apple.com/x' });
    await settle();
    expect(selectError(snapshot())).toBe('default');
    expect(done.trackPaymentError).toEqual([{ method: 'applePay', key: 'default' }]);
  });
});
