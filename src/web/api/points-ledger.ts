import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** The CRM ledger calls (only while ENABLE_POINT_LEDGER is Y): totals, closest expiry, history tabs. */
export interface PointsTotals { currentPoints: number; received: number; used: number; expired: number }
export interface ExpirySoon { expireSoons: number; points: number; expiresOn: string | null; withinDays: number; batches: { expiresOn: string; points: number }[] }
export interface LedgerEntry {
  Id: number; Type: 'received' | 'used'; Kind: string; Points: number; Remaining: number; ExpiresOn: string | null; OrderId: string | null; Remark: string; CreatedAt: string;
  /** A mission reward's mission, both names. */
  Mission?: { Id: number; Name: string; NameEn: string } | null;
}
export type HistoryTab = 'all' | 'received' | 'paid';

const HISTORY_PATH: Record<HistoryTab, string> = {
  all: 'api/crm-service/owner/history',
  received: 'api/crm-service/owner/history/increment',
  paid: 'api/crm-service/owner/history/decrement-group',
};

async function data<T>(path: string, query?: Record<string, number>): Promise<T | null> {
  const res = await apiFetch<{ Data: T }>({ method: 'GET', path, query }, { expect: [403] });
  return res.ok && res.data ? res.data.Data : null;
}

export const pointsTotalsQuery = (token: string | null) =>
  queryOptions({ queryKey: ['points', 'totals', token], queryFn: () => data<PointsTotals>('api/crm-service/owner/total'), enabled: !!token });
export const pointsExpiryQuery = (token: string | null) =>
  queryOptions({ queryKey: ['points', 'expiry', token], queryFn: () => data<ExpirySoon>('api/crm-service/owner/total/closest-expiry'), enabled: !!token });
export const pointsHistoryQuery = (token: string | null, tab: HistoryTab, take: number) =>
  queryOptions({
    queryKey: ['points', 'history', token, tab, take],
    queryFn: () => data<{ total: number; items: LedgerEntry[] }>(HISTORY_PATH[tab], { skip: 0, take }),
    enabled: !!token,
  });

export const usePointsTotals = (token: string | null) => useQuery(pointsTotalsQuery(token));
export const usePointsExpiry = (token: string | null) => useQuery(pointsExpiryQuery(token));
export const usePointsHistory = (token: string | null, tab: HistoryTab, take: number) => useQuery(pointsHistoryQuery(token, tab, take));
