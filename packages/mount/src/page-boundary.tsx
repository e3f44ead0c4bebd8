import { Component, type ReactNode } from 'react';
import { Maintenance } from '@sift/ui';

interface PageBoundaryProps {
  /** The remote, for the log. */
  remote: string;
  /** The page being shown: a boundary that caught an error starts over when the location changes. */
  location: string;
  children: ReactNode;
}

/**
 * Each page of a remote in its own error boundary (docs/decisions/0073-contained-failures.md): a page that throws while
 * rendering (or in an effect, or whose code fails to load) shows the maintenance notice in the page's place; the
 * remote's other pages, the other remotes and the shell's chrome go on. Moving to another page, or "Try again",
 * renders afresh (a lazy page's code is then fetched again).
 */
export class PageBoundary extends Component<PageBoundaryProps, { error: Error | null; location: string }> {
  state = { error: null as Error | null, location: this.props.location };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: PageBoundaryProps, state: { error: Error | null; location: string }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  componentDidCatch(error: Error) {
    console.error(`A page of ${this.props.remote} failed while rendering (${this.props.location})`, error);
  }

  render() {
    if (this.state.error) return <Maintenance onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
