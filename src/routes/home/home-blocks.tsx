import { lazy, Suspense } from 'react';
import type {
  BannerBlock as BannerData,
  CategoriesBlock as CategoriesData,
  HomeBlock,
} from '../../../contract/schemas/cms.ts';
import { BannerSlide } from './banner-slide.tsx';
import { CategoriesBlock } from './categories-block.tsx';
import { SearchBlock } from './search-block.tsx';

// The carousel library loads when a home shows banners, not in the first download of every page.
const BannerBlock = lazy(() =>
  import('./banner-block.tsx').then(({ BannerBlock }) => ({ default: BannerBlock })),
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

const isBanners = (block: HomeBlock): block is BannerData => block.type === 'banner_carousel';
const isCategories = (block: HomeBlock): block is CategoriesData => block.type === 'categories';

/** The API's home blocks in their order; a block type this build does not know renders nothing. */
export function HomeBlocks({ blocks }: { blocks: readonly HomeBlock[] }) {
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
    if (block.type === 'search') return <SearchBlock key={block.id} />;
    return null;
  });
}
