import { registrationParts } from '../../../domain/registration';
import { fetchRegisterMerchant } from '../../api/merchant-register';
import { completeMerchantLogin } from '../../auth/staff-login';
import { showToast } from '../../widgets/toast-store';
import { registerStore } from './register-store';

/**
 * Sends the wizard: the new centre only when name, province, district and sub-district are all
 * given, the bank account only when complete (src/domain/registration). On a non-200 the toast
 * shows the server's Message, or the raw data. On success the merchant is signed in.
 */
export async function submitRegistration(): Promise<'ok' | 'failed'> {
  const s = registerStore;
  if (!s.saleman) return 'failed';
  const parts = registrationParts({ dist: { ...s.dist }, bank: { ...s.bank } });
  const res = await fetchRegisterMerchant({ SelectedDists: [...s.selected], Saleman: { ...s.saleman }, ...parts });
  if (!res.ok || !res.data?.Token) {
    const message = res.exception?.Message ?? (res.data !== undefined ? JSON.stringify(res.data) : res.statusText);
    showToast(message || 'Oops...Something went wrong', { kind: 'error' });
    return 'failed';
  }
  s.result = res.data;
  await completeMerchantLogin(res.data.Token, res.data.User);
  return 'ok';
}
