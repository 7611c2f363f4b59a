import { TextField, type TextFieldProps } from '../text-field.tsx';

/** A text field for an e-mail address: the e-mail keyboard and autofill, no capitals or spell check. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
      type="email"
    />
  );
}
