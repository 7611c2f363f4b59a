import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from '../../../contract/locales.ts';
import { setLocale } from '../../i18n/set-locale.ts';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { useAppActors } from './use-app-actors.ts';

const options = [
  { value: 'pt-BR', label: 'Português' },
  { value: 'en-US', label: 'English' },
] as const satisfies readonly { value: Locale; label: string }[];

/** Switches the language (kept in a cookie) and reloads the start-up data in it. */
export function LocaleSwitch() {
  const { i18n } = useLingui();
  const { startup } = useAppActors();
  async function change(value: string) {
    if (!isLocale(value)) return;
    await setLocale(value);
    startup.send({ type: 'startup.reload' });
  }
  return <LanguageSelect value={i18n.locale} options={options} onChange={change} />;
}
