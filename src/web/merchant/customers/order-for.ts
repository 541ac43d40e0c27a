import { fetchLoginAsClient } from '../../api/merchant-customers';
import { completeCustomerLogin } from '../../auth/customer-login';
import { merchantSession } from '../../session/merchant-session';

/**
 * Impersonation: the salesperson becomes the customer in the storefront (the merchant session stays,
 * so logging the customer out returns to the back office). The server audits the call; the token
 * carries the salesperson, so the storefront shows 'Ordering for {name}' and orders record both.
 */
export async function orderForCustomer(code: string, saleUnit: string): Promise<boolean> {
  const res = await fetchLoginAsClient(code, saleUnit, merchantSession.selectedDist);
  if (!res.ok || !res.data?.jtoken) return false;
  await completeCustomerLogin(res.data.jtoken, res.data.Customer);
  return true;
}
