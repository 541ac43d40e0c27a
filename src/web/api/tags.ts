import { apiFetch } from './client';

/** Customer tags (api/tags*, docs/server.md "Customer tags"); merchant token. */
export interface TagView {
  Id: number;
  Code: string;
  NameTh: string;
  NameEn: string;
  Color: string;
  Active: boolean;
  CustomerCount: number;
  CanEdit?: boolean;
}

export interface TagInput { Code?: string; NameTh: string; NameEn: string; Color: string; Active: boolean }

export interface TagCustomer { CUSTOMERCODE: string; CUSTOMERNAME: string; MobileNo: string; RouteStep2: string; Assigned: boolean; SaleUnits: string[] }

export const TAG_PAGE_SIZE = 20;

export function fetchTags(q: { text?: string; active?: 'Y' | 'N' | ''; skip?: number; take?: number }) {
  return apiFetch<{ Data: TagView[]; Total: number }>({
    path: 'api/tags', area: 'merchant', query: { text: q.text || undefined, active: q.active || undefined, skip: q.skip ?? 0, take: q.take ?? TAG_PAGE_SIZE },
  });
}

export function fetchTag(id: number) {
  return apiFetch<TagView>({ path: `api/tags/${id}`, area: 'merchant' }, { expect: [404] });
}

/** 400s (per field) are left to the form. */
export function createTag(body: TagInput) {
  return apiFetch<{ Id: number; Code: string }>({ method: 'POST', path: 'api/tags', area: 'merchant', body }, { expect: [400] });
}

export function updateTag(id: number, body: Omit<TagInput, 'Code'>) {
  return apiFetch<TagView>({ method: 'PUT', path: `api/tags/${id}`, area: 'merchant', body }, { expect: [400, 403] });
}

export function fetchTagCustomers(id: number, q: { assigned: 'Y' | 'N' | ''; text: string; skip: number; take?: number }) {
  return apiFetch<{ Data: TagCustomer[]; Total: number }>({
    path: `api/tags/${id}/customers`, area: 'merchant',
    query: { assigned: q.assigned || undefined, text: q.text || undefined, skip: q.skip, take: q.take ?? TAG_PAGE_SIZE },
  });
}

export function assignTag(id: number, change: { Add?: string[]; Remove?: string[] }) {
  return apiFetch<{ Added: number; Removed: number; CustomerCount: number }>({ method: 'POST', path: `api/tags/${id}/customers`, area: 'merchant', body: change }, { expect: [400, 403] });
}
