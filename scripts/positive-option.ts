/** A command-line count (`--runs 3`): a positive whole number, or an error that names the option. */
export function positiveOption(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name}: a positive whole number, not ${value}`);
  return number;
}
