// Catches render errors anywhere below it and shows the error screen (docs/product.md, "Error screen")
// with a way to retry.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../components/logo';
import { Button } from '../components/ui/button';

function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <LogoMark className="size-12" />
      <h1 className="text-2xl font-bold">{t('errors.boundaryTitle')}</h1>
      <p className="max-w-md text-gray-700 dark:text-gray-300">{t('errors.boundaryText')}</p>
      <Button onClick={onRetry}>{t('errors.tryAgain')}</Button>
    </main>
  );
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the interface', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? <ErrorScreen onRetry={this.reset} /> : this.props.children;
  }
}
