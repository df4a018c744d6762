import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { releaseAfterFirstReads } from '../shared/startup/afterFirstReads';
import type { AppRouter } from './router';

/**
 * The app with its providers: the query client (server state) and the router (screens, URLs). The
 * i18n instance is global (renderer/i18n/i18n.ts, initialised by renderer/main.tsx or the test setup).
 * What follows a session change (every list restarts at page 1) lives in renderer/shared/session. The
 * parts that wait for the first reads (renderer/shared/startup/afterFirstReads.ts) are released here.
 */
export function Root({ client, router }: { client: QueryClient; router: AppRouter }) {
  useEffect(() => releaseAfterFirstReads(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
