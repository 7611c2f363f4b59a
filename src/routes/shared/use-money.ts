import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { formatMoney } from '../../lib/money.ts';

/** Formats cents as BRL in the current language: "R$ 19,90". */
export function useMoney(): (cents: number) => string {
  const { i18n } = useLingui();
  return useCallback((cents: number) => formatMoney(cents, i18n.locale), [i18n.locale]);
}
