import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { selectMode } from '../../../../machines/table-payment/table-payment.selectors.ts';
import type { PaymentMode } from '../../../../machines/table-payment/table-payment.types.ts';

/** What the diner pays: the whole remaining bill, their items, an equal share, or any amount. */
export function ModePicker({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const mode = useSelector(actor, selectMode);
  const modes: { mode: PaymentMode; title: string; text: string }[] = [
    { mode: 'full', title: t`The whole bill`, text: t`Everything still to pay` },
    { mode: 'items', title: t`My items`, text: t`Pick what you had, or split a dish` },
    { mode: 'equal', title: t`Equal shares`, text: t`Split what is left between people` },
    { mode: 'custom', title: t`Another amount`, text: t`Pay any amount you choose` },
  ];
  return (
    <fieldset className="pay-modes">
      <legend className="pay-section__title">{t`What are you paying?`}</legend>
      <div className="pay-modes__grid">
        {modes.map((option) => (
          <label key={option.mode} className="pay-mode">
            <input
              type="radio"
              name="mode"
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => actor.send({ type: 'mode.select', mode: option.mode })}
              className="pay-mode__input"
            />
            <span className="pay-mode__title">{option.title}</span>
            <span className="pay-mode__text">{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
