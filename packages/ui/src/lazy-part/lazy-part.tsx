import { Component, Suspense, type ReactNode } from 'react';

interface LazyPartProps {
  children: ReactNode;
  /** What shows when the part's code could not be fetched (default: nothing); the page around it goes on. */
  failed?: ReactNode;
}

class FailedBoundary extends Component<LazyPartProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (this.props.failed ?? null) : this.props.children;
  }
}

/**
 * Around a part of a page whose code loads when it is wanted (`lazy`): a dialog, a panel, the toasts' region. Nothing
 * shows while its code loads, and a failed fetch shows `failed` instead of taking the page down
 * (docs/decisions/0139).
 */
export function LazyPart({ children, failed }: LazyPartProps) {
  return (
    <FailedBoundary failed={failed}>
      <Suspense fallback={null}>{children}</Suspense>
    </FailedBoundary>
  );
}
