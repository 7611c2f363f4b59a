/** For context fields a state can only be entered with: a missing one is a bug in the chart. */
export function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
