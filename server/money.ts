import type { Money } from '../src/api/schemas/common.ts';

export function money(cents: number, originalCents?: number | null): Money {
  return { value: cents, currency: 'BRL', ...(originalCents ? { originalValue: originalCents } : {}) };
}
