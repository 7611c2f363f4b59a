import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { selectStep } from '../../../machines/table/table.location.ts';
import { selectError, selectIsBusy } from '../../../machines/table/table.selectors.ts';
import { TextField } from '../../ui/text-field.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { ReceiptCpf } from './receipt-cpf.tsx';
import { tableMessage } from './table-messages.ts';
import { useTable, useTableSelector } from './use-table.ts';
import './table-form-page.css';

/** /table/form: a guest's name (shown to the table) and, optionally, a CPF for the receipt. */
export function TableFormPage() {
  const { t } = useLingui();
  const table = useTable();
  const busy = useTableSelector(selectIsBusy);
  const error = useTableSelector(selectError);
  // Joining failed (no page of its own): the same details are sent again.
  const joinFailed = useTableSelector(
    (snapshot) => selectStep(snapshot) === undefined && selectError(snapshot) !== undefined,
  );
  const [name, setName] = useState('');
  const [receipt, setReceipt] = useState({ cpf: '', include: false });
  const message = error === undefined ? undefined : t(tableMessage(error));

  function submit() {
    if (joinFailed) {
      table.send({ type: 'table.retry' });
      return;
    }
    table.send({
      type: 'guest.submit',
      name,
      document: receipt.cpf || undefined,
      includeDocumentInvoice: receipt.include,
    });
  }

  return (
    <AccountPage
      title={t`Who's at the table?`}
      subtitle={t`Your name shows on the bill so the table knows who paid what.`}
    >
      <AccountForm
        onSubmit={submit}
        submitLabel={t`Join the table`}
        busy={busy}
        errorKey={error}
        formError={error === 'nameRequired' || error === 'invalidCpf' ? undefined : message}
      >
        <TextField
          label={t`Your name`}
          name="name"
          autoComplete="given-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error === 'nameRequired' ? message : undefined}
          required
          autoFocus
        />
        <ReceiptCpf {...receipt} onChange={setReceipt} error={error === 'invalidCpf' ? message : undefined} />
        <p className="table-form__note">
          <Trans>We only use your CPF on this table's receipts.</Trans>
        </p>
      </AccountForm>
    </AccountPage>
  );
}
