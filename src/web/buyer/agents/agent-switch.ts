import { fetchSwitchBack, fetchSwitchToClient } from '../../api/agents';
import { completeCustomerLogin } from '../../auth/customer-login';
import { setAgentProfile } from '../../session/customer-actions';
import { rootSession } from '../../session/root-session';
import type { CustomerUser } from '../../session/types';

/**
 * "Signed in as agent" (buyer spec section 6): the agent becomes the client in the storefront and
 * the agent's own profile is kept as the main account (the `agent` cookie), so the credit balance,
 * the 'My clients' entry and the way back follow it. The server issues the client's token with the
 * agent as ActorId (audited); switching back asks the server for the agent's own session again,
 * so no agent token is kept in the browser while acting.
 */
export async function switchToClient(code: string): Promise<boolean> {
  const me = rootSession.user;
  const res = await fetchSwitchToClient(code);
  if (!res.ok || !res.data?.jtoken || !me) return false;
  const { jtoken: _drop, ...profile } = me as CustomerUser;
  setAgentProfile(profile as CustomerUser);
  await completeCustomerLogin(res.data.jtoken, res.data.Customer);
  return true;
}

export async function switchBackToAgent(): Promise<boolean> {
  const res = await fetchSwitchBack();
  if (!res.ok || !res.data?.jtoken) return false;
  // The agent's token first: screens that leave the acting view must not ask with the client's.
  await completeCustomerLogin(res.data.jtoken, res.data.user);
  setAgentProfile(null);
  return true;
}
