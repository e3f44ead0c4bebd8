import { Skeleton } from './skeleton';
import { SkeletonGroup } from './skeleton-group';

export interface TextSkeletonProps {
  lines?: number;
  label?: string;
  className?: string;
}

/** Lines of text still loading (a description, an FAQ answer); the last line is shorter, as text is. */
export function TextSkeleton({ lines = 3, label, className }: TextSkeletonProps) {
  return (
    <SkeletonGroup label={label} className={className}>
      <span className="ui-text-skeleton">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} shape="line" width={i === lines - 1 && lines > 1 ? '60%' : undefined} />
        ))}
      </span>
    </SkeletonGroup>
  );
}
