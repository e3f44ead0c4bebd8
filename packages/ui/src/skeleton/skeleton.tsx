import type { CSSProperties } from 'react';
import { classNames } from '../class-names';

export interface SkeletonProps {
  shape?: 'block' | 'line' | 'circle';
  /** A CSS length; a number is pixels. Lines default to the full width, circles to 40 px. */
  width?: number | string;
  height?: number | string;
  className?: string;
}

/**
 * A grey placeholder the size of what is coming. Hidden from assistive technology: put skeletons inside a
 * `SkeletonGroup` (or a composed skeleton), which says "Loading" once for all of them.
 */
export function Skeleton({ shape = 'block', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  return (
    <span
      className={classNames('ui-skeleton', `ui-skeleton--${shape}`, className)}
      style={Object.keys(style).length ? style : undefined}
      aria-hidden="true"
    />
  );
}
