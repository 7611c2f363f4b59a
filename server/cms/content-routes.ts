import * as z from 'zod/mini';
import {
  type CmsContent,
  cmsContents,
  type LegalText,
  legalText,
  redirects,
} from '../../contract/schemas/cms.ts';
import { maxLength, requiredLine } from '../../contract/schemas/limits.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { notFound } from '../http/http-error.ts';

const cmsParams = z.object({
  codes: z.array(requiredLine(maxLength.short)).check(z.minLength(1), z.maxLength(50)),
});

const legalKinds = { terms: 'Terms of use', policy: 'Privacy policy', 'table-terms': 'Table payment terms' };

export function contentRoutes(api: ApiRouter, db: Db): void {
  api.get(
    {
      path: '/api/cms/v1/cms',
      summary:
        'Content blocks by code (`codes[]=a&codes[]=b`), in the order asked; unknown codes are left out',
      query: cmsParams,
      response: cmsContents,
    },
    async ({ query }, c) => {
      const rows = await db.query<CmsContent>(
        `select code, title->>$2 as title, body->>$2 as body from cms_contents
         where brand_id = $1 and code = any($3::text[])`,
        [c.get('brand').id, c.get('locale'), query.codes],
      );
      return { data: query.codes.flatMap((code) => rows.filter((row) => row.code === code)) };
    },
  );

  api.get(
    {
      path: '/api/cms/v1/redirects',
      summary: 'Server redirects: a relative `to` is an in-app navigation, an absolute one a full page load',
      response: redirects,
    },
    (_, c) =>
      db.query('select path, target as "to" from redirects where brand_id = $1 order by path', [
        c.get('brand').id,
      ]),
  );

  for (const [kind, summary] of Object.entries(legalKinds)) {
    api.get(
      {
        path: `/api/cms/v1/${kind}`,
        summary: `${summary} (paragraphs separated by a blank line)`,
        response: legalText,
      },
      async (_, c) => {
        const [text] = await db.query<LegalText>(
          `select title->>$3 as title, body->>$3 as body, version, to_char(published_at, 'YYYY-MM-DD') as published_at
           from legal_texts where brand_id = $1 and kind = $2`,
          [c.get('brand').id, kind, c.get('locale')],
        );
        if (!text) throw notFound(kind);
        return text;
      },
    );
  }
}
