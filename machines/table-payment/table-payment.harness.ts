import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { numberedKeys } from '../../tests/idempotency-keys.ts';
import { pixMachine } from './pix.machine.ts';
import { reconcileMachine } from './reconcile.machine.ts';
import { approved, diner, quote, savedCard, totalized } from './table-payment.fixtures.ts';
import { tablePaymentMachine } from './table-payment.machine.ts';
import type {
  PaymentAnswer,
  PixPollAnswer,
  ReconcileAnswer,
  TablePaymentInput,
  Totalized,
} from './table-payment.types.ts';

/** The table-payment chart with fake calls that record what they were asked, on Vitest's fake timers. */

type Answer<T> = T | Error;

/** Answers in turn, repeating the last; an Error is thrown. */
export const inTurn = <T>(...values: Answer<T>[]) => {
  let index = 0;
  return async (): Promise<T> => {
    const value = values[Math.min(index++, values.length - 1)] as Answer<T>;
    if (value instanceof Error) throw value;
    return value;
  };
};
export const lost = () => Object.assign(new Error('network'), { key: 'network', status: undefined });

export interface Fakes {
  totalize?: () => Promise<Totalized>;
  addPayment?: () => Promise<PaymentAnswer>;
  pollPayment?: () => Promise<PixPollAnswer>;
  reconcile?: () => Promise<ReconcileAnswer>;
  calculate?: () => Promise<typeof quote>;
}

export function startPayment(fakes: Fakes = {}, input: TablePaymentInput = diner) {
  const calls: Record<string, unknown[]> = {};
  numberedKeys();
  const fake = <I, O>(name: string, run: () => Promise<O>) =>
    fromPromise<O, I>(async ({ input: given }) => {
      calls[name] = [...(calls[name] ?? []), given];
      return run();
    });
  const tracked: Array<[action: string, params: unknown]> = [];
  const track = (name: string) => (_: unknown, params: unknown) => tracked.push([name, params]);
  const machine = tablePaymentMachine.provide({
    actions: {
      trackBeginCheckout: track('trackBeginCheckout'),
      trackPurchase: track('trackPurchase'),
      trackPaymentError: track('trackPaymentError'),
    },
    actors: {
      calculate: fake('calculate', fakes.calculate ?? (async () => quote)),
      tokenizeCard: fake('tokenizeCard', async () => ({ token: 'tok-1', brand: 'visa', last4: '1111' })),
      totalize: fake('totalize', fakes.totalize ?? (async () => totalized)),
      addPayment: fake('addPayment', fakes.addPayment ?? (async () => approved)),
      loadSavedCards: fake('loadSavedCards', async () => [savedCard]),
      pix: pixMachine.provide({
        actors: {
          pollPayment: fake(
            'pollPayment',
            fakes.pollPayment ?? (async () => ({ status: 'pending' }) as const),
          ),
        },
      }),
      reconciliation: reconcileMachine.provide({
        actors: {
          reconcile: fake('reconcile', fakes.reconcile ?? (async () => ({ status: 'unknown' }) as const)),
        },
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
  return { actor, calls, tracked, settle, snapshot: () => actor.getSnapshot() };
}

/** Quoted, card chosen: ready to pay. */
export async function readyToPay(fakes: Fakes = {}, method: 'card' | 'pix' = 'card') {
  const started = startPayment(fakes);
  await started.settle();
  started.actor.send({ type: 'method.select', method });
  if (method === 'card') started.actor.send({ type: 'card.use', cardId: 'card-1' });
  await started.settle(300);
  return started;
}
