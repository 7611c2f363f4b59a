import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Icon } from './icon.tsx';
import './language-select.css';

export interface LanguageOption {
  value: string;
  /** The language in its own words, e.g. "Português". */
  label: string;
}

export interface LanguageSelectProps {
  value: string;
  options: readonly LanguageOption[];
  onChange: (value: string) => void;
}

/** A compact native select (the phone's own picker) for the header's language slot. */
export function LanguageSelect({ value, options, onChange }: LanguageSelectProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <Icon name="globe" size={18} className="language-select__icon" />
      <select
        id={id}
        className="language-select__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevron-down" size={14} className="language-select__chevron" />
    </div>
  );
}
