import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface DiagnosticCheck { Id: string; Group: string; Ok: boolean; Detail: string; Ms: number }
export interface Diagnostics { Ok: boolean; At: string; Checks: DiagnosticCheck[] }

/** `GET api/merchant/admin/diagnostics` (super admin): the running system's checks. */
export const diagnosticsQuery = () => queryOptions({
  queryKey: ['diagnostics'],
  queryFn: async () => {
    const r = await apiFetch<Diagnostics>({ path: 'api/merchant/admin/diagnostics', area: 'merchant' });
    return r.ok && r.data ? r.data : null;
  },
  staleTime: 0,
});
export const useDiagnostics = () => useQuery(diagnosticsQuery());

/** `POST api/merchant/admin/diagnostics/providers`: checks the tenant's outside services. */
export function checkProviders() {
  return apiFetch<Diagnostics>({ method: 'POST', path: 'api/merchant/admin/diagnostics/providers', body: {}, area: 'merchant' });
}
