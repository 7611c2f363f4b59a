import { Skeleton } from './skeleton.tsx';

/**
 * A region still loading: blocks of the sizes its content will take (no shift when it arrives), and
 * what it loads said to assistive technology.
 */
export function LoadingBlocks({
  label,
  heights,
  className,
}: {
  label: string;
  heights: string[];
  className: string;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {heights.map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never reorder
        <Skeleton key={index} shape="block" height={height} />
      ))}
    </div>
  );
}
