import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { ErrorFallbackBoundary } from '../features/errors/error-fallback-boundary';
import { ErrorView } from '../features/errors/error-view';
import { isChunkLoadError, reloadForStaleChunk } from './stale-chunk';

/** Props of {@link PageErrorBoundary}: a change of `resetKey` (the path) tries the page again. */
export interface PageErrorBoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches a page that fails to render or to load its code, and shows the error page inside the
 * layout. A stale chunk reloads the page instead, at most once a minute.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: State): Partial<State> {
    return props.resetKey === state.resetKey ? {} : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadForStaleChunk()) return;
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const stale = isChunkLoadError(error);
    return (
      <ErrorFallbackBoundary>
        <ErrorView
          messageKey={isApiError(error) ? error.messageKey : stale ? 'error.staleChunk' : null}
          status={isApiError(error) ? error.status : undefined}
          global={stale}
        />
      </ErrorFallbackBoundary>
    );
  }
}
