import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isListingPageKey } from '../features/listings/api/listingQueries';
import { restartSearch } from '../features/listings/api/restartSearch';
import { ListingsScreen } from '../features/listings/components/ListingsScreen';
import { SessionBar } from '../features/session/components/SessionBar';

/**
 * The app shell: the session bar over the listings screen. After any session change the search
 * starts over at page 1 (cursors are bound to the holder and environment, spec 8) and every other
 * query is invalidated.
 */
export function App() {
  const queryClient = useQueryClient();
  const onSessionChanged = () => {
    restartSearch(queryClient);
    void queryClient.invalidateQueries({ predicate: (query) => !isListingPageKey(query.queryKey) });
  };
  return (
    <div className="app">
      <SessionBar onSessionChanged={onSessionChanged} />
      <ListingsScreen />
    </div>
  );
}

/** The app with its query client (main.tsx; tests pass a fresh client each). */
export function Root({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <App />
    </QueryClientProvider>
  );
}
