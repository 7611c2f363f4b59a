/** How people write the brands the payment provider names (its `brand` is lower case). */
const names: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
};

/** A card's brand as people read it ("Visa"); nothing for a brand the PSP did not recognise. */
export const brandName = (brand: string) =>
  brand === 'unknown' ? '' : (names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1));
