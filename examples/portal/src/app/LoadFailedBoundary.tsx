import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailedNotice, type LoadFailedNoticeProps } from './LoadFailedNotice';

export interface LoadFailedBoundaryProps extends Omit<LoadFailedNoticeProps, 'onReload'> {
  children: ReactNode;
  /** A new value after a failure shows the children again (e.g. the address, so a link away recovers). */
  resetKey?: unknown;
  /** Default: reload the page (a fresh page fetches the current code files). */
  onReload?: () => void;
}

interface State {
  failed: boolean;
  failedAt?: unknown;
}

/**
 * Catches a lazily loaded screen or tab that fails (typically "Failed to fetch dynamically imported
 * module" after a redeploy) and shows what happened with a Reload button instead of a blank page.
 * Only its own subtree is replaced, so a header outside it stays usable.
 * @example
 * <LoadFailedBoundary resetKey={location.pathname}><Suspense fallback={<LoadingScreen />}>…</Suspense></LoadFailedBoundary>
 */
export class LoadFailedBoundary extends Component<LoadFailedBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: LoadFailedBoundaryProps, state: State): Partial<State> | null {
    if (!state.failed) return { failedAt: props.resetKey };
    // Moved elsewhere since the failure: try again there.
    return props.resetKey !== state.failedAt ? { failed: false, failedAt: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    const { children, resetKey: _resetKey, onReload = reloadPage, ...notice } = this.props;
    return this.state.failed ? <LoadFailedNotice {...notice} onReload={onReload} /> : children;
  }
}

function reloadPage(): void {
  window.location.reload();
}
