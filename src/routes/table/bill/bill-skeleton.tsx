import { Skeleton } from '../../../ui/skeleton.tsx';

/** The check's shape while the first bill loads. */
export function BillSkeleton() {
  return (
    <div className="bill-skeleton" aria-hidden="true">
      <Skeleton shape="block" height="7.5rem" />
      {[70, 55, 80, 60].map((width) => (
        <div key={width} className="bill-skeleton__line">
          <Skeleton width={`${width}%`} />
          <Skeleton width="4rem" />
        </div>
      ))}
    </div>
  );
}
