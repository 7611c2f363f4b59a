import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/** Dates and times in the current language: "24/11/2026, 12:05" and "12:05". */
export function useDateTime() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' });
    const seconds = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'medium' });
    return {
      dateTime: (ms: number) => dateTime.format(ms),
      time: (ms: number) => time.format(ms),
      timeWithSeconds: (ms: number) => seconds.format(ms),
    };
  }, [i18n.locale]);
}
