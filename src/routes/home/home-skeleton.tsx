import { Skeleton } from '../../ui/skeleton.tsx';

export function HomeSkeleton() {
  return (
    <div className="home-page__blocks">
      <Skeleton shape="block" height="3rem" />
      <Skeleton shape="block" height="12rem" />
      <Skeleton width="40%" />
      <Skeleton shape="block" height="5.5rem" />
    </div>
  );
}
