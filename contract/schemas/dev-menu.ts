import * as z from 'zod/mini';

/** `POST /api/dev/menu/large` (dev tools only): the demo menu's size once the large menu is in. */
export const largeMenu = z.lazy(() => z.object({ items: z.int(), categories: z.int() }));
export type LargeMenu = z.infer<typeof largeMenu>;
