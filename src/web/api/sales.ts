import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

// A salesperson's own figures and registration link (server: src/server/routes/sales/).

export interface MySales {
  From: string; To: string; SaleUnits: string[];
  Summary: { Orders: number; Amount: number; Customers: number; NewCustomers: number; OrdersForCustomers: number; AmountForCustomers: number; AgentOrders: number };
  ByDay: { Date: string; Orders: number; Amount: number }[];
  ByMonth: { Month: string; Orders: number; Amount: number }[];
  TopProducts: { P_Code: string; Name: string; NameEn: string; Quantity: number; Amount: number }[];
  NewCustomersList: { CustomerCode: string; CustomerName: string; At: string }[];
  Orders: { OrderId: string; At: string; CustomerCode: string; CustomerName: string; SaleUnit: string; Total: number; Status: string; PlacedBy: 'salesperson' | 'agent' | 'customer' }[];
}

export const mySalesQuery = (token: string | null, from: string, to: string) => queryOptions({
  queryKey: ['sales', 'mysales', token, from, to],
  queryFn: async () => {
    const r = await apiFetch<MySales>({ path: 'api/sales/mysales', area: 'merchant', query: { from: from || undefined, to: to || undefined } }, { expect: [400] });
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token, placeholderData: keepPreviousData,
});
export const useMySales = (token: string | null, from: string, to: string) => useQuery(mySalesQuery(token, from, to));

export interface RegisterInfo { Centre: { SaleUnit: string; Name: string } | null; Salesperson: { SaleCode: string; Name: string } | null }
export const registerInfoQuery = (dist: string, saleCode: string) => queryOptions({
  queryKey: ['sales', 'registerinfo', dist, saleCode],
  queryFn: async () => {
    const r = await apiFetch<RegisterInfo>({ path: 'api/sales/registerinfo', token: null, query: { dist: dist || undefined, saleCode: saleCode || undefined } }, { expect: [400] });
    return { ok: r.ok, info: r.ok ? r.data ?? null : null };
  },
});
export const useRegisterInfo = (dist: string, saleCode: string) => useQuery(registerInfoQuery(dist, saleCode));
