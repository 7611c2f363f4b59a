/** The parts of an address the formatted location shows, in order. */
export interface LocationParts {
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
}

/** Spec §3 "Address": street, number, district, city, state joined with commas, skipping empty ones. */
export function formatLocation({ street, number, district, city, state }: LocationParts): string {
  return [street, number, district, city, state]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
