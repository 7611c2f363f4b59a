import { createActor, fromPromise, waitFor } from 'xstate';
import { required } from '../shared/required.ts';
import { menu } from '../table-order/table-order.fixtures.ts';
import { tableOrderMachine } from '../table-order/table-order.machine.ts';
import type { OptionGroup } from '../table-order/table-order.types.ts';
import { approved, quote, receipt, totalized } from '../table-payment/table-payment.fixtures.ts';
import { tablePaymentMachine } from '../table-payment/table-payment.machine.ts';
import type { PaymentAnswer, SavedCard } from '../table-payment/table-payment.types.ts';
import { tableReceiptMachine } from '../table-receipt/table-receipt.machine.ts';
import { tableRegistrationMachine } from '../table-registration/table-registration.machine.ts';
import { completeUser } from '../user/user.fixtures.ts';
import type { Bill } from './bill.ts';
import { bill, openTable, session } from './table.fixtures.ts';
import { tableMachine } from './table.machine.ts';
import { selectPersisted, selectTablePayment } from './table.selectors.ts';
import type {
  BillPollerInput,
  CreateSessionInput,
  JoinSessionInput,
  LoadTableInfoInput,
  LocationCheck,
  Seat,
  TableInfo,
  TableInput,
  TableSession,
} from './table.types.ts';
import { billPollerMachine } from './table-bill.machine.ts';
import { connectMachine } from './table-connect.machine.ts';
import { tableTermsMachine } from './table-terms.machine.ts';

export interface TableFakes {
  loadTableInfo?: (input: LoadTableInfoInput) => Promise<TableInfo>;
  joinSession?: (input: JoinSessionInput) => Promise<TableSession>;
  createSession?: (input: CreateSessionInput) => Promise<TableSession>;
  leaveSession?: (input: Seat) => Promise<void>;
  loadBill?: (input: BillPollerInput) => Promise<Bill>;
  /** The diner's payment answer (a card approved, a PIX pending…). */
  addPayment?: () => Promise<PaymentAnswer>;
  checkLocation?: () => Promise<LocationCheck>;
}

/** Answers in turn, repeating the last one; an Error is thrown. */
export function answers<T>(...values: (T | Error)[]): () => Promise<T> {
  let index = 0;
  return async () => {
    const value = values[Math.min(index++, values.length - 1)] as T | Error;
    if (value instanceof Error) throw value;
    return value;
  };
}

/** A failed call as the API client reports it (src/api/errors.ts shape). */
export const apiError = (status: number | undefined, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`failed ${status}`), {
    key: status === undefined ? 'network' : 'default',
    status,
    ...extra,
  });

/** The table machine with fake effects, recording what the app would have been asked to do. */
export function startTable(input: TableInput, fakes: TableFakes = {}) {
  const calls: Record<string, unknown[]> = {};
  const record = <T>(name: string, value?: T) => {
    calls[name] = [...(calls[name] ?? []), value];
  };
  const fake = <I, O>(name: string, run: (input: I) => Promise<O>) =>
    fromPromise<O, I>(async ({ input: given }) => {
      record(name, given);
      return run(given);
    });
  const machine = tableMachine.provide({
    actors: {
      loadTableInfo: fake('loadTableInfo', fakes.loadTableInfo ?? (async () => openTable)),
      connect: connectMachine.provide({
        actors: {
          joinSession: fake('joinSession', fakes.joinSession ?? (async () => session)),
          createSession: fake('createSession', fakes.createSession ?? (async () => session)),
        },
      }),
      leaveSession: fake('leaveSession', fakes.leaveSession ?? (async () => {})),
      checkLocation: fake(
        'checkLocation',
        fakes.checkLocation ?? (async () => ({ inside: true, latitude: -23.56, longitude: -46.65 })),
      ),
      billPoller: billPollerMachine.provide({
        actors: { loadBill: fake('loadBill', fakes.loadBill ?? (async () => bill)) },
      }),
      tableTerms: tableTermsMachine.provide({
        actors: {
          loadTerms: fake('loadTerms', async () => ({
            title: 'Termos',
            body: 'Texto',
            version: '1',
            published_at: '2026-01-15',
          })),
        },
      }),
      tablePayment: tablePaymentMachine.provide({
        actors: {
          loadSavedCards: fake('loadSavedCards', async (): Promise<SavedCard[]> => []),
          calculate: fake('calculate', async () => quote),
          totalize: fake('totalize', async () => totalized),
          addPayment: fake('addPayment', fakes.addPayment ?? (async () => approved)),
        },
      }),
      tableOrder: tableOrderMachine.provide({
        actors: {
          loadMenu: fake('loadMenu', async () => menu),
          loadItem: fake('loadItem', async (): Promise<OptionGroup[]> => []),
          placeOrder: fake('placeOrder', async () => ({ totalCents: 8990 })),
        },
      }),
      tableRegistration: tableRegistrationMachine.provide({
        actors: { saveName: fake('saveName', async () => completeUser) },
      }),
      tableReceipt: tableReceiptMachine.provide({
        actors: {
          loadReceipt: fake('loadReceipt', async () => receipt),
          sendReceipt: fake('sendReceipt', async () => {}),
        },
      }),
    },
    actions: {
      acceptTerms: () => record('acceptTerms'),
      rememberTutorialSeen: () => record('rememberTutorialSeen'),
      announceOrderPlaced: () => record('announceOrderPlaced'),
    },
  });
  const actor = createActor(machine, { input });
  const settled: unknown[] = [];
  actor.on('bill.settled', (event) => settled.push(event));
  actor.start();
  return { actor, calls, settled, lastPersisted: () => selectPersisted(actor.getSnapshot()) };
}

/** A seated diner's payment, started and quoted for PIX: `payment.submit` pays it. */
export async function quotedForPix({ actor }: ReturnType<typeof startTable>) {
  await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
  actor.send({ type: 'payment.start' });
  const payment = required(selectTablePayment(actor.getSnapshot()), 'the payment');
  payment.send({ type: 'method.select', method: 'pix' });
  await waitFor(payment, (snapshot) => snapshot.hasTag('quoted'));
  return payment;
}
