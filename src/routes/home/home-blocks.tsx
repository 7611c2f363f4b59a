import { lazy, Suspense } from 'react';
import type {
  BannerBlock as BannerData,
  CategoriesBlock as CategoriesData,
  HomeBlock,
} from '../../api/schemas/cms.ts';
import { CategoriesBlock } from './categories-block.tsx';
import { SearchBlock } from './search-block.tsx';

// The carousel library loads beside the start-up calls instead of in the first download.
const bannerModule = import('./banner-block.tsx');
const BannerBlock = lazy(() => bannerModule.then(({ BannerBlock }) => ({ default: BannerBlock })));

const isBanners = (block: HomeBlock): block is BannerData => block.type === 'banner_carousel';
const isCategories = (block: HomeBlock): block is CategoriesData => block.type === 'categories';

/** The API's home blocks in their order; a block type this build does not know renders nothing. */
export function HomeBlocks({ blocks }: { blocks: readonly HomeBlock[] }) {
  const firstBanner = blocks.findIndex(isBanners);
  return blocks.map((block, index) => {
    if (isBanners(block)) {
      return (
        <Suspense key={block.id} fallback={<div className="banner-block__placeholder" />}>
          <BannerBlock block={block} eager={index === firstBanner} />
        </Suspense>
      );
    }
    if (isCategories(block)) return <CategoriesBlock key={block.id} block={block} />;
    if (block.type === 'search') return <SearchBlock key={block.id} />;
    return null;
  });
}
