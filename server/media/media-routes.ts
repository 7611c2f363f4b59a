import type { Hono } from 'hono';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/http-error.ts';
import type { ArtKind } from './art-kind.ts';
import { bannerSvg, categorySvg, itemSvg } from './svg-canvas.ts';

interface ArtRow {
  art: ArtKind;
  tint: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/i;

/** Pictures are drawn from the row's art kind; a reset keeps ids (and so pictures) stable. */
const pictures = {
  items: { table: 'items', tint: 'tint', draw: (row: ArtRow, id: string) => itemSvg(row.art, row.tint, id) },
  categories: { table: 'categories', tint: "''", draw: (row: ArtRow) => categorySvg(row.art) },
  banners: { table: 'banners', tint: "''", draw: (row: ArtRow, id: string) => bannerSvg(row.art, id) },
};

/**
 * A customer's picture by its id (an unguessable UUID: an <img> sends no token). A new picture has a
 * new id, so an answer never changes; erased with the account.
 */
function profileImageRoute(app: Hono<AppEnv>, api: ApiRouter, db: Db): void {
  app.get('/api/media/profile-images/:id', async (c) => {
    const id = c.req.param('id');
    const [row] = uuid.test(id)
      ? await db.query<{ content_type: string; bytes: Uint8Array }>(
          'select content_type, bytes from profile_images where id = $1',
          [id],
        )
      : [];
    if (!row) throw notFound('image');
    c.header('Content-Type', row.content_type);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    return c.body(new Uint8Array(row.bytes));
  });
  api.document({
    method: 'get',
    path: '/api/media/profile-images/{id}',
    summary: "A customer's profile picture (JPEG, PNG, WebP or GIF), the URL of the user's `image`",
    contentType: 'image/*',
  });
}

export function mediaRoutes(app: Hono<AppEnv>, api: ApiRouter, db: Db): void {
  profileImageRoute(app, api, db);
  for (const [folder, picture] of Object.entries(pictures)) {
    app.get(`/api/media/${folder}/:file`, async (c) => {
      const id = uuidFile.exec(c.req.param('file'))?.[1];
      const [row] = id
        ? await db.query<ArtRow>(`select art, ${picture.tint} as tint from ${picture.table} where id = $1`, [
            id,
          ])
        : [];
      if (!id || !row) throw notFound('image');
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(picture.draw(row, id));
    });
    api.document({
      method: 'get',
      path: `/api/media/${folder}/{id}.svg`,
      summary: `Generated SVG picture of one of the ${folder}`,
      contentType: 'image/svg+xml',
    });
  }
}
