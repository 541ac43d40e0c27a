import { useMemo, useState, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { orderForPicker, withDistances } from '../../domain';
import { CENTRE_PAGE_SIZE, useAllCentres, useCustomerCentres, useMerchantCentres } from '../api/centres';
import { merchantSession } from '../session/merchant-session';
import { isGuest } from '../session/roles';
import { rootSession } from '../session/root-session';
import type { CustomerUser, Dist, Position } from '../session/types';
import type { PickerArea } from './picker-store';

/** Case-insensitive match on code, names and address (what the search box is labelled with). */
export function matchesCentre(dist: Dist, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [dist.SaleUnit, dist.DIST_NAME, dist.DIST_SHORTNAME, dist.FullAddress].some((v) => (v ?? '').toLowerCase().includes(needle));
}

export interface CentreItems {
  items: Dist[];
  selected: string | null;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** Paging of a list held in full (own centres, merchant centres): 12 more per 'Load more'. */
function useLocalPages(list: Dist[], text: string) {
  const [pages, setPages] = useState(1);
  useEffect(() => setPages(1), [text]);
  const filtered = useMemo(() => list.filter((d) => matchesCentre(d, text)), [list, text]);
  return { shown: filtered.slice(0, pages * CENTRE_PAGE_SIZE), hasMore: filtered.length > pages * CENTRE_PAGE_SIZE, loadMore: () => setPages((p) => p + 1) };
}

/**
 * The centres a picker lists for its area, selected one first:
 * - a guest searches every centre of the tenant on the server (`dcs/all`, 12 per page);
 * - a customer chooses among their own centres (the only ones `swapdc` accepts);
 * - a merchant user among the centres of `authen/user/dcs`.
 * Distances come from the position when the browser gave one.
 */
export function useCentreItems(area: PickerArea, text: string, position: Position | null): CentreItems {
  const root = useSnapshot(rootSession);
  const merchant = useSnapshot(merchantSession);
  const guest = area === 'buyer' && isGuest(root.token, root.user as CustomerUser | null);
  const serverSearch = useAllCentres(guest ? root.token : null, text, position);
  const own = useCustomerCentres(area === 'buyer' && !guest ? root.token : null, position);
  const staff = useMerchantCentres(area === 'merchant' ? merchant.token : null);

  const full = useMemo(() => {
    if (area === 'merchant') return withDistances(staff.data ?? (merchant.dists as Dist[]), position);
    return own.data?.Customer ?? (root.dists as Dist[]);
  }, [area, staff.data, merchant.dists, own.data, root.dists, position]);
  const local = useLocalPages(full, text);

  const selected = area === 'merchant' ? merchant.selectedDist : (root.user?.ActiveDC ?? null);
  const known = useMemo(() => [...full, ...(root.dists as Dist[])], [full, root.dists]);

  return useMemo(() => {
    const pageItems = guest ? (serverSearch.data?.pages.flat() ?? []) : local.shown;
    let items = orderForPicker(pageItems, selected);
    // The current centre is listed first even when its page has not been loaded yet.
    if (selected && !text.trim() && !items.some((d) => d.SaleUnit === selected)) {
      const current = known.find((d) => d.SaleUnit === selected);
      if (current) items = [current, ...items];
    }
    const loading = guest ? serverSearch.isPending : area === 'merchant' ? staff.isPending && full.length === 0 : own.isPending && full.length === 0;
    return {
      items,
      selected,
      loading,
      hasMore: guest ? serverSearch.hasNextPage : local.hasMore,
      loadingMore: guest ? serverSearch.isFetchingNextPage : false,
      loadMore: () => {
        if (guest) void serverSearch.fetchNextPage();
        else local.loadMore();
      },
    };
  }, [guest, serverSearch, local, selected, text, known, area, staff.isPending, own.isPending, full.length]);
}
