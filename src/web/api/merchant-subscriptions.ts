import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { Subscription } from './subscriptions';

/** Back office: the recurring orders of the staff's centres (docs/subscriptions.md). */
export interface StaffSubscription extends Subscription {
  CustomerCode: string;
  CustomerName: string;
  CreatedAt: string;
}

export type StaffSubscriptionStatus = Subscription['Status'];
export type StaffSubscriptionAction = 'pause' | 'resume' | 'cancel';
export interface StaffSubscriptionFilter { saleUnit: string; status: '' | StaffSubscriptionStatus; skip: number; take: number }

/** `GET api/merchant/subscriptions`: failed last runs first, then newest. */
export const staffSubscriptionsQuery = (token: string | null, f: StaffSubscriptionFilter) => queryOptions({
  queryKey: ['merchant-subscriptions', 'list', token, f],
  enabled: !!token,
  queryFn: async () => {
    const query: Record<string, string | number> = { skip: f.skip, take: f.take };
    if (f.saleUnit) query.saleUnit = f.saleUnit;
    if (f.status) query.status = f.status;
    const res = await apiFetch<{ Total: number; Data: StaffSubscription[] }>({ path: 'api/merchant/subscriptions', area: 'merchant', query });
    return res.ok && res.data ? res.data : { Total: 0, Data: [] };
  },
});

/** `GET api/merchant/subscriptions/{id}`: with its run history; null when not one of the caller's centres. */
export const staffSubscriptionQuery = (token: string | null, id: string) => queryOptions({
  queryKey: ['merchant-subscriptions', 'one', token, id],
  enabled: !!token && !!id,
  queryFn: async () => {
    const res = await apiFetch<StaffSubscription>({ path: `api/merchant/subscriptions/${encodeURIComponent(id)}`, area: 'merchant' }, { expect: [404] });
    return res.ok && res.data ? res.data : null;
  },
});

export const useStaffSubscriptions = (token: string | null, f: StaffSubscriptionFilter) => useQuery(staffSubscriptionsQuery(token, f));
export const useStaffSubscription = (token: string | null, id: string) => useQuery(staffSubscriptionQuery(token, id));

/** `POST api/merchant/subscriptions/{id}/{action}` on the customer's behalf (audited); 409 when the state does not allow it. */
export function staffSubscriptionAction(id: string, action: StaffSubscriptionAction) {
  return apiFetch<StaffSubscription>({ method: 'POST', path: `api/merchant/subscriptions/${encodeURIComponent(id)}/${action}`, area: 'merchant' }, { expect: [409] });
}
