import { burgers } from './burgers.ts';
import { desserts } from './desserts.ts';
import { drinks } from './drinks.ts';
import { grill } from './grill.ts';
import { housePlates } from './house-plates.ts';
import type { SeedCategory } from './menu-types.ts';
import { salads } from './salads.ts';
import { sides } from './sides.ts';
import { skewers } from './skewers.ts';
import { starters } from './starters.ts';

/** The demo menu in display order. */
export const menu: SeedCategory[] = [
  burgers,
  grill,
  skewers,
  starters,
  housePlates,
  sides,
  salads,
  drinks,
  desserts,
];
