import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/** Loyalty back office (api/merchant/loyalty/*, super admins; docs/loyalty.md). */
/** As the contract documents them (src/web/api/openapi/): a renamed or dropped field fails the type check. */
export type Liability = ApiResponse<'getMerchantLoyaltyLiability'>;
export type AdminVoucher = ApiResponse<'getMerchantLoyaltyVouchers'>['Data'][number];

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
  const { Id, Name, Claimed: _claimed, ...rest } = v;
  return apiFetch<{ status: number }>({ method: 'PUT', path: `api/merchant/loyalty/vouchers/${Id}`, area: 'merchant', body: { ...rest, NameTh: Name } });
}

export function adjustPoints(code: string, points: number, reason: string, key: string) {
  return apiFetch<{ Before: number; Balance: number }>({
    method: 'POST', path: `api/merchant/loyalty/customers/${encodeURIComponent(code)}/adjust`, area: 'merchant', body: { Points: points, Reason: reason }, headers: { 'Idempotency-Key': key },
  }, { expect: [400, 404] });
}

export type AdminTier = ApiResponse<'getMerchantLoyaltyTiers'>['Data'][number];
export type LedgerRow = ApiResponse<'getMerchantLoyaltyCustomersByCodeLedger'>['items'][number];

export const adminTiersQuery = () => queryOptions({
  queryKey: ['merchant-loyalty', 'tiers'],
  queryFn: async () => {
    const res = await apiFetch<{ Data: AdminTier[] }>({ path: 'api/merchant/loyalty/tiers', area: 'merchant' });
    return res.ok && res.data ? res.data.Data : [];
  },
});

export function saveTier(t: AdminTier, active = true) {
  return apiFetch<{ status: number }>({
    method: 'PUT', path: `api/merchant/loyalty/tiers/${t.id}`, area: 'merchant',
    body: { NameTh: t.nameTh, NameEn: t.nameEn, Threshold: t.threshold, EarnMultiplier: t.multiplier, Colour: t.colour, Active: active },
  }, { expect: [400] });
}

/** A customer's whole journal (newest first) with the balance; null when the customer does not exist. */
export const customerLedgerQuery = (code: string) => queryOptions({
  queryKey: ['merchant-loyalty', 'ledger', code],
  queryFn: async () => {
    const res = await apiFetch<{ CustomerCode: string; Balance: number; total: number; items: LedgerRow[] }>(
      { path: `api/merchant/loyalty/customers/${encodeURIComponent(code)}/ledger`, area: 'merchant', query: { take: 100 } }, { expect: [404, 400] });
    return res.ok && res.data ? res.data : null;
  },
  enabled: !!code,
});

/** Create or change a voucher (the form's answers as the route's body). */
export function putVoucher(id: number, body: Record<string, unknown>) {
  return apiFetch<{ status: number }>({ method: 'PUT', path: `api/merchant/loyalty/vouchers/${id}`, area: 'merchant', body }, { expect: [400] });
}
