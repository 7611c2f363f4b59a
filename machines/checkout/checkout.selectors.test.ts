import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { walletMachine } from '../wallet/wallet.machine.ts';
import { initialContext } from './checkout.context.ts';
import { guestDelivery, placed, registeredTakeout } from './checkout.fixtures.ts';
import { selectLocation } from './checkout.location.ts';
import { checkoutMachine } from './checkout.machine.ts';
import {
  selectCanPay,
  selectIsChecking,
  selectIsWalletBusy,
  selectOfferedMethods,
  selectPix,
  selectPlacedOrder,
  selectSavedCards,
  selectSecondsLeft,
  selectUnavailableReason,
} from './checkout.selectors.ts';
import type { CheckoutContext } from './checkout.types.ts';

const snapshotOf = (
  value: Parameters<typeof checkoutMachine.resolveState>[0]['value'],
  context: Partial<CheckoutContext> = {},
) => checkoutMachine.resolveState({ value, context: { ...initialContext(guestDelivery), ...context } });

describe('checkout selectors', () => {
  it('say where the customer is: paying, then the order placed, or home after a 406', () => {
    expect(selectLocation(snapshotOf({ paymentPage: 'choosing' }))).toEqual({ path: '/payment' });
    expect(selectLocation(snapshotOf('placed', { placed }))).toEqual({
      path: '/orders/$id',
      params: { id: 'placed-1' },
    });
    expect(selectPlacedOrder(snapshotOf('placed', { placed }))).toEqual(placed);
    expect(selectLocation(snapshotOf('left'))).toEqual({ path: '/' });
    expect(selectLocation(snapshotOf('cancelled'))).toBeUndefined();
  });

  it('give the reason the order cannot be placed only while that is so', () => {
    expect(
      selectUnavailableReason(snapshotOf({ paymentPage: 'unavailable' }, { unavailable: 'outOfArea' })),
    ).toBe('outOfArea');
    expect(
      selectUnavailableReason(snapshotOf({ paymentPage: 'choosing' }, { unavailable: 'outOfArea' })),
    ).toBeUndefined();
    expect(selectIsChecking(snapshotOf({ paymentPage: 'checking' }))).toBe(true);
  });

  it('allow paying only while choosing, with the details complete', () => {
    const contact = { name: 'Ana Souza', iso: 'BR', dialCode: '55', number: '11912345678' };
    const details = { method: 'card', card: { kind: 'saved', cardId: 'card-1' }, contact } as const;
    expect(selectCanPay(snapshotOf({ paymentPage: 'choosing' }, details))).toBe(true);
    expect(
      selectCanPay(
        snapshotOf({ paymentPage: 'choosing' }, { ...details, contact: { ...contact, number: '' } }),
      ),
    ).toBe(false);
    expect(selectCanPay(snapshotOf({ paymentPage: 'placing' }, details))).toBe(false);
    expect(selectCanPay(snapshotOf({ paymentPage: 'choosing' }, { method: 'applePay' }))).toBe(false);
    expect(
      selectOfferedMethods(snapshotOf({ paymentPage: 'choosing' }, { canMakeApplePayments: true })),
    ).toContain('applePay');
  });

  it('show no PIX code, countdown or cards without the children that hold them', () => {
    const snapshot = snapshotOf({ paymentPage: 'choosing' });
    expect(selectPix(snapshot)).toBeUndefined();
    expect(selectSecondsLeft(snapshot, 0)).toBeUndefined();
    expect(selectSavedCards(snapshot)).toEqual([]);
    expect(selectIsWalletBusy(snapshot)).toBe(false);
  });

  it('say when the wallet is busy loading the cards', async () => {
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          loadChoices: fromPromise(async () => undefined),
          checkAvailability: fromPromise(() => new Promise(() => {})),
          wallet: walletMachine.provide({
            actors: { loadCards: fromPromise(() => new Promise(() => {})) } as never,
          }),
        } as never,
      }),
      { input: registeredTakeout },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('paymentPage'));
    expect(selectIsWalletBusy(actor.getSnapshot())).toBe(true);
    actor.stop();
  });
});
