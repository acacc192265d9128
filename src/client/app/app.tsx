import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyClicks } from '../lib/early-clicks.ts';
import { queryClient } from './query-client.ts';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  // The app's effects run after the whole page's: a server-rendered page is live by now.
  useEffect(replayEarlyClicks, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
