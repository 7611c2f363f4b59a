import type { Money } from './schemas/common.ts';

export function money(cents: number, originalCents?: number | null): Money {
  return { value: cents, currency: 'BRL', ...(originalCents ? { originalValue: originalCents } : {}) };
}
