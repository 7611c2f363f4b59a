import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectTable, type TableActor } from '../../../machines/app/app.selectors.ts';
import { selectStep } from '../../../machines/table/table.location.ts';
import { Button } from '../../ui/button.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';

/** The table when it sent the visitor here to sign in (spec §4 "redirect-pending"), else undefined. */
export function useTableSentHere(): TableActor | undefined {
  const table = useSelector(useAppActors().app, selectTable);
  const sentHere = useSelector(
    table,
    (snapshot) => snapshot !== undefined && selectStep(snapshot) === '/auth',
  );
  return sentHere ? table : undefined;
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
