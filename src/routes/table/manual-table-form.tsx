import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { QrCode } from '../../../machines/table/table.types.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface ManualTableFormProps {
  onSubmit: (code: QrCode) => void;
  busy: boolean;
}

/**
 * The table code typed in, when the camera cannot read it: the restaurant's code, the table number
 * and the table's key, all printed under the QR code.
 */
export function ManualTableForm({ onSubmit, busy }: ManualTableFormProps) {
  const { t } = useLingui();
  const [storeId, setStoreId] = useState('');
  const [tableId, setTableId] = useState('');
  const [key, setKey] = useState('');
  const [tried, setTried] = useState(false);
  const missing = (value: string) => (tried && value.trim() === '' ? t`Fill this in.` : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (storeId.trim() === '' || tableId.trim() === '' || key.trim() === '') return;
    onSubmit({ storeId: storeId.trim().toLowerCase(), tableId: tableId.trim(), key: key.trim() });
  }

  return (
    <form className="manual-table-form" noValidate onSubmit={submit}>
      <p className="manual-table-form__hint">
        <Trans>The code is printed under the QR code on your table.</Trans>
      </p>
      <div className="manual-table-form__fields">
        <TextField
          label={t`Restaurant code`}
          name="store"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          value={storeId}
          onChange={(event) => setStoreId(event.target.value)}
          error={missing(storeId)}
          required
        />
        <TextField
          label={t`Table number`}
          name="table"
          inputMode="numeric"
          autoComplete="off"
          value={tableId}
          onChange={(event) => setTableId(event.target.value)}
          error={missing(tableId)}
          required
        />
        <TextField
          label={t`Table key`}
          name="key"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          error={missing(key)}
          required
        />
      </div>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        <Trans>Join the table</Trans>
      </Button>
    </form>
  );
}
