import { Alert, Button, Text } from '@mantine/core';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';

interface QueryBoundaryProps {
  /** Shown while a suspense query inside loads. */
  fallback: ReactNode;
  /** Title of the error alert. */
  errorTitle: string;
  children: ReactNode;
}

/** Suspense plus an error boundary for one section: a failing query shows its message and a retry there only. */
export function QueryBoundary({ fallback, errorTitle, children }: QueryBoundaryProps) {
  const t = useT();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <SectionErrorBoundary title={errorTitle} retryLabel={t('routeError.tryAgain')} onReset={reset}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </SectionErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

interface BoundaryProps {
  title: string;
  retryLabel: string;
  onReset: () => void;
  children: ReactNode;
}

class SectionErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert color="red" variant="light" title={this.props.title} role="alert">
        <Text fz="sm">{error.message}</Text>
        <Button size="xs" variant="outline" color="red" mt="sm" onClick={this.retry}>
          {this.props.retryLabel}
        </Button>
      </Alert>
    );
  }
}
