import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { selectBill, selectValidation } from '../../../../machines/table-payment/table-payment.selectors.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useMoney } from '../../shared/use-money.ts';
import { amountMessage } from '../table-messages.ts';

/** "45", "45,50" or "1.045,50" in cents; 0 when it is no amount. */
export function centsOf(text: string): number {
  const normalised = text
    .replace(/[^\d,.]/g, '')
    .replace(/\.(?=\d{3}(\D|$))/g, '')
    .replace(',', '.');
  const value = Number.parseFloat(normalised);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** "Another amount": any amount up to what is left. */
export function CustomAmount({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const due = useSelector(actor, (snapshot) => selectBill(snapshot).totals.due);
  const problem = useSelector(actor, (snapshot) => selectValidation(snapshot).amount);
  const [text, setText] = useState('');
  const max = money(due);
  return (
    <div className="pay-custom">
      <TextField
        label={t`Amount (R$)`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        value={text}
        hint={t`Up to ${max}, before service and tip.`}
        error={text !== '' && problem && problem !== 'seatsInvalid' ? t(amountMessage(problem)) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          actor.send({ type: 'amount.set', cents: centsOf(event.target.value) });
        }}
      />
    </div>
  );
}
