import { TextField, type TextFieldProps } from '../text-field.tsx';
import { type MaskOptions, useMask } from './use-mask.ts';

export type { MaskedValue } from './use-mask.ts';

export interface MaskedTextFieldProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'inputMode'>,
    MaskOptions {}

/** A TextField that formats as you type: `(11) 98765-4321`, `123.456.789-09`, `01310-100`. */
export function MaskedTextField({
  mask,
  value,
  defaultValue,
  onValueChange,
  inputMode,
  ...field
}: MaskedTextFieldProps) {
  return <TextField {...field} {...useMask({ mask, value, defaultValue, onValueChange, inputMode })} />;
}
