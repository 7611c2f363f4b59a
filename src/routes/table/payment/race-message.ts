import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { PaymentRace } from '../../../../machines/table-payment/table-payment.types.ts';
import { useMoney } from '../../shared/use-money.ts';

/** What happened when another diner paid first, and what is left now ("Ana just paid the Picanha."). */
export function useRaceMessage(): (race: PaymentRace) => string {
  const { t } = useLingui();
  const money = useMoney();
  return useCallback(
    ({ by, paying, item, dueCents }: PaymentRace) => {
      const left = t`${money(dueCents)} is left to pay.`;
      if (item !== undefined) {
        const what =
          by === undefined
            ? t`${item} was just paid.`
            : paying
              ? t`${by} is paying ${item} right now.`
              : t`${by} just paid ${item}.`;
        return `${what} ${left}`;
      }
      const what =
        by === undefined
          ? t`Someone just paid part of the bill.`
          : paying
            ? t`${by} is paying part of the bill right now.`
            : t`${by} just paid part of the bill.`;
      return `${what} ${left}`;
    },
    [t, money],
  );
}
