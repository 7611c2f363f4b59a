import * as z from 'zod/mini';
import { item } from './catalog.ts';

export const features = z.lazy(() =>
  z.object({
    delivery: z.boolean(),
    table_payment: z.boolean(),
    table_order: z.boolean(),
    external_login: z.boolean(),
  }),
);
export type Features = z.infer<typeof features>;

export const banner = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.optional(z.string()),
    image: z.string(),
    alt: z.string(),
    link: z.optional(z.string()),
  }),
);
export type Banner = z.infer<typeof banner>;

export const homeCategory = z.lazy(() => z.object({ id: z.string(), name: z.string(), image: z.string() }));
export type HomeCategory = z.infer<typeof homeCategory>;

export const bannerBlock = z.lazy(() =>
  z.object({
    type: z.literal('banner_carousel'),
    id: z.string(),
    banners: z.array(banner),
  }),
);
export const categoriesBlock = z.lazy(() =>
  z.object({
    type: z.literal('categories'),
    id: z.string(),
    title: z.string(),
    categories: z.array(homeCategory),
  }),
);
export const searchBlock = z.lazy(() =>
  z.object({
    type: z.literal('search'),
    id: z.string(),
    minSize: z.int(),
    debounce: z.int(),
  }),
);
/** Dishes the brand puts forward, in its order; those unavailable at the service's store are marked. */
export const highlightsBlock = z.lazy(() =>
  z.object({
    type: z.literal('highlights'),
    id: z.string(),
    title: z.string(),
    items: z.array(item),
  }),
);
/** Blocks of a type this build does not know are kept and rendered as nothing. */
export const unknownBlock = z.lazy(() => z.looseObject({ type: z.string(), id: z.string() }));

export const homeBlock = z.lazy(() =>
  z.union([bannerBlock, categoriesBlock, searchBlock, highlightsBlock, unknownBlock]),
);
export type HomeBlock = z.infer<typeof homeBlock>;
export type BannerBlock = z.infer<typeof bannerBlock>;
export type CategoriesBlock = z.infer<typeof categoriesBlock>;
export type SearchBlock = z.infer<typeof searchBlock>;
export type HighlightsBlock = z.infer<typeof highlightsBlock>;

export const home = z.lazy(() => z.object({ data: z.array(homeBlock) }));
export type Home = z.infer<typeof home>;

export const cmsContent = z.lazy(() => z.object({ code: z.string(), title: z.string(), body: z.string() }));
export const cmsContents = z.lazy(() => z.object({ data: z.array(cmsContent) }));
export type CmsContent = z.infer<typeof cmsContent>;

export const redirect = z.lazy(() => z.object({ path: z.string(), to: z.string() }));
export const redirects = z.lazy(() => z.array(redirect));
export type Redirect = z.infer<typeof redirect>;

export const legalText = z.lazy(() =>
  z.object({
    title: z.string(),
    body: z.string(),
    version: z.string(),
    /** The day this version took effect, YYYY-MM-DD. */
    published_at: z.iso.date(),
  }),
);
export type LegalText = z.infer<typeof legalText>;
