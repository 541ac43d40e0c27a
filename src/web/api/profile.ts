import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerUser } from '../session/types';
import { apiFetch } from './client';

export interface ProfileEdit {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  zip?: string;
}

/** `POST authen/customerProfile/update` (schemas/forms/profile.json): the user with a fresh jtoken. */
export function updateProfile(body: ProfileEdit) {
  return apiFetch<CustomerUser & { jtoken?: string }>({ method: 'POST', path: 'authen/customerProfile/update', body }, { expect: [400] });
}

/** `POST authen/changePassword` {oldPassword, newPassword}. */
export function changePassword(oldPassword: string, newPassword: string) {
  return apiFetch<{ status: number }>({ method: 'POST', path: 'authen/changePassword', body: { oldPassword, newPassword } }, { expect: [400] });
}

export interface PdpaState {
  Accepted: boolean;
  Version: string;
  At: string;
}

/** `GET api/Customers/pdpa`: the customer's latest PDPA decision (null when none). */
export async function fetchPdpaState(): Promise<PdpaState | null> {
  const res = await apiFetch<{ Data: PdpaState | null }>({ path: 'api/Customers/pdpa' }, { expect: [401, 403, 404] });
  return res.ok ? res.data?.Data ?? null : null;
}

export const pdpaStateQuery = (token: string | null, enabled: boolean) =>
  queryOptions({ queryKey: ['pdpa', token], queryFn: fetchPdpaState, enabled: enabled && !!token });

export function usePdpaState(token: string | null, enabled: boolean) {
  return useQuery(pdpaStateQuery(token, enabled));
}

/** `GET api/Customers/forms/{formId}`: the customer's answers to a tenant profile form. */
export async function fetchProfileForm(formId: string): Promise<Record<string, unknown> | null> {
  const res = await apiFetch<{ Data: Record<string, unknown> | null }>({ path: `api/Customers/forms/${encodeURIComponent(formId)}` }, { expect: [404] });
  return res.ok ? res.data?.Data ?? null : null;
}

export const profileFormQuery = (token: string | null, formId: string) =>
  queryOptions({ queryKey: ['profileForm', token, formId], queryFn: () => fetchProfileForm(formId), enabled: !!token && !!formId });

/** `PUT api/Customers/forms/{formId}`: the server validates with the same schema and names every field. */
export function saveProfileForm(formId: string, answers: Record<string, unknown>) {
  return apiFetch<{ status: number }>({ method: 'PUT', path: `api/Customers/forms/${encodeURIComponent(formId)}`, body: answers }, { expect: [400] });
}
