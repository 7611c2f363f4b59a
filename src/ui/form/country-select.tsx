import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useId, useMemo } from 'react';
import { type Country, countries, DEFAULT_COUNTRY_ISO, flagEmoji } from '../../lib/countries.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icon.tsx';
import '../text-field.css';
import './country-select.css';

export interface CountrySelectProps
  extends Omit<ComponentProps<'select'>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** ISO 3166 region; Brazil by default. */
  value?: string;
  onChange?: (country: Country) => void;
  /** Visible label; "Country" by default. */
  label?: string;
  /** Names are in this locale; the active Lingui locale by default. */
  locale?: string;
  /** Shows only the flag and `+dial` (next to a phone number); the label stays for assistive technology. */
  compact?: boolean;
}

/** The phone's own picker over every region, each with its flag, name and calling code. */
export function CountrySelect({
  value = DEFAULT_COUNTRY_ISO,
  onChange,
  label,
  locale,
  compact = false,
  id,
  className,
  ...select
}: CountrySelectProps) {
  const { t, i18n } = useLingui();
  const autoId = useId();
  const selectId = id ?? autoId;
  const list = countries(locale ?? i18n.locale ?? 'pt-BR');
  const byIso = useMemo(() => new Map(list.map((country) => [country.iso, country])), [list]);
  const selected = byIso.get(value) ?? list[0];

  return (
    <div className={cx('country-select', compact && 'country-select--compact', className)}>
      <label htmlFor={selectId} className={compact ? 'visually-hidden' : 'field__label'}>
        {label ?? t`Country`}
      </label>
      <div className="country-select__control">
        {compact && selected && (
          <span className="country-select__face" aria-hidden="true">
            <span className="country-select__flag">{flagEmoji(selected.iso)}</span>+{selected.dialCode}
          </span>
        )}
        <select
          {...select}
          id={selectId}
          className="country-select__native"
          value={selected?.iso}
          onChange={(event) => {
            const country = byIso.get(event.target.value);
            if (country) onChange?.(country);
          }}
        >
          {list.map((country) => (
            <option key={country.iso} value={country.iso}>
              {`${flagEmoji(country.iso)} ${country.name} +${country.dialCode}`}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className="country-select__chevron" />
      </div>
    </div>
  );
}
