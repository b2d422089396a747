import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What replaces the children after a render failure; the function form can offer a retry. */
  fallback: ReactNode | ((reset: () => void) => ReactNode);
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps a render failure inside one part of a page, so the rest stays usable. React itself
 * reports the caught error to the console, so nothing is logged here.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  reset = (): void => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.reset) : fallback;
  }
}
