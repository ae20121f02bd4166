import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';

/**
 * The outermost safety net: a rendering error anywhere, even outside the router's own
 * boundaries (providers, the root layout), shows the spec's fallback instead of a blank page.
 * React itself logs the error to the console.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
