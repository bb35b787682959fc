import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { i18n } from '../../app/i18n';
import type { MessageId } from '../../../shared/model/message-ids';

const FALLBACK_TEXT = 'An error occurred while showing the error page';

/**
 * The last line of defence around an error page: if showing the error fails too, a plain text
 * with a link home (spec 000 §2). Nothing here may fail in turn, so the text falls back to
 * English when even the catalog is unavailable.
 */
export class ErrorFallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="p-8 text-center">
        <p>{translate('error.errorPageFailed', FALLBACK_TEXT)}</p>
        <a href="/" className="mt-4 inline-block text-primary underline">
          {translate('error.goToStart', 'Go to start page')}
        </a>
      </div>
    );
  }
}

function translate(id: MessageId, fallback: string): string {
  try {
    const text = i18n._(id);
    return text === id ? fallback : text;
  } catch {
    return fallback;
  }
}
