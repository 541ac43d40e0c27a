import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Reads the matching queries again because something changed on the server (a live event, a
 * change made elsewhere). A first answer still on its way may have been read before that change,
 * and react-query lets a refresh join a fetch that has no data yet: the page kept the old state
 * until the next change. Cancelling first makes the refresh a request of its own.
 */
export async function refetchNow(client: QueryClient, filters: QueryFilters): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}
