import { Skeleton } from '../../ui/skeleton.tsx';

/** The home's shape while its blocks load, so nothing moves when they arrive. */
export function HomeSkeleton() {
  return (
    <div className="home-page__blocks" aria-hidden="true">
      <div className="banner-block__placeholder" />
      <Skeleton shape="block" height="3rem" />
      <Skeleton width="40%" />
      <Skeleton shape="block" height="12rem" />
    </div>
  );
}
