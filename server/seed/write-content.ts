import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { demoBrand } from './brand.ts';
import { banners, cmsContents, homeBlocks, redirects } from './content.ts';
import { policy } from './legal/policy.ts';
import { tableTerms } from './legal/table-terms.ts';
import { terms } from './legal/terms.ts';
import { seedIds } from './seed-ids.ts';

const legalVersion = '2026-01-15';

export async function writeContent(tx: Queryable): Promise<void> {
  const brand = demoBrand.slug;
  const brandId = seedIds.brand(brand);
  await insertRows(
    tx,
    'home_blocks',
    homeBlocks.map((block, position) => ({
      id: seedIds.homeBlock(brand, block.type),
      brand_id: brandId,
      position,
      ...block,
    })),
  );
  await insertRows(
    tx,
    'banners',
    banners.map(({ slug, link, ...banner }, position) => ({
      id: seedIds.banner(brand, slug),
      brand_id: brandId,
      position,
      link: link ?? null,
      ...banner,
    })),
  );
  await insertRows(
    tx,
    'cms_contents',
    cmsContents.map((content) => ({ brand_id: brandId, ...content })),
  );
  await insertRows(
    tx,
    'redirects',
    redirects.map(({ path, to }) => ({ brand_id: brandId, path, target: to })),
  );
  const legal = { terms, policy, 'table-terms': tableTerms };
  await insertRows(
    tx,
    'legal_texts',
    Object.entries(legal).map(([kind, text]) => ({
      brand_id: brandId,
      kind,
      version: legalVersion,
      published_at: legalVersion,
      ...text,
    })),
  );
}
