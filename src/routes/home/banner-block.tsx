import { useLingui } from '@lingui/react/macro';
import type { BannerBlock as BannerBlockData } from '../../../contract/schemas/cms.ts';
import { Carousel } from '../../ui/carousel/carousel.tsx';
import { BannerSlide } from './banner-slide.tsx';

export function BannerBlock({ block, eager }: { block: BannerBlockData; eager: boolean }) {
  const { t } = useLingui();
  return (
    <Carousel
      label={t`Offers`}
      className="banner-block"
      slides={block.banners}
      slideKey={(banner) => banner.id}
      renderSlide={(banner, index) => <BannerSlide banner={banner} priority={eager && index === 0} />}
    />
  );
}
