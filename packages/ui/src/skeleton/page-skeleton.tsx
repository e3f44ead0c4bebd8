import { Skeleton } from './skeleton';
import { SkeletonGroup } from './skeleton-group';

export interface PageSkeletonProps {
  label?: string;
  /** Show a poster grid under the text (browse-like pages) or only text blocks (forms, account pages). */
  variant?: 'posters' | 'text';
}

/** The frame of a page whose code or data is still loading: a heading, some text and the page's main block. */
export function PageSkeleton({ label, variant = 'text' }: PageSkeletonProps) {
  return (
    <SkeletonGroup label={label} className="ui-page-skeleton ui-page">
      <Skeleton shape="line" className="ui-page-skeleton__heading" width="40%" />
      <span className="ui-text-skeleton">
        <Skeleton shape="line" />
        <Skeleton shape="line" width="75%" />
      </span>
      {variant === 'posters' ? (
        <span className="ui-poster-grid">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="ui-poster-skeleton" />
          ))}
        </span>
      ) : (
        <Skeleton className="ui-page-skeleton__block" />
      )}
    </SkeletonGroup>
  );
}
