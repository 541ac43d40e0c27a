import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

export type NewCustomersReport = ApiResponse<'getMerchantReportSalemannewcustomerbymonth'>;
export type TopSaleReport = ApiResponse<'getMerchantReportTopsaleByMonth'>;
export type ReportRange = TopSaleReport['Type'];
export type GraphPoint = TopSaleReport['Sales'][number];
export type TopProduct = TopSaleReport['Graph'][number];

export interface DashboardFilter { dist: string; range: ReportRange }

/** `GET api/merchant/report/salemannewcustomerbymonth` {saleUnit optional, type default month}. */
export function fetchNewCustomers(f: DashboardFilter) {
  return apiFetch<NewCustomersReport>({ path: 'api/merchant/report/salemannewcustomerbymonth', query: { saleUnit: f.dist || undefined, type: f.range }, area: 'merchant' });
}

/** `GET api/merchant/report/topsaleByMonth` {saleUnit, type}. */
export function fetchTopSale(f: DashboardFilter) {
  return apiFetch<TopSaleReport>({ path: 'api/merchant/report/topsaleByMonth', query: { saleUnit: f.dist || undefined, type: f.range }, area: 'merchant' });
}

export const newCustomersQuery = (token: string | null, f: DashboardFilter) => queryOptions({
  queryKey: ['merchant', 'report', 'newCustomers', token, f.dist, f.range],
  queryFn: async () => { const r = await fetchNewCustomers(f); return r.ok ? r.data ?? null : null; },
  enabled: !!token,
});

export const topSaleQuery = (token: string | null, f: DashboardFilter) => queryOptions({
  queryKey: ['merchant', 'report', 'topSale', token, f.dist, f.range],
  queryFn: async () => { const r = await fetchTopSale(f); return r.ok ? r.data ?? null : null; },
  enabled: !!token,
});

export const useNewCustomers = (token: string | null, f: DashboardFilter) => useQuery(newCustomersQuery(token, f));
export const useTopSale = (token: string | null, f: DashboardFilter) => useQuery(topSaleQuery(token, f));
