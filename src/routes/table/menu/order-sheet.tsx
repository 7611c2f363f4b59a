import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TableOrderActor } from '../../../../machines/table/table.selectors.ts';
import {
  selectError,
  selectIsBusy,
  selectIsOutcomeUnknown,
  selectLines,
  selectOrderSummary,
} from '../../../../machines/table-order/table-order.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { QuantityStepper } from '../../shared/quantity-stepper.tsx';
import { useMoney } from '../../shared/use-money.ts';
import { orderMessage } from '../table-messages.ts';

/** The order before it goes: its lines to adjust, the total, and "Send to the kitchen". */
export function OrderSheet({ actor }: { actor: TableOrderActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const lines = useSelector(actor, selectLines);
  const { totalCents } = useSelector(actor, selectOrderSummary);
  const sending = useSelector(actor, selectIsBusy);
  const unknown = useSelector(actor, selectIsOutcomeUnknown);
  const error = useSelector(actor, selectError);

  return (
    <Modal
      open
      onClose={() => actor.send({ type: 'basket.close' })}
      title={t`Your order`}
      description={
        <Trans>It goes straight to the kitchen and onto the table's bill. Pay whenever you like.</Trans>
      }
      closeButton
      className="order-sheet"
      actions={
        <Button size="lg" fullWidth loading={sending} onClick={() => actor.send({ type: 'order.send' })}>
          {unknown ? <Trans>Try again</Trans> : <Trans>Send order · {money(totalCents)}</Trans>}
        </Button>
      }
    >
      <div className="order-sheet__body">
        <ul className="order-sheet__lines">
          {lines.map((line) => (
            <li key={line.key} className="order-sheet__line">
              <span className="order-sheet__text">
                <span className="order-sheet__name">{line.name}</span>
                {line.choiceNames.length > 0 && (
                  <span className="order-sheet__detail">{line.choiceNames.join(' · ')}</span>
                )}
                {line.note && <span className="order-sheet__detail">“{line.note}”</span>}
                <span className="order-sheet__price">{money(line.unitCents * line.quantity)}</span>
              </span>
              {/* While the outcome is unknown the order must stay as sent: only the same one may go again. */}
              {unknown || sending ? (
                <span className="order-sheet__quantity">{line.quantity}×</span>
              ) : (
                <QuantityStepper
                  value={line.quantity}
                  name={line.name}
                  min={0}
                  onChange={(quantity) => actor.send({ type: 'line.set', key: line.key, quantity })}
                />
              )}
            </li>
          ))}
        </ul>
        <FormError>
          {unknown
            ? t`We couldn't confirm that your order reached the kitchen. Try again: it will not be sent twice.`
            : error && t(orderMessage(error))}
        </FormError>
      </div>
    </Modal>
  );
}
