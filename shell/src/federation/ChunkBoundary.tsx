import { Component, type ReactNode } from 'react';
import { reportRemoteFailure } from './reportRemoteFailure';

interface ChunkBoundaryProps {
  /** Names the failed code for the generic handler ('shell/banner-slider'). */
  source: string;
  /** What stays on the page when the chunk fails: a still version of the feature, not an error. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a failed lazy chunk of the shell's own code, reports it once and keeps the page whole. */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportRemoteFailure(this.props.source, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
