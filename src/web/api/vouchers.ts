import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client';

/** Voucher wallet (`GET api/crm-service/owner/voucher/items`), catalogue and exchange. */
export interface WalletItem {
  Id: string;
  TypeId: 1 | 2;
  VoucherId: number | null;
  PointsCost: number | null;
  ModifiedAt: string;
  Coupon: { couponid: string; _lock: 'N' | 'Y'; CouponType: 'value' | 'percent'; Value: number; MinimumOrder: number; MaxDiscount: number; DateBegin: string | null; DateEnd: string | null; NameTh: string; NameEn: string; OrderId: string | null; Active: boolean };
}
export interface CatalogVoucher { Id: number; TypeId: 1 | 2; Name: string; NameEn: string; PointsCost: number; Value: number; MinimumOrder: number; MaxDiscount: number; ValidDays: number }

export const walletQuery = (token: string | null, used: boolean, typeId?: 1 | 2) =>
  queryOptions({
    queryKey: ['voucher-items', token, used, typeId ?? 0],
    queryFn: async () => {
      const res = await apiFetch<{ Data: { total: number; items: WalletItem[] } }>({
        method: 'GET', path: 'api/crm-service/owner/voucher/items',
        query: { IsUsed: used, sortBy: used ? 'ModifiedAt' : 'CouponDefault', sortType: used ? 'desc' : 'asc', ...(typeId ? { TypeId: typeId } : {}), take: 100 },
      });
      return res.ok && res.data ? res.data.Data : { total: 0, items: [] };
    },
    enabled: !!token,
  });
export const useWallet = (token: string | null, used: boolean, typeId?: 1 | 2) => useQuery(walletQuery(token, used, typeId));

export const catalogQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['voucher-catalog', token],
    queryFn: async () => {
      const res = await apiFetch<{ Data: CatalogVoucher[] }>({ method: 'GET', path: 'api/crm-service/owner/voucher/catalog' });
      return res.ok && res.data ? res.data.Data : [];
    },
    enabled: !!token,
  });
export const useVoucherCatalog = (token: string | null) => useQuery(catalogQuery(token));

/** `POST api/crm-service/owner/voucher/exchange` with a fresh Idempotency-Key per click (a retry of the same click reuses it). */
export function useExchangeVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { voucherId: number; key: string }) => {
      const res = await apiFetch<{ CouponId: string }>({ method: 'POST', path: 'api/crm-service/owner/voucher/exchange', body: { voucherId: input.voucherId }, headers: { 'Idempotency-Key': input.key } });
      return res.ok && res.data ? res.data.CouponId : null;
    },
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['points'] }), client.invalidateQueries({ queryKey: ['voucher-items'] })]);
    },
  });
}
