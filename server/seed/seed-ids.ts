import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (RFC 4122 version 5 layout), so demo ids survive a reset:
 * links, carts and tests that remember an item keep working. Not sequential.
 */
function stableId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('/')).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const seedIds = {
  company: (company: string) => stableId('company', company),
  brand: (brand: string) => stableId('brand', brand),
  store: (brand: string, store: string) => stableId(brand, 'store', store),
  merchant: (brand: string, store: string) => stableId(brand, 'merchant', store),
  service: (brand: string, store: string, type: string) => stableId(brand, 'service', store, type),
  table: (brand: string, store: string, table: string) => stableId(brand, 'table', store, table),
  category: (brand: string, category: string) => stableId(brand, 'category', category),
  item: (brand: string, item: string) => stableId(brand, 'item', item),
  optionGroup: (brand: string, group: string) => stableId(brand, 'option-group', group),
  optionChoice: (brand: string, group: string, index: number) =>
    stableId(brand, 'option-choice', group, String(index)),
  banner: (brand: string, banner: string) => stableId(brand, 'banner', banner),
  homeBlock: (brand: string, type: string) => stableId(brand, 'home-block', type),
  user: (brand: string, email: string) => stableId(brand, 'user', email),
  address: (brand: string, email: string, label: string) => stableId(brand, 'address', email, label),
};
