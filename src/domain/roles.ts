/** Who a user is: merchant roles, guest, salesperson-as-customer, agent, credit customer. */
import { isPresent, isTruthy, isY, toNumber, type Flaggy } from './flags';
import { roundMoney } from './money';

export const SUPER_ADMIN_ROLE = 1;
export const SALES_ROLES: readonly number[] = [3, 4, 5, 7, 8];
export const GUEST_CODE = 'GUEST';

/** The customer user fields the role rules read (the API sends many more). */
export interface CustomerUserLike {
  CUSTOMERCODE?: string | null;
  CUSTOMERNAME?: string | null;
  UserId?: string | number | null;
  userRole?: string | number | null;
  AccountCode?: string | null;
  TAXNO?: string | null;
  ShopPhotoImage?: string | null;
  PicFileName?: string | null;
  PersonType?: string | number | null;
  AuthorizeAmount?: number | string | null;
  DebtAmount?: number | string | null;
  IsBjcSapCustomer?: Flaggy;
  COMPANYCODE?: string | null;
  NewCustomer?: Flaggy;
}

function roleNumber(role: string | number | null | undefined): number | null {
  if (role === null || role === undefined || role === '') return null;
  const n = Number(role);
  return Number.isInteger(n) ? n : null;
}

export function isSuperAdmin(role: string | number | null | undefined): boolean {
  return roleNumber(role) === SUPER_ADMIN_ROLE;
}

export function isSalesperson(role: string | number | null | undefined): boolean {
  const n = roleNumber(role);
  return n !== null && SALES_ROLES.includes(n);
}

/** Any role allowed into the merchant back office. */
export function isMerchantRole(role: string | number | null | undefined): boolean {
  return isSuperAdmin(role) || isSalesperson(role);
}

/** Authenticated: a token and a user, and the role is not GUEST. */
export function isAuthenticated(token: string | null | undefined, user: CustomerUserLike | null | undefined): boolean {
  return isPresent(token) && !!user && String(user.userRole ?? '').toUpperCase() !== GUEST_CODE;
}

export function isGuestUser(user: CustomerUserLike | null | undefined): boolean {
  return !user || String(user.CUSTOMERCODE ?? '').trim().toUpperCase() === GUEST_CODE;
}

/**
 * Guest session: the spec's two cases (not authenticated while guest mode is off; authenticated as
 * the GUEST customer). A session with no user yet while guest mode is on (the guest login is still
 * in flight) is treated as a guest too, so nothing customer-only flashes before it lands.
 */
export function isGuestSession(
  token: string | null | undefined,
  user: CustomerUserLike | null | undefined,
): boolean {
  return !isAuthenticated(token, user) || isGuestUser(user);
}

/** A salesperson signed in as this customer: the customer user carries the salesperson's UserId. */
export function isSalespersonAsCustomer(user: CustomerUserLike | null | undefined): boolean {
  return !!user && isPresent(user.UserId);
}

export function isAgent(user: CustomerUserLike | null | undefined): boolean {
  return (
    !!user &&
    isPresent(user.AccountCode) &&
    isPresent(user.TAXNO) &&
    isPresent(user.ShopPhotoImage) &&
    isPresent(user.PicFileName)
  );
}

export function isVerifiedAgent(user: CustomerUserLike | null | undefined): boolean {
  return isAgent(user) && toNumber(user?.PersonType, NaN) === 1;
}

export interface CreditOptions {
  /**
   * Companies whose customers count as credit customers only when they are also SAP customers
   * (IsBjcSapCustomer). Configurable because it is a deployment fact, not a rule of the platform.
   */
  sapCreditCompanyCodes?: readonly string[];
}

export function isCreditCustomer(user: CustomerUserLike | null | undefined, options: CreditOptions = {}): boolean {
  if (!user || toNumber(user.AuthorizeAmount) <= 0) return false;
  const company = String(user.COMPANYCODE ?? '').trim().toUpperCase();
  const sapOnly = (options.sapCreditCompanyCodes ?? []).some((c) => c.trim().toUpperCase() === company);
  return sapOnly ? isTruthy(user.IsBjcSapCustomer) : true;
}

/**
 * AuthorizeAmount − DebtAmount, rounded to satang. When signed in as an agent the credit line is the
 * agent's main account (the stored agent profile), not the client being ordered for.
 */
export function creditBalance(
  user: CustomerUserLike | null | undefined,
  agentProfile?: CustomerUserLike | null,
): number {
  const source = agentProfile ?? user;
  if (!source) return 0;
  return roundMoney(toNumber(source.AuthorizeAmount) - toNumber(source.DebtAmount));
}

/** The credit balance is a money figure: hidden in points (redeem) mode. */
export function showCreditBalance(input: { creditCustomer: boolean; redeemMode: boolean; enabled?: boolean }): boolean {
  return (input.enabled ?? true) && input.creditCustomer && !input.redeemMode;
}

/** SAP customers' addresses are mastered in SAP, so the shop must not edit them. */
export function canUpdateAddress(user: CustomerUserLike | null | undefined): boolean {
  return !!user && !isTruthy(user.IsBjcSapCustomer);
}

export interface AgentButtonInput {
  agentsEnabled: boolean;
  /** An agent profile (main account) is stored: the agent is ordering for a client. */
  signedInAsAgent: boolean;
  verifiedAgent: boolean;
  redeemMode: boolean;
  salespersonAsCustomer?: boolean;
}

/**
 * Agent button: agents enabled, and either signed in as an agent or a verified agent outside redeem
 * mode. A salesperson ordering for a customer never sees it.
 */
export function showAgentButton(input: AgentButtonInput): boolean {
  if (!input.agentsEnabled || input.salespersonAsCustomer) return false;
  return input.signedInAsAgent || (input.verifiedAgent && !input.redeemMode);
}

/** Switching centre: customers (not guests, not a salesperson ordering for them) with several centres. */
export function canSwitchDist(input: {
  guest: boolean;
  salespersonAsCustomer: boolean;
  dcCount: number;
  switchEnabled: boolean;
}): boolean {
  // The count last: the storefront passes it as a getter, read only when it can matter.
  return input.switchEnabled && !input.guest && !input.salespersonAsCustomer && input.dcCount > 1;
}

/** Pending approval: the flag is on and the user is a new customer. */
export function isPendingApproval(user: CustomerUserLike | null | undefined, pendingApprovalFlag: Flaggy): boolean {
  return !!user && isY(pendingApprovalFlag) && isTruthy(user.NewCustomer);
}
