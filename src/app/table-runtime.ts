import type { AnyRouter } from '@tanstack/react-router';
import { selectSession } from '../../machines/table/table.selectors.ts';
import type { PersistedTable } from '../../machines/table/table.types.ts';
import { bindTableNavigation } from './flows/table-navigation.ts';
import { isPaymentOf, paymentProgress } from './flows/table-payment-progress.ts';
import type { StartupActor } from './startup-actor.ts';
import { createTableActor, type TableActor } from './table-actor.ts';
import type { UserActor } from './user-actor.ts';

interface TableRuntime {
  stored: Partial<PersistedTable> | undefined;
  user: UserActor;
  startup: StartupActor;
  router: () => AnyRouter | undefined;
}

/** The table actor started with its bindings: the router follows it, a reload mid-payment resumes. */
export async function startTable({ stored, user, startup, router }: TableRuntime): Promise<TableActor> {
  const payment = await paymentProgress.read();
  const table = createTableActor(stored, { user, startup });
  const bound = router();
  if (bound) bindTableNavigation(table, bound);
  let storedPayment = payment;
  // A payment belongs to its seat: leaving the table (or its session ending) forgets it.
  table.subscribe((snapshot) => {
    if (selectSession(snapshot) === undefined && storedPayment !== undefined) {
      storedPayment = undefined;
      void paymentProgress.clear();
    }
  });
  table.start();
  // A reload in the middle of paying goes back to the payment (before the page's guard runs).
  if (isPaymentOf(payment, selectSession(table.getSnapshot()))) table.send({ type: 'payment.start' });
  return table;
}
