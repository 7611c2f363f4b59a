import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { selectStep } from '../../../machines/table/table.selectors.ts';
import type { TableActor } from '../../app/table-actor.ts';
import { Button } from '../../ui/button.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';

const noSubscription = () => () => {};

/** The table actor when it sent the visitor here to sign in (spec §4 "redirect-pending"), else undefined. */
export function useTableSentHere(): TableActor | undefined {
  const actor = useAppActors().table.actor;
  const sentHere = useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : noSubscription,
    () => actor !== undefined && selectStep(actor.getSnapshot()) === '/auth',
  );
  return sentHere ? actor : undefined;
}

/** At sign-in from the table: a guest may sit down without an account (name and optional CPF). */
export function ContinueAsTableGuest({ table }: { table: TableActor }) {
  return (
    <p className="account-form__switch auth-entry__guest">
      <Button variant="ghost" fullWidth onClick={() => table.send({ type: 'guest.continue' })}>
        <Trans>Join the table without an account</Trans>
      </Button>
    </p>
  );
}
