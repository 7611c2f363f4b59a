import { largeMenu } from '../../contract/schemas/dev-menu.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { largeMenuSize, writeLargeMenu } from '../seed/write-large-menu.ts';

/** Menu sizes for benchmarks: the large menu stays until `POST /api/dev/reset` brings back the demo's. */
export function menuDevRoutes(api: ApiRouter, db: Db): void {
  api.post(
    {
      path: '/api/dev/menu/large',
      summary: `Grow the demo menu to ${largeMenuSize} dishes across its categories (numbered variants of its dishes), for scroll benchmarks; POST /api/dev/reset restores it`,
      response: largeMenu,
    },
    () => db.transaction(writeLargeMenu),
  );
}
