import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

export type AuditPage = ApiResponse<'getLog'>;
export type AuditEntry = AuditPage['Data'][number];

export const LOG_PAGE_SIZE = 20;

/** `GET api/log?skip&take`: the tenant's audit log, newest first (super admin). */
export function fetchAuditLog(skip: number, take = LOG_PAGE_SIZE) {
  return apiFetch<AuditPage>({ path: 'api/log', query: { skip, take }, area: 'merchant' });
}

export const auditLogQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: ['log', token, page],
    queryFn: async (): Promise<AuditPage | null> => {
      const res = await fetchAuditLog(page * LOG_PAGE_SIZE);
      return res.ok ? { Total: res.data?.Total ?? 0, Data: res.data?.Data ?? [] } : null;
    },
    enabled: !!token,
    placeholderData: keepPreviousData,
    // A log is read to see what just happened.
    staleTime: 0,
  });

export function useAuditLog(token: string | null, page: number) {
  return useQuery(auditLogQuery(token, page));
}
