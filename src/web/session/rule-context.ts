import type { LayoutName, Locale, RuleContext, SessionFacts, TenantBundle } from '../../engine';
import type { MerchantSession } from './merchant-session';
import type { RiderSession } from './rider-session';
import type { RootSession } from './root-session';
import {
  canSwitchDist,
  isAgent,
  isAuthenticated,
  isCreditCustomer,
  isGuest,
  isSalespersonAsCustomer,
  isSuperAdmin,
  isVerifiedAgent,
} from './roles';

export interface RuleContextInput {
  bundle: TenantBundle;
  root: Pick<RootSession, 'token' | 'user' | 'point' | 'dists' | 'agentProfile'>;
  merchant: Pick<MerchantSession, 'token' | 'user' | 'selectedDist'>;
  rider: Pick<RiderSession, 'token' | 'rider'>;
  /** Which area's user the `role`/`userId`/`dist` facts describe. */
  area: LayoutName;
  route: { path: string; params: Record<string, string>; query: Record<string, string> };
  locale: Locale;
  mobile: boolean;
}

function sessionFacts(input: RuleContextInput): SessionFacts {
  const { root, merchant, rider, area, bundle } = input;
  const user = root.user;
  const authenticated = isAuthenticated(root.token, user);
  const merchantAuthenticated = !!merchant.token && !!merchant.user;
  const staffArea = area === 'merchant';
  const role = staffArea
    ? merchant.user ? String(merchant.user.userRole) : null
    : user ? String(user.userRole ?? (user.CUSTOMERCODE === 'GUEST' ? 'GUEST' : '')) || null : null;
  const salesperson = isSalespersonAsCustomer(user);
  const guest = isGuest(root.token, user);
  const sapCodes = (bundle.flags.CREDIT_SAP_COMPANY_CODE ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  return {
    authenticated,
    guest,
    role,
    mode: root.point ? 'redeem' : 'sales',
    salesperson,
    agent: isAgent(user) || !!root.agentProfile,
    verifiedAgent: isVerifiedAgent(user),
    credit: isCreditCustomer(user, root.agentProfile, sapCodes),
    superAdmin: isSuperAdmin(merchant.user),
    riderAuthenticated: !!rider.token && !!rider.rider,
    merchantAuthenticated,
    userId: staffArea ? (merchant.user ? String(merchant.user.userid) : undefined) : user?.CUSTOMERCODE,
    dist: staffArea ? merchant.selectedDist ?? undefined : user?.ActiveDC ?? user?.SALEUNIT,
    // The count is read only when the other conditions hold: a read through a store snapshot makes
    // the reader render again when the value changes, and the centre list arriving after hydration
    // re-rendered every block of a guest's page at the sync lane, for a fact that is false for
    // guests (docs/performance.md, "Issue 13, session 15").
    canSwitchDist: canSwitchDist({
      guest,
      salespersonAsCustomer: salesperson,
      switchEnabled: bundle.flags.ENABLE_SWITCH_DC === 'Y',
      get dcCount() {
        return root.dists.length;
      },
    }),
  };
}

/** The one RuleContext the engine evaluates menus, guards and blocks against. */
export function buildRuleContext(input: RuleContextInput): RuleContext {
  const { bundle, root, merchant, rider, area } = input;
  const user = area === 'merchant' ? merchant.user : area === 'rider' ? rider.rider : root.user;
  return {
    flags: bundle.flags,
    user: (user as Record<string, unknown> | null) ?? null,
    session: sessionFacts(input),
    tenant: { id: bundle.id, companyCode: (area === 'rider' ? rider.rider?.COMPANYCODE : undefined) || root.user?.COMPANYCODE || bundle.companyCode || '' },
    device: { mobile: input.mobile },
    route: input.route,
    locale: input.locale,
  };
}
