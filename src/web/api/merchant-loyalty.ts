import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';

/** Loyalty back office (api/merchant/loyalty/*, super admins; docs/loyalty.md). */
export interface Liability { Outstanding: number; Customers: number; ExpiredToDate: number; Months: { Month: string; Points: number; Customers: number }[] }
export interface AdminVoucher { Id: number; TypeId: 1 | 2; Name: string; NameEn: string; PointsCost: number; Value: number; MinimumOrder: number; MaxDiscount: number; ValidDays: number; DateBegin: string | null; DateEnd: string | null; TargetTag: string; Active: boolean }

export const liabilityQuery = () => queryOptions({
  queryKey: ['merchant-loyalty', 'liability'],
  queryFn: async () => {
    const res = await apiFetch<Liability>({ path: 'api/merchant/loyalty/liability', area: 'merchant' });
    return res.ok ? res.data ?? null : null;
  },
});

export const adminVouchersQuery = () => queryOptions({
  queryKey: ['merchant-loyalty', 'vouchers'],
  queryFn: async () => {
    const res = await apiFetch<{ Data: AdminVoucher[] }>({ path: 'api/merchant/loyalty/vouchers', area: 'merchant' });
    return res.ok && res.data ? res.data.Data : [];
  },
});

export function saveVoucher(v: AdminVoucher) {
  const { Id, Name, ...rest } = v;
  return apiFetch<{ status: number }>({ method: 'PUT', path: `api/merchant/loyalty/vouchers/${Id}`, area: 'merchant', body: { ...rest, NameTh: Name } });
}

export function adjustPoints(code: string, points: number, reason: string, key: string) {
  return apiFetch<{ Before: number; Balance: number }>({
    method: 'POST', path: `api/merchant/loyalty/customers/${encodeURIComponent(code)}/adjust`, area: 'merchant', body: { Points: points, Reason: reason }, headers: { 'Idempotency-Key': key },
  }, { expect: [400, 404] });
}
