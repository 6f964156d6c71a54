import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

type Props = {
  children: ReactNode;
  /** Inside the main layout: the error shows in the page's place, the frame stays. */
  inFrame?: boolean;
  /** Changes on navigation, which clears the error. */
  resetKey: string;
};

type State = { error: unknown; resetKey: string };

/** Catches a page's failure (a chunk that did not load, a thrown error) and shows RouteError. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error)
      return <RouteError error={this.state.error} inFrame={this.props.inFrame} />;
    return this.props.children;
  }
}
