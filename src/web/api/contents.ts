import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** A content page (cookies-policy, pdpa, privacy): text in the asked locale, plus both versions. */
export interface ContentPage {
  Data: string;
  Title: string;
  Locale: 'th' | 'en';
  Version: string;
  /** 'html': sanitised HTML published from the content editor; else plain text. */
  Format?: 'text' | 'html';
}

/** `GET api/contents/{id}?locale=`; null when the tenant has no such page. */
export async function fetchContent(id: string, locale: 'th' | 'en'): Promise<ContentPage | null> {
  const res = await apiFetch<ContentPage>({ path: `api/contents/${encodeURIComponent(id)}`, query: { locale } }, { expect: [404] });
  return res.ok && res.data && typeof res.data.Data === 'string' ? res.data : null;
}

export const contentQuery = (id: string, locale: 'th' | 'en') =>
  queryOptions({ queryKey: ['contents', id, locale], queryFn: () => fetchContent(id, locale), enabled: !!id, staleTime: 10 * 60_000 });

export function useContent(id: string, locale: 'th' | 'en') {
  return useQuery(contentQuery(id, locale));
}

export interface PdpaDecision {
  Customer_Id: string;
  SaleUnit: string;
  /** true accepted, false declined. */
  Type: boolean;
  Version?: string;
}

/** `POST MASTER_DATA_MANAGEMENT/SaveVersionPDPA`: the customer accepts or refuses a policy version. */
export function savePdpaDecision(body: PdpaDecision) {
  return apiFetch<{ status?: number }>({ method: 'POST', path: 'MASTER_DATA_MANAGEMENT/SaveVersionPDPA', body });
}

export const pdpaMutation = () => mutationOptions({ mutationKey: ['pdpa'], mutationFn: savePdpaDecision });

export function useSavePdpa() {
  return useMutation(pdpaMutation());
}
