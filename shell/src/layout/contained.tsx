import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@sift/contracts';
import { Maintenance } from '@sift/ui';

interface ContainedProps {
  /** What this part is, for the log ("navbar", "lowbar", "site-banner slot"). */
  part: string;
  /** Shown instead while the part is broken (default nothing). */
  fallback?: ReactNode;
  /** A new value (the location's key) renders the part afresh. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * One part of the shell's layout in its own error boundary (docs/decisions/0073-contained-failures.md): the navbar,
 * the lowbar and each widget slot fail alone. The part is left out (or replaced by its fallback) and logged, and the
 * rest of the page goes on; the next navigation tries it again.
 */
export class Contained extends Component<ContainedProps, { error: Error | null; resetKey: unknown }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: ContainedProps, state: { error: Error | null; resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error) {
    console.error(`A part of the site failed: the ${this.props.part}`, error);
  }

  render() {
    return this.state.error ? (this.props.fallback ?? null) : this.props.children;
  }
}

/** The navbar when the real one fails: the brand, home. Marked so release verification sees it (data-fallback). */
export function FallbackNavbar() {
  return (
    <nav className="navbar" aria-label="Main" data-fallback="">
      <Link className="navbar__brand" to="/">
        {PRODUCT_NAME}
      </Link>
    </nav>
  );
}

/**
 * The root route's error element: the layout itself failed, so the notice fills the screen. Never React Router's
 * default error page.
 */
export function SiteError() {
  return <Maintenance fullScreen onRetry={() => window.location.reload()} />;
}
