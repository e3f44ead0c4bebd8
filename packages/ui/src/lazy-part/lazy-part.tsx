import { Component, createElement, lazy, Suspense, type ComponentProps, type ComponentType, type JSXElementConstructor, type ReactNode } from 'react';

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
 * Around a part of a page whose code loads when it is wanted (`lazyPart`): a dialog, a panel, the toasts' region. Nothing
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

/**
 * `React.lazy` for a part held by a LazyPart, whose failure does not stick: React keeps a lazy component's first
 * rejected load for good, so a dialog whose code failed to come once would never open again in that page. After a
 * failure the next mount of the part loads again (webpack fetches a failed chunk anew). Any component, as for
 * React.lazy itself.
 */
export function lazyPart<C extends JSXElementConstructor<any>>(load: () => Promise<{ default: C }>): ComponentType<ComponentProps<C>> {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = make();
        throw error;
      }),
    );
  let current = make();
  function Part(props: ComponentProps<C>) {
    return createElement(current, props);
  }
  return Part;
}
