import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppFailedToLoad } from './app-failed-to-load.tsx';

interface State {
  failed: boolean;
}

/** The outermost boundary: an error that escapes every route boundary means the app itself is broken. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('App failed to load', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AppFailedToLoad /> : this.props.children;
  }
}
