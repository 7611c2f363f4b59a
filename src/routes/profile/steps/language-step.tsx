import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { isLocale, type Locale } from '../../../../contract/locales.ts';
import type { ProfileActor } from '../../../../machines/app/app.selectors.ts';
import { selectLocale } from '../../../../machines/profile/profile.selectors.ts';
import { ProfileStepPage } from '../profile-step-page.tsx';

const languages = [
  { locale: 'pt-BR', label: 'Português (Brasil)' },
  { locale: 'en-US', label: 'English (US)' },
] as const satisfies readonly { locale: Locale; label: string }[];

/** Step 4 (spec §4, §9): the language, kept in a cookie for 365 days and applied at once. */
export function LanguageStep({ profile }: { profile: ProfileActor }) {
  const { t, i18n } = useLingui();
  // The choice shows at once; the catalog of the new language follows.
  const chosen = useSelector(profile, selectLocale) ?? i18n.locale;
  return (
    <ProfileStepPage title={t`Language`}>
      <fieldset className="profile-page__choices">
        <legend>{t`The app's language`}</legend>
        {languages.map(({ locale, label }) => (
          <label key={locale} className="profile-page__choice" lang={locale}>
            <input
              type="radio"
              name="language"
              value={locale}
              checked={chosen === locale}
              onChange={(event) => {
                if (isLocale(event.target.value))
                  profile.send({ type: 'language.choose', locale: event.target.value });
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </ProfileStepPage>
  );
}
