import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CustomerUser } from '../session/types';
import { apiFetch } from './client';

/** What every customer login answers: the session token and the user (docs/ARCHITECTURE.md "Auth endpoints"). */
export interface CustomerLoginAnswer {
  status?: number;
  jtoken: string;
  user: CustomerUser;
}

export interface OtpRequestAnswer {
  status: number;
  refCode: string;
  expiresAt?: string;
}

export interface PasswordLogin {
  mobileNo: string;
  password: string;
}

export interface OtpVerify {
  mobileNo: string;
  otp: string;
  refCode: string;
}

// Logins never send the guest token: the answer replaces it.

/** `POST authen/login` {mobileNo, password}. */
export function fetchCustomerLogin(body: PasswordLogin) {
  return apiFetch<CustomerLoginAnswer>({ method: 'POST', path: 'authen/login', body, token: null });
}

/** `POST authen/otp/request` {mobileNo, purpose: 'login'}: sends the code, answers its reference. */
export function fetchCustomerOtpRequest(mobileNo: string) {
  return apiFetch<OtpRequestAnswer>({ method: 'POST', path: 'authen/otp/request', body: { mobileNo, purpose: 'login' }, token: null });
}

/** `POST authen/otp/verify` {mobileNo, otp, refCode}. */
export function fetchCustomerOtpVerify(body: OtpVerify) {
  return apiFetch<CustomerLoginAnswer>({ method: 'POST', path: 'authen/otp/verify', body, token: null });
}

export const customerLoginMutation = () => mutationOptions({ mutationKey: ['authen', 'login'], mutationFn: fetchCustomerLogin });
export const customerOtpRequestMutation = () => mutationOptions({ mutationKey: ['authen', 'otp', 'request'], mutationFn: fetchCustomerOtpRequest });
export const customerOtpVerifyMutation = () => mutationOptions({ mutationKey: ['authen', 'otp', 'verify'], mutationFn: fetchCustomerOtpVerify });

export function useCustomerLogin() {
  return useMutation(customerLoginMutation());
}

export function useCustomerOtpRequest() {
  return useMutation(customerOtpRequestMutation());
}

export function useCustomerOtpVerify() {
  return useMutation(customerOtpVerifyMutation());
}
