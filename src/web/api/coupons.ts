import { queryOptions, useQuery } from '@tanstack/react-query';
import { isCouponValidResponse } from '../../domain';
import { apiFetch } from './client';

export interface CouponEntry {
  PromotionId: string;
  SaleUnit: string | null;
  Count?: number;
  Coupon: {
    couponid: string;
    /** 'N' unused, 'Y' used. */
    _lock: 'N' | 'Y';
    CouponType?: 'value' | 'percent';
    Value?: number;
    MinimumOrder?: number;
    MaxDiscount?: number;
    DateBegin?: string | null;
    DateEnd?: string | null;
    NameTh?: string;
    NameEn?: string;
    OrderId?: string | null;
    Active?: boolean;
  };
}

/** `POST GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER`: statusText 'OK' and the coupons. */
export async function fetchCoupons(input: { customerCode: string; saleUnit: string; onlyActive: boolean; onlyUnused: boolean }): Promise<CouponEntry[]> {
  const res = await apiFetch<{ statusText?: string; coupons?: CouponEntry[] }>({
    method: 'POST',
    path: 'GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER',
    body: { customerCode: input.customerCode, saleUnit: input.saleUnit, onlyActivePromotion: input.onlyActive, onlyUnusedCoupon: input.onlyUnused, notGroupByPromotionId: true },
  });
  return res.ok && res.data?.statusText === 'OK' && Array.isArray(res.data.coupons) ? res.data.coupons : [];
}

export const couponsQuery = (token: string | null, customerCode: string, saleUnit: string, onlyActive: boolean, onlyUnused: boolean) =>
  queryOptions({
    queryKey: ['coupons', token, customerCode, saleUnit, onlyActive, onlyUnused],
    queryFn: () => fetchCoupons({ customerCode, saleUnit, onlyActive, onlyUnused }),
    enabled: !!token && !!customerCode,
  });

export function useCoupons(token: string | null, customerCode: string, saleUnit: string, onlyActive: boolean, onlyUnused: boolean) {
  return useQuery(couponsQuery(token, customerCode, saleUnit, onlyActive, onlyUnused));
}

export type CouponCheck = { valid: true; discount: number } | { valid: false; message: string };

/**
 * `POST GET_MASTER_DATA/CHECK_COUPON_VALID`: the server decides; the client treats status text
 * 'OK' as valid and shows any other status text as the reason (e.g. 'Invalid coupon value: {value}
 * due to minimum order {num}').
 */
export async function checkCoupon(input: { customerCode: string; saleUnit: string; couponId: string }): Promise<CouponCheck> {
  const res = await apiFetch<{ statusText?: string; Discount?: number }>({
    method: 'POST',
    path: 'GET_MASTER_DATA/CHECK_COUPON_VALID',
    body: { customerCode: input.customerCode, saleUnit: input.saleUnit, couponID: input.couponId },
  });
  if (!res.ok || !res.data) return { valid: false, message: res.exception?.Message ?? '' };
  return isCouponValidResponse(res.data.statusText) ? { valid: true, discount: Number(res.data.Discount ?? 0) } : { valid: false, message: String(res.data.statusText ?? '') };
}

export function couponName(c: CouponEntry, locale: 'th' | 'en'): string {
  return (locale === 'en' ? c.Coupon.NameEn || c.Coupon.NameTh : c.Coupon.NameTh) || c.Coupon.couponid;
}
