import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CustomerUser, Dist, Position } from '../session/types';
import { PAGE_SIZE } from '../../domain';
import { apiFetch } from './client';
import { rawRequest } from './http';

/** The spec's centre list page size (buyer spec section 9). */
export const CENTRE_PAGE_SIZE = PAGE_SIZE.dists;

const at = (position: Position | null | undefined) => (position ? { lat: position.lat, lng: position.lng } : {});

export interface CustomerCentres {
  /** The customer's own centres (empty for a guest). */
  Customer: Dist[];
  All: Dist[];
}

/**
 * `GET authen/customer/dcs` (lat, lng): own centres and all centres, with Distance in km. `quiet`
 * is for background checks (start-up): a failure there is nothing the visitor can act on.
 */
export function fetchCustomerCentres(position?: Position | null, options: { quiet?: boolean } = {}) {
  const req = { path: 'authen/customer/dcs', query: at(position) };
  return options.quiet ? rawRequest<CustomerCentres>(req) : apiFetch<CustomerCentres>(req);
}

export const customerCentresQuery = (token: string | null, position?: Position | null) =>
  queryOptions({
    queryKey: ['centres', 'customer', token, position ?? null],
    queryFn: async (): Promise<CustomerCentres> => {
      const res = await fetchCustomerCentres(position);
      return res.ok && res.data ? { Customer: res.data.Customer ?? [], All: res.data.All ?? [] } : { Customer: [], All: [] };
    },
    enabled: !!token,
  });

export function useCustomerCentres(token: string | null, position?: Position | null) {
  return useQuery(customerCentresQuery(token, position));
}

/** `GET authen/customer/dcs/all` (text, skip, take, lat, lng): one page of the search over every centre. */
export function fetchAllCentres(input: { text: string; skip: number; take?: number; position?: Position | null }) {
  return apiFetch<Dist[]>({
    path: 'authen/customer/dcs/all',
    query: { text: input.text || undefined, skip: input.skip, take: input.take ?? CENTRE_PAGE_SIZE, ...at(input.position) },
  });
}

export const allCentresQuery = (token: string | null, text: string, position?: Position | null) =>
  infiniteQueryOptions({
    queryKey: ['centres', 'all', token, text, position ?? null],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<Dist[]> => {
      const res = await fetchAllCentres({ text, skip: pageParam, position });
      return res.ok && Array.isArray(res.data) ? res.data : [];
    },
    // A short page is the last one.
    getNextPageParam: (last, pages) => (last.length < CENTRE_PAGE_SIZE ? undefined : pages.length * CENTRE_PAGE_SIZE),
    enabled: !!token,
  });

export function useAllCentres(token: string | null, text: string, position?: Position | null) {
  return useInfiniteQuery(allCentresQuery(token, text, position));
}

/** `GET authen/swapdc/{saleUnit}`: a new token and user for that centre. */
export function fetchSwapCentre(saleUnit: string) {
  return apiFetch<CustomerUser & { jtoken?: string }>({ path: `authen/swapdc/${encodeURIComponent(saleUnit)}` });
}

/** `GET authen/user/dcs`: the merchant user's centres (all of them for a super admin). */
export function fetchMerchantCentres(token?: string | null) {
  return apiFetch<Dist[]>({ path: 'authen/user/dcs', area: 'merchant', ...(token ? { token } : {}) });
}

export const merchantCentresQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['centres', 'merchant', token],
    queryFn: async (): Promise<Dist[]> => {
      const res = await fetchMerchantCentres();
      return res.ok && Array.isArray(res.data) ? res.data : [];
    },
    enabled: !!token,
  });

export function useMerchantCentres(token: string | null) {
  return useQuery(merchantCentresQuery(token));
}
