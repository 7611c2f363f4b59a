import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectUser } from '../../../machines/user/user.selectors.ts';
import { errorMessage } from '../../api/error-messages.ts';
import { saveTableName } from '../../app/flows/table-registration.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { TablePage } from './table-page.tsx';
import { useTable } from './use-table.ts';
import './table-menu-page.css';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** /table/registration-update: a signed-in diner missing their name, e-mail or phone completes it, or skips. */
export function TableRegistrationPage() {
  const { t } = useLingui();
  const { user } = useAppActors();
  const table = useTable();
  const account = useSelector(user, selectUser);
  const [name, setName] = useState(account?.name ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const missing = [
    !filled(account?.email) && t`e-mail`,
    !filled(account?.phone_number) && t`phone number`,
  ].filter(Boolean);
  const list = missing.join(', ');

  function submit() {
    if (name.trim() === '') {
      setError(t`Tell us your name so the table knows who is paying.`);
      return;
    }
    setBusy(true);
    setError(undefined);
    saveTableName({ user, table }, name).catch((failure: unknown) => {
      setBusy(false);
      setError(t(errorMessage(failure, 'updateUserFailed')));
    });
  }

  return (
    <TablePage title={t`Complete your details`}>
      <p className="table-registration__intro">
        <Trans>The table shows your name next to what you pay, and the receipt goes to your e-mail.</Trans>
      </p>
      <AccountForm
        onSubmit={submit}
        submitLabel={t`Save and see the bill`}
        busy={busy}
        errorKey={error}
        formError={error}
      >
        <TextField
          label={t`Your name`}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
        {missing.length > 0 && (
          <p className="table-registration__missing">
            <Icon name="info" size={18} />
            <span>
              <Trans>
                Your account has no {list} yet. You can add it in your profile; it needs a verification code.
              </Trans>
            </span>
          </p>
        )}
      </AccountForm>
      <Button variant="ghost" fullWidth onClick={() => table.send({ type: 'registration.skip' })}>
        <Trans>Skip for now</Trans>
      </Button>
    </TablePage>
  );
}
