import { useLingui } from '@lingui/react/macro';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { MaskedTextField } from '../../ui/form/masked-text-field.tsx';

export const CPF_MASK = '###.###.###-##';

export interface ReceiptCpfProps {
  cpf: string;
  include: boolean;
  onChange: (value: { cpf: string; include: boolean }) => void;
  error?: string;
}

/** An optional CPF and whether the receipt (nota fiscal) carries it. */
export function ReceiptCpf({ cpf, include, onChange, error }: ReceiptCpfProps) {
  const { t } = useLingui();
  return (
    <div className="receipt-cpf">
      <MaskedTextField
        label={t`CPF (optional)`}
        name="cpf"
        mask={CPF_MASK}
        autoComplete="off"
        placeholder="000.000.000-00"
        value={cpf}
        onValueChange={({ unmasked }) => onChange({ cpf: unmasked, include: include && unmasked !== '' })}
        error={error}
      />
      <CheckboxField
        checked={include}
        disabled={cpf === ''}
        onChange={(event) => onChange({ cpf, include: event.target.checked })}
      >
        {t`CPF on the receipt`}
      </CheckboxField>
    </div>
  );
}
