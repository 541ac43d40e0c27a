import { fetchCustomerLogin, fetchCustomerOtpRequest, fetchCustomerOtpVerify, type OtpRequestAnswer, type OtpVerify, type PasswordLogin } from '../api/auth-customer';
import { fetchStaffLogin, fetchStaffOtpRequest, fetchStaffOtpVerify, type StaffArea } from '../api/auth-staff';
import type { ApiResponse } from '../api/client';
import { showToast } from '../widgets/toast-store';
import { afterLoginPath, completeCustomerLogin } from './customer-login';
import { completeMerchantLogin, completeRiderLogin } from './staff-login';

export type AuthArea = 'buyer' | StaffArea;

/** A sign-in attempt: ok with the page to go to, or not ok (the reason was already shown). */
export type SignIn = { ok: true; next: string } | { ok: false };

/** How one area signs in: its pages and its three calls (password, OTP request, OTP verify). */
export interface AreaAuth {
  area: AuthArea;
  /** i18n namespace of the area's own texts (titles). */
  ns: 'buyer' | 'merchant' | 'rider';
  loginPath: string;
  otpPath: string;
  icon: string;
  passwordLogin: (body: PasswordLogin, redirect: string | null) => Promise<SignIn>;
  requestOtp: (mobileNo: string) => Promise<ApiResponse<OtpRequestAnswer>>;
  verifyOtp: (body: OtpVerify, redirect: string | null) => Promise<SignIn>;
}

/** Staff logins leave 401 to the caller (see api/auth-staff.ts): show its message like the wrapper would. */
function toastUnauthorized(res: ApiResponse<unknown>): void {
  if (res.status !== 401) return;
  // The table of server texts loads with the first refusal, not in the sign-in pages' first JS (issue 13).
  void import('../api/server-texts').then(({ serverText }) => showToast(serverText(res.exception?.Message || 'Unauthorized'), { kind: 'error' }));
}

async function customerSignIn(res: Awaited<ReturnType<typeof fetchCustomerLogin>>, redirect: string | null): Promise<SignIn> {
  if (!res.ok || !res.data?.jtoken || !res.data.user) return { ok: false };
  const user = await completeCustomerLogin(res.data.jtoken, res.data.user);
  return { ok: true, next: afterLoginPath(user, redirect) };
}

async function merchantSignIn(res: Awaited<ReturnType<typeof fetchStaffLogin<'merchant'>>>, redirect: string | null): Promise<SignIn> {
  toastUnauthorized(res);
  if (!res.ok || !res.data?.token || !res.data.user) return { ok: false };
  await completeMerchantLogin(res.data.token, res.data.user);
  return { ok: true, next: redirect?.startsWith('/merchant') ? redirect : '/merchant' };
}

async function riderSignIn(res: Awaited<ReturnType<typeof fetchStaffLogin<'rider'>>>, redirect: string | null): Promise<SignIn> {
  toastUnauthorized(res);
  if (!res.ok || !res.data?.token || !res.data.rider) return { ok: false };
  await completeRiderLogin(res.data.token, res.data.rider);
  return { ok: true, next: redirect?.startsWith('/rider') ? redirect : '/rider/singha' };
}

export const AREA_AUTH: Record<AuthArea, AreaAuth> = {
  buyer: {
    area: 'buyer',
    ns: 'buyer',
    loginPath: '/login',
    otpPath: '/verifyotp',
    icon: 'person',
    passwordLogin: async (body, redirect) => customerSignIn(await fetchCustomerLogin(body), redirect),
    requestOtp: (mobileNo) => fetchCustomerOtpRequest(mobileNo),
    verifyOtp: async (body, redirect) => customerSignIn(await fetchCustomerOtpVerify(body), redirect),
  },
  merchant: {
    area: 'merchant',
    ns: 'merchant',
    loginPath: '/merchant/login',
    otpPath: '/merchant/verifyotp',
    icon: 'storefront',
    passwordLogin: async (body, redirect) => merchantSignIn(await fetchStaffLogin('merchant', body), redirect),
    requestOtp: async (mobileNo) => {
      const res = await fetchStaffOtpRequest('merchant', mobileNo);
      toastUnauthorized(res);
      return res;
    },
    verifyOtp: async (body, redirect) => merchantSignIn(await fetchStaffOtpVerify('merchant', body), redirect),
  },
  rider: {
    area: 'rider',
    ns: 'rider',
    loginPath: '/rider/login',
    otpPath: '/rider/verifyotp',
    icon: 'delivery',
    passwordLogin: async (body, redirect) => riderSignIn(await fetchStaffLogin('rider', body), redirect),
    requestOtp: async (mobileNo) => {
      const res = await fetchStaffOtpRequest('rider', mobileNo);
      toastUnauthorized(res);
      return res;
    },
    verifyOtp: async (body, redirect) => riderSignIn(await fetchStaffOtpVerify('rider', body), redirect),
  },
};
