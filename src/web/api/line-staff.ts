import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client';

/** A staff member's own LINE link (rider OTP by LINE; merchant LINE logout) and the tenant's LINE settings (docs/line.md). */
export type StaffArea = 'merchant' | 'rider';

export interface StaffLineAccount { Linked: boolean; DisplayName: string | null; LinkedAt: string | null }

/** `GET api/line/staff/account`. */
export function fetchStaffLineAccount(area: StaffArea) {
  return apiFetch<StaffLineAccount>({ method: 'GET', path: 'api/line/staff/account', area });
}
export const staffLineAccountQuery = (area: StaffArea, token: string | null) =>
  queryOptions({ queryKey: ['line', 'staff', area, token], queryFn: () => fetchStaffLineAccount(area), enabled: Boolean(token) });
export const useStaffLineAccount = (area: StaffArea, token: string | null) => useQuery(staffLineAccountQuery(area, token));

/** `GET api/line/staff/link` → the LINE URL to open (the callback comes back to /line/authen). */
export function fetchStaffLineLinkUrl(area: StaffArea) {
  return apiFetch<{ url: string }>({ method: 'GET', path: 'api/line/staff/link', area }, { expect: [403, 503] });
}

/** `DELETE api/line/staff/account`. */
export function fetchStaffLineUnlink(area: StaffArea) {
  return apiFetch<{ Unlinked: boolean }>({ method: 'DELETE', path: 'api/line/staff/account', area });
}
export function useStaffLineUnlink(area: StaffArea) {
  const qc = useQueryClient();
  return useMutation(mutationOptions({
    mutationKey: ['line', 'staff', area, 'unlink'], mutationFn: () => fetchStaffLineUnlink(area),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['line', 'staff', area] }),
  }));
}

export interface LineSettingsView {
  LoginChannelId: string | null; LoginChannelSecretSet: boolean; MessagingChannelId: string | null;
  MessagingChannelSecretSet: boolean; MessagingAccessTokenSet: boolean; OaId: string | null; ReturnUrl: string | null;
  Version: number; UpdatedAt: string | null; UpdatedBy: string | null;
}
export type LineSource = 'db' | 'env' | 'local' | 'none';
export interface LineSettingsAnswer { Data: LineSettingsView; Source: { Login: LineSource; Messaging: LineSource } }
/** A field left out keeps its stored value; '' removes it (back to the environment). */
export type LineSettingsBody = Partial<Record<'LoginChannelId' | 'LoginChannelSecret' | 'MessagingChannelId' | 'MessagingChannelSecret' | 'MessagingAccessToken' | 'OaId' | 'ReturnUrl', string>>;

/** `GET api/merchant/line/settings` (super admin). */
export function fetchLineSettings() {
  return apiFetch<LineSettingsAnswer>({ method: 'GET', path: 'api/merchant/line/settings', area: 'merchant' }, { expect: [403] });
}
export const lineSettingsQuery = () => queryOptions({ queryKey: ['line', 'settings'], queryFn: fetchLineSettings, staleTime: 0 });
export const useLineSettings = () => useQuery(lineSettingsQuery());

/** `PUT api/merchant/line/settings`: 400 names every refused field. */
export function fetchSaveLineSettings(body: LineSettingsBody) {
  return apiFetch<{ Data: LineSettingsView }>({ method: 'PUT', path: 'api/merchant/line/settings', area: 'merchant', body }, { expect: [400] });
}
export function useSaveLineSettings() {
  const qc = useQueryClient();
  return useMutation(mutationOptions({
    mutationKey: ['line', 'settings', 'save'], mutationFn: fetchSaveLineSettings,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['line'] }),
  }));
}
