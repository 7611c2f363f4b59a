import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { selectServiceFee, selectTip } from '../../../../machines/table-payment/table-payment.selectors.ts';
import { CheckboxField } from '../../../ui/form/checkbox-field.tsx';
import { useMoney } from '../../shared/use-money.ts';

const TIPS = [0, 500, 1000, 2000];

/** The 10 % service fee (on by default, the diner may remove it) and a tip for the team. */
export function FeeAndTip({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const fee = useSelector(actor, selectServiceFee);
  const tip = useSelector(actor, selectTip);
  return (
    <div className="pay-extras">
      <CheckboxField
        checked={fee}
        onChange={() => actor.send({ type: 'fee.toggle' })}
        hint={t`Customary in Brazil and optional; it goes to the team.`}
      >
        {t`Add the 10 % service fee`}
      </CheckboxField>
      <fieldset className="pay-tips">
        <legend className="pay-tips__legend">{t`Tip`}</legend>
        <div className="pay-tips__chips">
          {TIPS.map((cents) => (
            <label key={cents} className="pay-chip">
              <input
                type="radio"
                name="tip"
                className="pay-chip__input"
                checked={tip === cents}
                onChange={() => actor.send({ type: 'tip.set', cents })}
              />
              <span className="pay-chip__label">{cents === 0 ? t`No tip` : money(cents)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
