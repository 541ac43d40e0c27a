import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { CustomerLoginAnswer } from './auth-customer';

/** The register form (schemas/forms/register.json) plus what the page adds from its query. */
export interface RegisterBody {
  mobileNo: string;
  password: string;
  confirmPassword?: string;
  name: string;
  email?: string;
  saleUnit?: string;
  saleCode?: string;
  referralCode?: string;
}

/**
 * `POST authen/register`. 400 (fields) and 409 (mobile number already used or inactive) are
 * answered by the form itself, next to the field, so the wrapper leaves them to the caller.
 */
export function fetchRegister(body: RegisterBody) {
  return apiFetch<CustomerLoginAnswer>({ method: 'POST', path: 'authen/register', body, token: null }, { expect: [400, 409] });
}

export const registerMutation = () => mutationOptions({ mutationKey: ['authen', 'register'], mutationFn: fetchRegister });

export function useRegister() {
  return useMutation(registerMutation());
}
