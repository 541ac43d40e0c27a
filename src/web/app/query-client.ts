import { QueryClient } from '@tanstack/react-query';

// apiFetch never rejects by status, so retries only matter for thrown errors (aborts, bugs).
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
