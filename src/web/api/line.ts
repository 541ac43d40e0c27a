import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CustomerUser } from '../session/types';
import { apiFetch } from './client';
import type { OtpRequestAnswer } from './auth-customer';

/** LINE and tenant OIDC sign-in (docs/line.md). Sign-in calls never send the guest token. */
export type LineCallbackAnswer =
  | { status: 200; result: 'signedIn'; jtoken: string; user: CustomerUser; returnUrl: string | null; cid: string }
  | { status: 200; result: 'link'; ticket: string; displayName: string }
  /** A staff member's own "Link LINE" (started from their profile): nobody is signed in. */
  | { status: 200; result: 'staffLinked'; kind: 'merchant' | 'rider'; displayName: string };

export interface LinkBody { ticket: string; mobileNo: string; otp: string; refCode: string }

/** `GET api/line/login?entry=` → the provider URL (state, nonce, PKCE stay on the server). */
export function fetchLineLoginUrl(entry: 'web' | 'gateway' = 'web') {
  return apiFetch<{ url: string }>({ method: 'GET', path: 'api/line/login', query: { entry }, token: null });
}

/** `POST api/line/callback` {code, state}; a refused callback is a 400 the screen shows itself. */
export function fetchLineCallback(body: { code: string; state: string }) {
  return apiFetch<LineCallbackAnswer>({ method: 'POST', path: 'api/line/callback', body, token: null }, { expect: [400, 403, 502, 503] });
}

export function fetchLineLinkOtp(body: { ticket: string; mobileNo: string }) {
  return apiFetch<OtpRequestAnswer>({ method: 'POST', path: 'api/line/link/otp', body, token: null });
}

export function fetchLineLink(body: LinkBody) {
  return apiFetch<LineCallbackAnswer>({ method: 'POST', path: 'api/line/link', body, token: null });
}

export function fetchAthenaLoginUrl() {
  return apiFetch<{ url: string }>({ method: 'GET', path: 'api/oidc/athena/login', token: null });
}

export function fetchAthenaCallback(body: { code: string; state: string }) {
  return apiFetch<{ jtoken: string; user: CustomerUser }>({ method: 'POST', path: 'api/oidc/athena/callback', body, token: null }, { expect: [400, 403, 502, 503] });
}

export const lineLinkOtpMutation = () => mutationOptions({ mutationKey: ['line', 'link', 'otp'], mutationFn: fetchLineLinkOtp });
export const lineLinkMutation = () => mutationOptions({ mutationKey: ['line', 'link'], mutationFn: fetchLineLink });
export const useLineLinkOtp = () => useMutation(lineLinkOtpMutation());
export const useLineLink = () => useMutation(lineLinkMutation());

/** `GET api/line/test` (super admin, merchant token): the tenant's LINE configuration checks. */
export interface LineDiagnostics {
  TenantId: string;
  Login: string;
  Messaging: string;
  WebhookSecret: string;
  WebhookUrl: string;
  Flags: Record<string, boolean>;
  LinkedAccounts: number;
  FailedPushes: number;
  Checks: { Name: string; Ok: boolean; Detail: string }[];
}

export function fetchLineDiagnostics() {
  return apiFetch<LineDiagnostics>({ method: 'GET', path: 'api/line/test', area: 'merchant' }, { expect: [401, 403] });
}

export const lineDiagnosticsQuery = () => queryOptions({ queryKey: ['line', 'test'], queryFn: fetchLineDiagnostics, staleTime: 0 });
export const useLineDiagnostics = () => useQuery(lineDiagnosticsQuery());

export function fetchLineTestMessage(customerCode: string) {
  return apiFetch<{ Message: string; Sent: number; Failed: number }>({ method: 'POST', path: 'api/line/test/message', body: { customerCode }, area: 'merchant' });
}
export const useLineTestMessage = () => useMutation(mutationOptions({ mutationKey: ['line', 'test', 'message'], mutationFn: fetchLineTestMessage }));
