import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CACHE_TTL_MS } from '../../../domain';
import { productSearch } from '../../stores/product-search';

// One refresh per `?id=` value, however many home blocks ask.
let handledId: string | null = null;

/**
 * Home caching (buyer spec section 4 "Caches"): the home page is fresh for 3 minutes after its init
 * time; `?id=<unix time>` forces a refresh of everything it shows (banners, products, categories).
 */
export function useHomeFreshness(): void {
  const [params] = useSearchParams();
  const id = params.get('id');
  const queryClient = useQueryClient();
  useEffect(() => {
    const now = Date.now();
    const forced = !!id && id !== handledId;
    if (forced) handledId = id;
    const expired = now - productSearch.homeInitTime > CACHE_TTL_MS.home;
    if (!forced && !expired) return;
    const first = productSearch.homeInitTime === 0;
    productSearch.homeInitTime = now;
    if (forced || !first) {
      for (const key of [['news'], ['products'], ['categories'], ['displayGroups']]) void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [id, queryClient]);
}

/** How long home data stays fresh (3 minutes). */
export const HOME_STALE_MS = CACHE_TTL_MS.home;
