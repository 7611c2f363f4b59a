import type { Banner } from '../../../contract/schemas/cms.ts';
import './banner-block.css';

/** One banner: the picture with its title over it. The first one is the home's largest paint. */
export function BannerSlide({ banner, priority }: { banner: Banner; priority: boolean }) {
  return (
    <figure className="banner">
      <img
        className="banner__image"
        src={banner.image}
        alt={banner.alt}
        width={800}
        height={450}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      <figcaption className="banner__caption">
        <strong className="banner__title">{banner.title}</strong>
        {banner.subtitle && <span className="banner__subtitle">{banner.subtitle}</span>}
      </figcaption>
    </figure>
  );
}
