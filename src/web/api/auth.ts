import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerUser } from '../session/types';
import { apiFetch } from './client';

/** `POST authen/customerProfile`: the signed-in customer, with a fresh `jtoken`. */
export function fetchCustomerProfile() {
  return apiFetch<CustomerUser & { jtoken?: string }>({ method: 'POST', path: 'authen/customerProfile', body: {} });
}

export const customerProfileQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['authen', 'customerProfile', token],
    queryFn: async () => {
      const res = await fetchCustomerProfile();
      return res.ok ? res.data ?? null : null;
    },
    enabled: !!token,
  });

export function useCustomerProfile(token: string | null) {
  return useQuery(customerProfileQuery(token));
}
