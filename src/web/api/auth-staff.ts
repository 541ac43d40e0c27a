import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MerchantUser, Rider } from '../session/types';
import { apiFetch } from './client';
import type { OtpRequestAnswer, OtpVerify, PasswordLogin } from './auth-customer';

// Merchant users and riders log in the same way as customers under their own prefixes
// (`authen/user/...`, `authen/rider/...`) and get `{ token, user }` / `{ token, rider }`.

export interface MerchantLoginAnswer {
  status?: number;
  token: string;
  user: MerchantUser;
}

export interface RiderLoginAnswer {
  status?: number;
  token: string;
  rider: Rider;
}

export type StaffArea = 'merchant' | 'rider';

const PREFIX: Record<StaffArea, string> = { merchant: 'authen/user', rider: 'authen/rider' };

/**
 * A rider's 401 would otherwise be turned into a redirect to /rider/login by the fetch wrapper; on
 * the login screen itself the wrong-password message must be shown instead, so 401 is the caller's.
 */
const LOGIN_OPTIONS = { expect: [401] };

/** `POST authen/user/login` or `authen/rider/login` {mobileNo, password}. */
export function fetchStaffLogin<A extends StaffArea>(area: A, body: PasswordLogin) {
  return apiFetch<A extends 'merchant' ? MerchantLoginAnswer : RiderLoginAnswer>(
    { method: 'POST', path: `${PREFIX[area]}/login`, body, area, token: null },
    LOGIN_OPTIONS,
  );
}

/** `POST authen/user/otp/request` or `authen/rider/otp/request`. */
export function fetchStaffOtpRequest(area: StaffArea, mobileNo: string) {
  return apiFetch<OtpRequestAnswer>({ method: 'POST', path: `${PREFIX[area]}/otp/request`, body: { mobileNo, purpose: 'login' }, area, token: null }, LOGIN_OPTIONS);
}

/** `POST authen/user/otp/verify` or `authen/rider/otp/verify`. */
export function fetchStaffOtpVerify<A extends StaffArea>(area: A, body: OtpVerify) {
  return apiFetch<A extends 'merchant' ? MerchantLoginAnswer : RiderLoginAnswer>(
    { method: 'POST', path: `${PREFIX[area]}/otp/verify`, body, area, token: null },
    LOGIN_OPTIONS,
  );
}

export const staffLoginMutation = <A extends StaffArea>(area: A) =>
  mutationOptions({ mutationKey: [area, 'login'], mutationFn: (body: PasswordLogin) => fetchStaffLogin(area, body) });

export function useStaffLogin<A extends StaffArea>(area: A) {
  return useMutation(staffLoginMutation(area));
}
