import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface TierView { Id: number; Name: string; NameEn: string; TargetValue: number; EarnMultiplier: number; Colour: string }
export interface TierInfo {
  AccumulatedOrderAmount: number;
  CurrentTier: TierView | null;
  NextTier: TierView | null;
  CurrentTierFormulaDetail: { TargetValue: number };
  NextTierFormulaDetail: { TargetValue: number } | null;
  Progress: number;
  Tiers: TierView[];
  LastChange: { FromTierId: number | null; ToTierId: number; At: string; OrderId: string | null } | null;
}

/** `GET api/crm-service/user/tier/info`. */
export const tierInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['tier-info', token],
    queryFn: async () => {
      const res = await apiFetch<{ Data: TierInfo }>({ method: 'GET', path: 'api/crm-service/user/tier/info' });
      return res.ok && res.data ? res.data.Data : null;
    },
    enabled: !!token,
  });

export const useTierInfo = (token: string | null) => useQuery(tierInfoQuery(token));
