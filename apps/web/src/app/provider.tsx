import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/*
 * Query and mutation states reach the components in a microtask, not TanStack's default
 * `setTimeout(0)`: a button's `isPending` is then on screen before the next input event, so a
 * double-click or a repeated Enter on a PendingButton sends once (decision record 0037).
 */
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
