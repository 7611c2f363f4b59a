import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type BillItem, unitsLeft } from '../../../../machines/table/bill.ts';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { selectBill, selectSelection } from '../../../../machines/table-payment/table-payment.selectors.ts';
import type { ItemShare } from '../../../../machines/table-payment/table-payment.types.ts';
import { useMoney } from '../../shared/use-money.ts';
import { Stepper } from './stepper.tsx';

const MAX_PARTS = 12;

/** A chosen line: how many of its units (a line of several), and between how many people. */
function ChosenLine({ actor, line, share }: { actor: TablePaymentActor; line: BillItem; share: ItemShare }) {
  const { t } = useLingui();
  const money = useMoney();
  const left = unitsLeft(line);
  const base = share.units === undefined ? line.totalCents : share.units * line.unitCents;
  return (
    <>
      {share.units !== undefined && (
        <div className="pay-item__split">
          <span>
            <Trans>
              {share.units} of {left} left
            </Trans>
          </span>
          <Stepper
            label={t`How many ${line.name}`}
            value={share.units}
            min={1}
            max={left}
            onChange={(units) => actor.send({ type: 'item.units', billItemId: line.billItemId, units })}
          />
        </div>
      )}
      <div className="pay-item__split">
        <span>
          {share.parts === 1 ? (
            <Trans>Not split</Trans>
          ) : (
            <Trans>
              Split between {share.parts}: you pay about {money(Math.floor(base / share.parts))}
            </Trans>
          )}
        </span>
        <Stepper
          label={t`People sharing ${line.name}`}
          value={share.parts}
          min={1}
          max={MAX_PARTS}
          onChange={(parts) => actor.send({ type: 'item.parts', billItemId: line.billItemId, parts })}
        />
      </div>
    </>
  );
}

/** "My items": the lines the diner pays, whole, some of their units, or split across several people. */
export function ItemShares({ actor }: { actor: TablePaymentActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const bill = useSelector(actor, selectBill);
  const selection = useSelector(actor, selectSelection);
  const chosen = selection.mode === 'items' ? selection.items : [];
  return (
    <fieldset className="pay-items">
      <legend className="pay-section__title">{t`Choose your items`}</legend>
      <ul className="pay-items__list">
        {bill.items.map((line) => {
          const share = chosen.find((item) => item.billItemId === line.billItemId);
          const free = line.remainingCents > 0;
          return (
            <li key={line.billItemId} className={share ? 'pay-item pay-item--chosen' : 'pay-item'}>
              <label className="pay-item__row">
                <input
                  type="checkbox"
                  className="pay-item__check"
                  checked={share !== undefined}
                  disabled={!free}
                  onChange={() => actor.send({ type: 'item.toggle', billItemId: line.billItemId })}
                />
                <span className="pay-item__name">
                  {line.quantity}× {line.name}
                </span>
                <span className="pay-item__amount">
                  {free ? money(line.remainingCents) : <Trans>Paid or being paid</Trans>}
                </span>
              </label>
              {share && <ChosenLine actor={actor} line={line} share={share} />}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
