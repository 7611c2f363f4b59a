/** A card's brand as people read it ("Visa"); nothing for a brand the PSP did not recognise. */
export const brandName = (brand: string) =>
  brand === 'unknown' ? '' : brand.charAt(0).toUpperCase() + brand.slice(1);
