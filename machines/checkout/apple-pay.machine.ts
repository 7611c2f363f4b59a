// Paying an order with Apple Pay: the merchant session and the confirmation.
// Spec §2 apple-pay start-session; §7 payments.
import { assign, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type { ApplePayMerchantSession, ApplePaySessionInput } from './checkout.types.ts';

export interface ApplePayInput {
  orderId: string;
}

interface ApplePayContext {
  orderId: string;
  merchantSession: ApplePayMerchantSession | undefined;
  token: string | undefined;
  error: unknown;
}

export type ApplePayEvent =
  | { type: 'applePay.validateMerchant'; validationUrl: string }
  | { type: 'applePay.authorized'; token: string }
  | { type: 'applePay.cancelled' };

export type ApplePayOutput =
  | { status: 'authorized'; token: string }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/**
 * The Apple Pay sheet, once the customer opened it (only where `ApplePaySession` can make
 * payments): the browser asks for merchant validation, our API starts the session with Apple
 * (spec §2 "apple-pay start-session", §7 `{ verification_url, order_id }`), the customer
 * authorizes, and the payment token is the output. Nothing is charged here.
 */
export const applePayMachine = setup({
  types: {} as {
    context: ApplePayContext;
    events: ApplePayEvent;
    input: ApplePayInput;
    output: ApplePayOutput;
  },
  actors: {
    startApplePaySession: provided<ApplePayMerchantSession, ApplePaySessionInput>(
      'checkout',
      'startApplePaySession',
    ),
  },
  actions: {
    storeMerchantSession: assign((_, merchantSession: ApplePayMerchantSession) => ({ merchantSession })),
    storeToken: assign(({ event }) => (event.type === 'applePay.authorized' ? { token: event.token } : {})),
    storeError: assign((_, error: unknown) => ({ error })),
  },
}).createMachine({
  id: 'applePay',
  context: ({ input }) => ({
    orderId: input.orderId,
    merchantSession: undefined,
    token: undefined,
    error: undefined,
  }),
  initial: 'waitingForMerchant',
  on: { 'applePay.cancelled': '.cancelled' },
  output: ({ context }) => {
    if (context.token !== undefined) return { status: 'authorized', token: context.token };
    return context.error === undefined ? { status: 'cancelled' } : { status: 'failed', error: context.error };
  },
  states: {
    waitingForMerchant: {
      on: { 'applePay.validateMerchant': 'validating' },
    },
    validating: {
      tags: 'busy',
      invoke: {
        id: 'startApplePaySession',
        src: 'startApplePaySession',
        input: ({ context, event }) => ({
          validationUrl: required(
            event.type === 'applePay.validateMerchant' ? event.validationUrl : undefined,
            'validationUrl',
          ),
          orderId: context.orderId,
        }),
        onDone: {
          target: 'authorizing',
          actions: { type: 'storeMerchantSession', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    // The view completes the merchant validation with the session; the customer authorizes.
    authorizing: {
      tags: 'authorizing',
      on: { 'applePay.authorized': { target: 'authorized', actions: 'storeToken' } },
    },
    authorized: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final' },
  },
});
