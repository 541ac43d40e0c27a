import { QueryClient, skipToken, type QueryClientConfig, type QueryKey } from '@tanstack/react-query';

/*
 * The server render's query client: a screen's `useQuery` that finds its query without data
 * suspends the component (React's stream renderer retries just that component when the data is
 * there) instead of rendering a loading state. So a page is rendered ONCE: every query of the
 * first render starts together, and only the suspended parts render again, with their data.
 *
 * Why here and not `suspense: true`: with suspense, a failed query is thrown to an error boundary
 * (there are none on the server), whereas the screens show their own error / not-found state from
 * the query's error (the product page's 404). Suspending from the client keeps `useQuery` exactly
 * as in the browser: after the wait the hook sees success or error like any fetched query.
 */

/** The loose shape this file reads of a defaulted query's options. */
interface Defaulted {
  queryKey: QueryKey;
  queryHash: string;
  queryFn?: unknown;
  enabled?: unknown;
  initialData?: unknown;
}

export class ServerQueryClient extends QueryClient {
  /** True only while the page renders (set by entry-server around the stream render). */
  suspendPending = false;
  /** Queries fetched because a render asked for them (the safety-net loop skips them). */
  readonly fetched = new Set<string>();
  private bypass = false;

  constructor(config?: QueryClientConfig) {
    super(config);
    // useQuery asks the client for its defaulted options first thing in every render: the one
    // place to suspend a component whose query has no data yet.
    const base = this.defaultQueryOptions.bind(this) as (options: unknown) => Defaulted;
    this.defaultQueryOptions = ((options: unknown) => this.suspendIfPending(options, base(options))) as QueryClient['defaultQueryOptions'];
  }

  private suspendIfPending(options: unknown, defaulted: Defaulted): Defaulted {
    if (!this.suspendPending || this.bypass || !this.shouldFetch(defaulted)) return defaulted;
    this.fetched.add(defaulted.queryHash);
    this.bypass = true;
    let pending: Promise<unknown>;
    try {
      // Infinite queries (initialPageParam) fetch their first page with the infinite behaviour.
      pending = 'initialPageParam' in defaulted
        ? this.fetchInfiniteQuery(options as Parameters<QueryClient['fetchInfiniteQuery']>[0])
        : this.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
    } finally {
      this.bypass = false;
    }
    // A thenable thrown from a render suspends the component; the error stays in the query's state.
    throw pending.catch(() => undefined);
  }

  private shouldFetch(o: Defaulted): boolean {
    if (typeof o.queryFn !== 'function' || (o.queryFn as unknown) === skipToken || o.initialData !== undefined) return false;
    if (this.fetched.has(o.queryHash)) return false;
    let query: { state: { data: unknown; status: string; fetchStatus: string } } | undefined = this.getQueryCache().get(o.queryHash);
    if (typeof o.enabled === 'function') {
      // A computed `enabled` reads the query: build it first (building defaults its options again).
      this.bypass = true;
      try {
        query ??= this.getQueryCache().build(this, o as Parameters<ReturnType<QueryClient['getQueryCache']>['build']>[1]);
      } finally {
        this.bypass = false;
      }
      if ((o.enabled as (q: unknown) => boolean)(query) === false) return false;
    } else if (o.enabled === false) return false;
    return !query || (query.state.data === undefined && query.state.status === 'pending' && query.state.fetchStatus === 'idle');
  }
}
