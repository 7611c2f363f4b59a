import type { Localized } from '../../locale.ts';
import type { ArtKind } from '../../media/art-kind.ts';
import type { OptionGroupSlug } from './option-groups.ts';

export interface SeedItem {
  slug: string;
  name: Localized;
  description: Localized;
  /** Cents. */
  price: number;
  /** Cents before a promotion. */
  originalPrice?: number;
  unavailable?: true;
  /** The illustration's accent colour (sauce, drink, topping). */
  tint: string;
  options?: readonly OptionGroupSlug[];
}

export interface SeedCategory {
  slug: string;
  name: Localized;
  description: Localized;
  art: ArtKind;
  items: SeedItem[];
}
