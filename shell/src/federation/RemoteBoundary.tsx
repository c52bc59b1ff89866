import { FullScreenSpinner, PageReady, StatusMessage } from '@clinic/shared';
import { Component, type ReactNode, Suspense } from 'react';
import { useShellText } from '../messages/shellText';
import { rumFact } from '../rum/facts';
import { reportRemoteFailure } from './reportRemoteFailure';
import { WidgetFallback } from './WidgetFallback';

interface RemoteBoundaryProps {
  remote: string;
  /** Called by the retry button («Повторить»): the caller drops its cached module so the next render loads it afresh. */
  onRetry: () => void;
  /** What shows while the remote's code loads; a full-screen spinner for pages. */
  loading?: ReactNode;
  /** A compact fallback for widgets; pages get the section message. */
  compact?: boolean;
  /** The widget's name for its compact fallback ('Наши врачи'). */
  label?: string;
  children: ReactNode;
}

/** The section message in the page's language (the boundary is a class: the words come from a function component). */
function SectionDown({ onRetry }: { onRetry: () => void }) {
  const text = useShellText();
  return <StatusMessage title={text('down.title')} text={text('down.text')} onRetry={onRetry} />;
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
          <SectionDown onRetry={this.retry} />
          <PageReady />
        </>
      );
    }
    return <Suspense fallback={this.props.loading ?? <FullScreenSpinner />}>{this.props.children}</Suspense>;
  }
}
