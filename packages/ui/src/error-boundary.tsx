import { errorDetail } from '@ai-council/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called by 'Try Again' before the children render again (for example to reload a remote). */
  onRetry?: () => void;
  /** Told about each error caught, for example to record it in analytics. */
  onError?: (error: Error) => void;
  /** Replaces the SPEC §8 panel, for areas with their own wording. */
  fallback?: (error: Error, retry: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

/** SPEC §8 error boundary: a failure breaks only the area it wraps. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error boundary caught', error, info.componentStack);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.retry);
    return (
      <div role="alert" className="ui-error-panel">
        <div className="ui-error-panel__icon" aria-hidden="true">
          !
        </div>
        <h2 className="ui-error-panel__title">Something went wrong</h2>
        <p className="ui-error-panel__text">We encountered an issue while displaying this content</p>
        {/* Closed: the detail is for whoever reports the problem, not the text a player reads. */}
        <details className="ui-error-panel__details">
          <summary>Error details</summary>
          <pre>{errorDetail(error)}</pre>
        </details>
        <Button onClick={this.retry}>Try Again</Button>
      </div>
    );
  }
}
