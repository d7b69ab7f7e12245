// App-wide providers: server state, theme, session.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import { ApiError } from '../lib/api-client.ts';
import { NetworkProvider } from '../lib/network.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves by retrying.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <SessionProvider>
          <ToastProvider>
            <NetworkProvider>{children}</NetworkProvider>
          </ToastProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
