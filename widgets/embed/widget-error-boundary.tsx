import { useLingui } from '@lingui/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { Alert } from '../../shared/ui/alert';

/** Props of {@link WidgetErrorBoundary}. */
export interface WidgetErrorBoundaryProps {
  children: ReactNode;
  /** Told once per failure, so the host page hears `kitebook:error`. */
  onError: (error: unknown) => void;
}

function WidgetFailed() {
  const { _ } = useLingui();
  return (
    <Alert variant="error" title={_('error.title')}>
      {_('error.unexpected')}
    </Alert>
  );
}

/** Keeps a widget's rendering error inside the widget: a message instead of a blank box. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? <WidgetFailed /> : this.props.children;
  }
}
