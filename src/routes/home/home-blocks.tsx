import { lazy, Suspense } from 'react';
import type {
  BannerBlock as BannerData,
  CategoriesBlock as CategoriesData,
  HighlightsBlock as HighlightsData,
  HomeBlock,
} from '../../../contract/schemas/cms.ts';
import type { CatalogActor } from '../../../machines/catalog/catalog.selectors.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { BannerSlide } from './banner-slide.tsx';
import { CategoriesBlock } from './categories-block.tsx';

// The carousel library loads when a home shows banners, not in the first download of every page.
const BannerBlock = lazy(() =>
  import('./banner-block.tsx').then(({ BannerBlock }) => ({ default: BannerBlock })),
);
// The search and the dishes come with the catalog's code, not in the first download either.
const HomeSearch = lazy(() =>
  import('./catalog-blocks.tsx').then(({ HomeSearch }) => ({ default: HomeSearch })),
);
const HighlightsBlock = lazy(() =>
  import('./catalog-blocks.tsx').then(({ HighlightsBlock }) => ({ default: HighlightsBlock })),
);

/** Until the carousel arrives, its first slide stands in its place. */
function FirstBanner({ block }: { block: BannerData }) {
  const [first] = block.banners;
  return (
    <div className="banner-block banner-block--static">
      {first && <BannerSlide banner={first} priority />}
    </div>
  );
}

function HighlightsPlaceholder({ block }: { block: HighlightsData }) {
  return (
    <div aria-hidden="true" className="home-page__placeholder">
      <Skeleton width="40%" />
      {block.items.map((item) => (
        <Skeleton key={item.id} shape="block" height="5.5rem" />
      ))}
    </div>
  );
}

const isBanners = (block: HomeBlock): block is BannerData => block.type === 'banner_carousel';
const isCategories = (block: HomeBlock): block is CategoriesData => block.type === 'categories';
const isHighlights = (block: HomeBlock): block is HighlightsData => block.type === 'highlights';

interface HomeBlocksProps {
  blocks: readonly HomeBlock[];
  /** The catalog chart: the search and the dishes work once it runs. */
  catalog: CatalogActor | undefined;
}

/** The API's home blocks in their order; a block type this build does not know renders nothing. */
export function HomeBlocks({ blocks, catalog }: HomeBlocksProps) {
  const firstBanner = blocks.findIndex(isBanners);
  return blocks.map((block, index) => {
    if (isBanners(block)) {
      return (
        <Suspense key={block.id} fallback={<FirstBanner block={block} />}>
          <BannerBlock block={block} eager={index === firstBanner} />
        </Suspense>
      );
    }
    if (isCategories(block)) return <CategoriesBlock key={block.id} block={block} />;
    if (block.type === 'search') {
      return (
        <Suspense key={block.id} fallback={<Skeleton shape="block" height="4.75rem" />}>
          <HomeSearch catalog={catalog} />
        </Suspense>
      );
    }
    if (isHighlights(block)) {
      return catalog ? (
        <Suspense key={block.id} fallback={<HighlightsPlaceholder block={block} />}>
          <HighlightsBlock block={block} catalog={catalog} />
        </Suspense>
      ) : (
        <HighlightsPlaceholder key={block.id} block={block} />
      );
    }
    return null;
  });
}
