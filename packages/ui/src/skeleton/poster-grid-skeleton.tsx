import { POSTER_LIST_MIN } from '@sift/contracts';
import { Skeleton } from './skeleton';
import { SkeletonGroup } from './skeleton-group';

export interface PosterGridSkeletonProps {
  /** How many posters to hold room for; default POSTER_LIST_MIN (14, 001 §9). */
  count?: number;
  label?: string;
  className?: string;
}

/** A poster grid still loading: the same grid and poster shape as `PosterGrid`, so nothing moves when it arrives. */
export function PosterGridSkeleton({ count = POSTER_LIST_MIN, label, className }: PosterGridSkeletonProps) {
  return (
    <SkeletonGroup label={label} className={className}>
      <span className="ui-poster-grid">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className="ui-poster-skeleton" />
        ))}
      </span>
    </SkeletonGroup>
  );
}
