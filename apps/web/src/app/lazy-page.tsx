// Route modules load on demand. A chunk that fails (a deploy replaced it, the network dropped, or
// it took longer than the spec's 120 s) shows a recoverable error instead of a blank page.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { PageLoader } from '../components/ui/spinner.tsx';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function withTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading the page timed out')), CHUNK_TIMEOUT_MS);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (err: Error) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(err.message));
      },
    );
  });
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(() => withTimeout(load));
  return function LazyRoute() {
    return (
      <PageErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  };
}

interface BoundaryState {
  error: Error | null;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('Page failed', error);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error.name === 'ChunkLoadError' || /dynamically imported module|Loading chunk/i.test(error.message);
    return (
      <Container className="py-20 text-center">
        <div role="alert">
          <h1 className="text-2xl font-bold">{chunk ? 'This page could not be loaded' : 'Oops! Something went wrong'}</h1>
          <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-400">
            {chunk
              ? 'A newer version of the platform may have been released, or the connection dropped. Reloading usually fixes it.'
              : 'An unexpected error stopped this page. Reloading may help.'}
          </p>
          <Button className="mt-6" onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" aria-hidden="true" /> Reload page
          </Button>
        </div>
      </Container>
    );
  }
}
