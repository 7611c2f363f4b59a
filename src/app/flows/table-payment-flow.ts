import { type Actor, createActor, type InspectionEvent, waitFor } from 'xstate';
import { selectBill, selectSession } from '../../../machines/table/table.selectors.ts';
import type { TableSession } from '../../../machines/table/table.types.ts';
import type { SavedCard, TablePaymentEvent } from '../../../machines/table-payment/table-payment.types.ts';
import { selectIsRegistered, selectUser } from '../../../machines/user/user.selectors.ts';
import { fetchCards } from '../../api/cards.ts';
import type { TableActor } from '../table-actor.ts';
import type { UserActor } from '../user-actor.ts';
import { detailsOf, payableBill } from './table-bill.ts';
import { type ProvidedTablePaymentMachine, provideTablePaymentMachine } from './table-payment-effects.ts';
import {
  isPaymentOf,
  isReplayed,
  type PaymentProgress,
  paymentProgress,
  rehydrate,
  remember,
  type StoredSnapshot,
  topState,
} from './table-payment-progress.ts';

export type TablePaymentActor = Actor<ProvidedTablePaymentMachine>;

export type TablePaymentFlowState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; actor: TablePaymentActor };

interface FlowActors {
  table: TableActor;
  user: UserActor;
}

async function savedCardsOf(user: UserActor): Promise<SavedCard[]> {
  if (!selectIsRegistered(user.getSnapshot())) return [];
  const cards = await fetchCards().catch((error: unknown) => {
    console.warn('[table-payment] saved cards unavailable', error);
    return [];
  });
  return cards.map(({ id, brand, last4 }) => ({ id, brand, last4 }));
}

/**
 * The diner's payment (spec §1 "pay the bill alone or split"), shared by /table/payment and
 * /table/pix: created when the diner starts paying, kept across those pages and a reload, ended
 * when they go back to the bill or leave the table.
 */
export function createTablePaymentFlow() {
  let state: TablePaymentFlowState = { status: 'idle' };
  let scope: TableSession | undefined;
  let release: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const set = (next: TablePaymentFlowState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  function stop() {
    release?.();
    release = undefined;
    scope = undefined;
    if (state.status === 'ready') state.actor.stop();
    set({ status: 'idle' });
  }

  async function prepare({ table, user }: FlowActors, session: TableSession) {
    set({ status: 'preparing' });
    const [stored, savedCards, seated] = await Promise.all([
      paymentProgress.read(),
      savedCardsOf(user),
      waitFor(
        table,
        (snapshot) => selectBill(snapshot) !== undefined || selectSession(snapshot) === undefined,
        {
          timeout: Number.POSITIVE_INFINITY,
        },
      ),
    ]);
    const bill = detailsOf(selectBill(seated));
    if (scope !== session || bill === undefined) return;
    const progress = isPaymentOf(stored, session) ? stored : undefined;
    const resumes = progress?.snapshot !== undefined && topState(progress.snapshot.value) !== 'choosing';
    let events: TablePaymentEvent[] = resumes ? [] : ((progress?.events ?? []) as TablePaymentEvent[]);
    const inspect = (event: InspectionEvent) => {
      if (event.type === '@xstate.event' && event.actorRef === actor && isReplayed(event.event)) {
        events = remember(events, event.event);
      }
    };
    const actor: TablePaymentActor = createActor(provideTablePaymentMachine(session), {
      input: {
        ...session,
        bill: payableBill(bill),
        isRegistered: selectIsRegistered(user.getSnapshot()),
        savedCards,
        document: selectUser(user.getSnapshot())?.document ?? undefined,
      },
      ...(resumes && progress?.snapshot ? { snapshot: rehydrate(progress.snapshot) as never } : {}),
      inspect,
    });
    let step = topState(actor.getSnapshot().value);
    const persist = actor.subscribe((snapshot) => {
      const previous = step;
      step = topState(snapshot.value);
      // A PIX charge now holds the share, or the payment went through: the bill shows it now, not at the next poll.
      if (step !== previous && (step === 'pix' || step === 'paid')) table.send({ type: 'bill.refresh' });
      const paying = step !== 'choosing';
      void paymentProgress.write({
        ...session,
        events: events as PaymentProgress['events'],
        snapshot: paying
          ? (JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as StoredSnapshot)
          : undefined,
      });
    });
    actor.start();
    if (!resumes) for (const event of progress?.events ?? []) actor.send(event as TablePaymentEvent);
    // A waiting PIX asks again at once (and its timers start over).
    if (resumes && topState(actor.getSnapshot().value) === 'pix') actor.send({ type: 'pix.check' });
    const seat = release;
    release = () => {
      seat?.();
      persist.unsubscribe();
    };
    set({ status: 'ready', actor });
  }

  function discard() {
    stop();
    void paymentProgress.clear();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The payment for the diner's seat: the running one, or a new (or stored) one. */
    acquire(actors: FlowActors): void {
      const session = selectSession(actors.table.getSnapshot());
      if (session === undefined) return;
      if (scope?.sessionId === session.sessionId && scope.userSessionId === session.userSessionId) return;
      stop();
      scope = session;
      // The seat is gone (left, expired, another table): its payment goes with it.
      const seat = actors.table.subscribe((snapshot) => {
        if (selectSession(snapshot) === undefined) discard();
      });
      release = () => seat.unsubscribe();
      void prepare(actors, session);
    },
    /** Back to the bill: the payment is over (paid) or abandoned. */
    finish(table: TableActor): void {
      discard();
      table.send({ type: 'payment.finished' });
    },
  };
}

export const tablePaymentFlow = createTablePaymentFlow();
