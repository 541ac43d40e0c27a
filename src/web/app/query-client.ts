import { QueryClient } from '@tanstack/react-query';

// apiFetch never rejects by status, so retries only matter for thrown errors (aborts, bugs).
// The server renderer makes one client per page with the same defaults (entry-server.tsx).
export const QUERY_DEFAULTS = { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } as const;

export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
