import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEFAULT_COUNTRY_ISO, dialCodeOf } from '../../lib/countries.ts';
import { CountrySelect } from './country-select.tsx';
import { FieldFrame } from './field-frame.tsx';
import { useMask } from './use-mask.ts';
import './phone-field.css';

export interface PhoneValue {
  iso: string;
  /** Calling code without the plus, e.g. `55`. */
  dialCode: string;
  /** The national number's digits. */
  number: string;
}

export interface PhoneFieldProps {
  /** Visible label of the number; "Phone number" by default. */
  label?: string;
  /** Controlled country and digits; leave out to let the field keep its own. */
  value?: { iso: string; number: string };
  defaultValue?: { iso?: string; number?: string };
  onValueChange?: (value: PhoneValue) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const BRAZIL_MASKS = ['(##) ####-####', '(##) #####-####'];
/** E.164 caps a full number, calling code included, at 15 digits. */
const MAX_DIGITS = 15;

export function phoneMask(iso: string): string | string[] {
  if (iso === 'BR') return BRAZIL_MASKS;
  return '#'.repeat(MAX_DIGITS - (dialCodeOf(iso) ?? '').length);
}

function capacity(iso: string): number {
  return Math.max(...[phoneMask(iso)].flat().map((mask) => mask.split('#').length - 1));
}

/** A country picker (flag and `+dial`) joined to the national number, masked for Brazil. */
export function PhoneField({
  label,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  required,
  disabled,
  name,
  id,
  className,
}: PhoneFieldProps) {
  const { t } = useLingui();
  const [own, setOwn] = useState({
    iso: defaultValue?.iso ?? DEFAULT_COUNTRY_ISO,
    number: defaultValue?.number ?? '',
  });
  const current = value ?? own;

  function change(iso: string, number: string) {
    setOwn({ iso, number });
    onValueChange?.({ iso, dialCode: dialCodeOf(iso) ?? '', number });
  }

  const mask = useMask({
    mask: phoneMask(current.iso),
    value: current.number,
    onValueChange: (next) => change(current.iso, next.unmasked),
  });

  return (
    <FieldFrame
      label={label ?? t`Phone number`}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div className="phone-field__row">
          <CountrySelect
            compact
            value={current.iso}
            disabled={disabled}
            aria-invalid={control.invalid}
            onChange={(country) => change(country.iso, current.number.slice(0, capacity(country.iso)))}
          />
          <input
            {...mask}
            id={control.id}
            name={name}
            type="tel"
            autoComplete="tel-national"
            className="field__input"
            required={required}
            disabled={disabled}
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
          />
        </div>
      )}
    </FieldFrame>
  );
}
