import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface SkeletonGroupProps {
  /** What is read out while it shows. */
  label?: string;
  children?: ReactNode;
  className?: string;
}

/** A loading state: a busy status named "Loading" (or `label`) around placeholder skeletons. */
export function SkeletonGroup({ label = 'Loading', children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={classNames('ui-skeleton-group', className)}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
