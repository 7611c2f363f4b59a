import { Trans } from '@lingui/react/macro';
import { type Bill, presentDiners } from '../../../../machines/table/bill.ts';
import { HeroPanel } from '../../../ui/hero-panel.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useMoney } from '../../shared/use-money.ts';

/**
 * What is left to pay, announced politely whenever it changes (another diner paid, an item arrived):
 * the diner hears the bill move without a reload.
 */
export function DueHero({ bill, settled }: { bill: Bill; settled: boolean }) {
  const money = useMoney();
  // A phone silent for two minutes is away: not counted at the table.
  const diners = presentDiners(bill).length;
  return (
    <HeroPanel tone={settled ? 'success' : 'live'} className="due-hero" aria-labelledby="due-hero-label">
      <div aria-live="polite" aria-atomic="true" className="due-hero__live">
        {settled ? (
          <>
            <span className="due-hero__badge">
              <Icon name="check-circle" size={28} />
            </span>
            <p id="due-hero-label" className="due-hero__label">
              <Trans>Table settled</Trans>
            </p>
            <p className="due-hero__amount">{money(bill.totals.itemsTotal)}</p>
            <p className="due-hero__meta">
              <Trans>Everything is paid. Thank you!</Trans>
            </p>
          </>
        ) : (
          <>
            <p id="due-hero-label" className="due-hero__label">
              <Trans>Left to pay</Trans>
            </p>
            <p className="due-hero__amount">{money(bill.totals.due)}</p>
            <p className="due-hero__meta">
              <Trans>
                of {money(bill.totals.itemsTotal)} · {diners} at the table
              </Trans>
            </p>
            {bill.heldCents > 0 && (
              <p className="due-hero__meta">
                <Trans>{money(bill.heldCents)} of it is being paid right now</Trans>
              </p>
            )}
          </>
        )}
      </div>
    </HeroPanel>
  );
}
