import { useLingui } from '@lingui/react/macro';
import type { BannerBlock as BannerBlockData } from '../../api/schemas/cms.ts';
import { Carousel } from '../../ui/carousel/carousel.tsx';
import './banner-block.css';

export function BannerBlock({ block, eager }: { block: BannerBlockData; eager: boolean }) {
  const { t } = useLingui();
  return (
    <Carousel
      label={t`Offers`}
      className="banner-block"
      slides={block.banners}
      slideKey={(banner) => banner.id}
      renderSlide={(banner, index) => (
        <figure className="banner">
          <img
            className="banner__image"
            src={banner.image}
            alt={banner.alt}
            width={800}
            height={450}
            loading={eager && index === 0 ? 'eager' : 'lazy'}
            fetchPriority={eager && index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
          <figcaption className="banner__caption">
            <strong className="banner__title">{banner.title}</strong>
            {banner.subtitle && <span className="banner__subtitle">{banner.subtitle}</span>}
          </figcaption>
        </figure>
      )}
    />
  );
}
