import { FullScreenSpinner, PageReady, StatusMessage } from '@clinic/shared';
import { Component, type ReactNode, Suspense } from 'react';
import { rumFact } from '../rum/facts';
import { reportRemoteFailure } from './reportRemoteFailure';
import { WidgetFallback } from './WidgetFallback';

interface RemoteBoundaryProps {
  remote: string;
  /** Called by 'Повторить': the caller drops its cached module so the next render loads it afresh. */
  onRetry: () => void;
  /** What shows while the remote's code loads; a full-screen spinner for pages. */
  loading?: ReactNode;
  /** A compact fallback for widgets; pages get the section message. */
  compact?: boolean;
  /** The widget's name for its compact fallback ('Наши врачи'). */
  label?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Suspense plus an error boundary around every federated mount: never a white screen. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // The section's fallback (or a widget's) is on screen: the health beacon counts it for the remote.
    rumFact('fallbacks', this.props.remote);
    reportRemoteFailure(this.props.remote, error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) {
      if (this.props.compact) return <WidgetFallback label={this.props.label} onRetry={this.retry} />;
      // The message is the page now: it is ready (taps held since first paint go to it, QA may go on).
      return (
        <>
          <StatusMessage
            title="Раздел временно недоступен"
            text="Мы уже знаем о проблеме. Попробуйте ещё раз через минуту."
            onRetry={this.retry}
          />
          <PageReady />
        </>
      );
    }
    return <Suspense fallback={this.props.loading ?? <FullScreenSpinner />}>{this.props.children}</Suspense>;
  }
}
