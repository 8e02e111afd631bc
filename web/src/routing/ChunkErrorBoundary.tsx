import { Component, type ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';

interface State {
  error: unknown;
}

/** The kept-alive list is loaded outside the router's lazy routes, so it needs its own boundary. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    return this.state.error ? <LoadFailure error={this.state.error} /> : this.props.children;
  }
}
