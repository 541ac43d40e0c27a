import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { PdpaState } from './profile';

export interface PdpaAsk { Data: PdpaState | null; Current: string | null; Ask: boolean }

/** `GET api/Customers/pdpa`: Ask is true when a newer policy version was published since the customer's last decision. */
export async function fetchPdpaAsk(): Promise<PdpaAsk | null> {
  const res = await apiFetch<PdpaAsk>({ path: 'api/Customers/pdpa' }, { expect: [401, 403, 404] });
  return res.ok && res.data ? res.data : null;
}

// Under the ['pdpa'] key, so every PDPA decision (which invalidates ['pdpa']) refreshes it.
export const pdpaAskQuery = (token: string | null, enabled: boolean) =>
  queryOptions({ queryKey: ['pdpa', 'ask', token], queryFn: fetchPdpaAsk, enabled: enabled && !!token, staleTime: 60_000 });

export function usePdpaAsk(token: string | null, enabled: boolean) {
  return useQuery(pdpaAskQuery(token, enabled));
}
