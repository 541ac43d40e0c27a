import { apiFetch } from './client';

export interface AllowEntry { CustomerCode: string; Note: string; AddedBy: string; AddedAt: string; CustomerName: string | null }
export interface AllowInput { CustomerCode: string; Note?: string }
export interface AllowChange { Added: number; Updated: number; Removed: number; Unchanged: number; NotCustomers: string[]; DryRun: boolean }

/** `GET api/merchant/utils/customerAllowJson`: the list and whether the gate (flag CUSTOMER_ALLOW_LIST) is on. */
export function fetchAllowList() {
  return apiFetch<{ Flag: string; Enabled: boolean; Data: AllowEntry[] }>({ path: 'api/merchant/utils/customerAllowJson', area: 'merchant' });
}

export function fetchExportAllowList() {
  return apiFetch<{ format: string; version: number; tenantId: string; exportedAt: string; customers: AllowInput[] }>({ path: 'api/merchant/utils/customerAllowJson/export', area: 'merchant' });
}

/** merge adds/updates; replace makes the list exactly these; DryRun counts without writing. 400 names repeated codes. */
export function fetchSaveAllowList(input: { Mode: 'merge' | 'replace'; Customers: AllowInput[]; DryRun?: boolean }) {
  return apiFetch<AllowChange>({ method: 'PUT', path: 'api/merchant/utils/customerAllowJson', body: input, area: 'merchant' }, { expect: [400] });
}

export function fetchRemoveAllowed(code: string) {
  return apiFetch<{ status: 200 }>({ method: 'DELETE', path: `api/merchant/utils/customerAllowJson/${encodeURIComponent(code)}`, area: 'merchant' });
}
