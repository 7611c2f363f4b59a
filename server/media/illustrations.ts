import type { ArtKind } from './art-kind.ts';
import { burger } from './illustrations/burger.ts';
import { dessert } from './illustrations/dessert.ts';
import { drink } from './illustrations/drink.ts';
import { feijoada } from './illustrations/feijoada.ts';
import { fries } from './illustrations/fries.ts';
import { pastel } from './illustrations/pastel.ts';
import { salad } from './illustrations/salad.ts';
import { skewer } from './illustrations/skewer.ts';
import { steak } from './illustrations/steak.ts';
import { table } from './illustrations/table.ts';

interface Art {
  draw: (tint: string) => string;
  /** The tint a category or banner picture uses. */
  tint: string;
  background: readonly [inner: string, outer: string];
}

const gradient = (inner: string, outer: string) => [inner, outer] as const;

export const illustrations: Record<ArtKind, Art> = {
  burger: { draw: burger, tint: '#f4c542', background: gradient('#fff1eb', '#ffc2a6') },
  steak: { draw: steak, tint: '#8c3b22', background: gradient('#57504b', '#1f1a17') },
  skewer: { draw: skewer, tint: '#8c3b22', background: gradient('#57504b', '#1f1a17') },
  pastel: { draw: pastel, tint: '#ecb65e', background: gradient('#fff6e0', '#ffcf70') },
  feijoada: { draw: feijoada, tint: '#9a4e2c', background: gradient('#fffbf5', '#f3e6d4') },
  fries: { draw: fries, tint: '#c8391a', background: gradient('#fff6e0', '#ffcf70') },
  salad: { draw: salad, tint: '#e08a00', background: gradient('#f4fbef', '#cfe8b8') },
  drink: { draw: drink, tint: '#ff9f1c', background: gradient('#fff1eb', '#ffc2a6') },
  dessert: { draw: dessert, tint: '#4a2516', background: gradient('#fffbf5', '#f3e6d4') },
  table: { draw: table, tint: '#c8391a', background: gradient('#fff1eb', '#ffc2a6') },
};
