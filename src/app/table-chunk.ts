import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tableMachine } from '../../machines/table/table.machine.ts';
import { billPollerMachine } from '../../machines/table/table-bill.machine.ts';
import { connectMachine } from '../../machines/table/table-connect.machine.ts';
import { tableTermsMachine } from '../../machines/table/table-terms.machine.ts';
import { tableReceiptMachine } from '../../machines/table-receipt/table-receipt.machine.ts';
import { selectIsRegistered, type UserSnapshot } from '../../machines/user/user.selectors.ts';
import { putMe } from '../api/users.ts';
import { toast } from '../ui/toast/toast-store.ts';
import { tableEffects } from './flows/table-effects.ts';
import { providedTableOrderMachine } from './flows/table-order-effects.ts';
import { providedTablePaymentMachine } from './flows/table-payment-effects.ts';
import { providedTableRegistrationMachine } from './flows/table-registration.ts';
import { resumable } from './resumable.ts';

interface System {
  system: { get(systemId: 'user'): { send(event: unknown): void; getSnapshot(): unknown } | undefined };
}

/** Registered users' acceptance is kept on their account too (`accepted_pg_terms`). */
function recordTermsOnAccount() {
  const form = new FormData();
  form.set('accepted_pg_terms', 'true');
  putMe({ form }).catch((error: unknown) => console.warn('[table] could not record the terms', error));
}

/**
 * The dine-in journey (DESIGN §3 `table`) with its real effects — the API, the user store — and its
 * children (payment, ordering, registration update, terms), restored from storage when it can be:
 * a chunk of its own, loaded with the table pages.
 */
export const tableLogic = () =>
  resumable(
    tableMachine.provide({
      actors: {
        loadTableInfo: tableEffects.loadTableInfo,
        connect: connectMachine.provide({
          actors: { createSession: tableEffects.createSession, joinSession: tableEffects.joinSession },
        }),
        leaveSession: tableEffects.leaveSession,
        checkLocation: tableEffects.checkLocation,
        billPoller: billPollerMachine.provide({ actors: { loadBill: tableEffects.loadBill } }),
        tableTerms: tableTermsMachine.provide({ actors: { loadTerms: tableEffects.loadTerms } }),
        tablePayment: providedTablePaymentMachine,
        tableOrder: providedTableOrderMachine,
        tableRegistration: providedTableRegistrationMachine,
        tableReceipt: tableReceiptMachine.provide({
          actors: { loadReceipt: tableEffects.loadReceipt, sendReceipt: tableEffects.sendReceipt },
        }),
      },
      actions: {
        acceptTerms: ({ system }: System) => {
          const user = system.get('user');
          user?.send({ type: 'tableTerms.accepted' });
          if (user && selectIsRegistered(user.getSnapshot() as UserSnapshot)) recordTermsOnAccount();
        },
        rememberTutorialSeen: ({ system }: System) => system.get('user')?.send({ type: 'tutorial.seen' }),
        announceOrderPlaced: () =>
          toast.success(i18n._(msg`Your order went to the kitchen. It is on the bill now.`)),
      },
    }),
  );
