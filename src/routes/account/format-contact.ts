/** A full Brazilian number as people write it (`+55 (11) 98765-4321`); others as they are. */
export function formatPhone(fullNumber: string): string {
  const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(fullNumber);
  return match ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : fullNumber;
}
