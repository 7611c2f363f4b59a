/** 00000-000, the way CEPs are stored and answered. */
export function formatPostalCode(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 5)}-${digits.slice(5, 8)}`;
}
