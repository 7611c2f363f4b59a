import { Mask } from 'maska';
import { type ChangeEvent, type HTMLAttributes, useMemo } from 'react';

export interface MaskedValue {
  masked: string;
  /** The value without the mask's literals, e.g. the CPF's 11 digits. */
  unmasked: string;
  /** Every slot of the mask is filled. */
  completed: boolean;
}

export interface MaskOptions {
  /** `#` digit, `@` letter, `*` letter or digit; anything else is a literal. Several masks pick by length. */
  mask: string | string[];
  /** Masked or raw; it is shown masked. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: MaskedValue) => void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** Props for an `<input>` that formats as you type, keeping the caret after what was typed. */
export function useMask({ mask, value, defaultValue, onValueChange, inputMode }: MaskOptions) {
  const key = JSON.stringify(mask);
  const masker = useMemo(() => new Mask({ mask: JSON.parse(key) }), [key]);
  const patterns = [mask].flat();
  const digitsOnly =
    patterns.some((pattern) => pattern.includes('#')) && !patterns.some((p) => /[@*]/.test(p));

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const raw = input.value;
    const masked = masker.masked(raw);
    if (masked !== raw) {
      const caret = caretAfter(masker, raw, masked, input.selectionStart ?? raw.length);
      input.value = masked;
      input.setSelectionRange(caret, caret);
    }
    onValueChange?.({ masked, unmasked: masker.unmasked(raw), completed: masker.completed(raw) });
  }

  return {
    inputMode: inputMode ?? (digitsOnly ? 'numeric' : undefined),
    value: value === undefined ? undefined : masker.masked(value),
    defaultValue: defaultValue === undefined ? undefined : masker.masked(defaultValue),
    onChange,
  } as const;
}

function caretAfter(masker: Mask, raw: string, masked: string, caret: number): number {
  if (caret >= raw.length) return masked.length;
  const typed = masker.unmasked(raw.slice(0, caret)).length;
  for (let end = 0; end <= masked.length; end++) {
    if (masker.unmasked(masked.slice(0, end)).length >= typed) return end;
  }
  return masked.length;
}
