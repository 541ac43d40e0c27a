import type { Flags, Locale } from '../bundle/types';

/** Facts about who is using the app, derived by the web app from its stores. */
export interface SessionFacts {
  authenticated: boolean;
  /** Not authenticated while guest mode is off, or authenticated as CUSTOMERCODE GUEST. */
  guest: boolean;
  /** Role code of the current area's user ('1' super admin, '3'..'8' sales staff, 'GUEST'). */
  role: string | null;
  mode: 'sales' | 'redeem';
  /** A salesperson is logged in as the customer (user.UserId present). */
  salesperson: boolean;
  agent: boolean;
  verifiedAgent: boolean;
  credit: boolean;
  superAdmin: boolean;
  riderAuthenticated: boolean;
  merchantAuthenticated: boolean;
  /** Id of the current area's user (merchant userid, customer code…), for menu links. */
  userId?: string;
  /** Selected distribution centre (sale unit) of the current area. */
  dist?: string;
  /** The customer may switch centre (several centres and switching allowed). */
  canSwitchDist?: boolean;
}

/** The one object every rule (menus, guards, blocks) is evaluated against. */
export interface RuleContext {
  flags: Flags;
  user: Record<string, unknown> | null;
  session: SessionFacts;
  tenant: { id: string; companyCode: string };
  device: { mobile: boolean };
  /** `path` is the pathname without the `/en` prefix (e.g. '/merchant/order'); `locale` says which. */
  route: { path: string; params: Record<string, string>; query: Record<string, string> };
  locale: Locale;
}

export type RuleContextOverrides = Partial<Omit<RuleContext, 'session' | 'tenant' | 'device' | 'route'>> & {
  session?: Partial<SessionFacts>;
  tenant?: Partial<RuleContext['tenant']>;
  device?: Partial<RuleContext['device']>;
  route?: Partial<RuleContext['route']>;
};

/** A context for an anonymous visitor, with overrides; handy for tests and the bench. */
export function makeRuleContext(overrides: RuleContextOverrides = {}): RuleContext {
  return {
    flags: overrides.flags ?? {},
    user: overrides.user ?? null,
    locale: overrides.locale ?? 'th',
    session: {
      authenticated: false,
      guest: true,
      role: null,
      mode: 'sales',
      salesperson: false,
      agent: false,
      verifiedAgent: false,
      credit: false,
      superAdmin: false,
      riderAuthenticated: false,
      merchantAuthenticated: false,
      ...overrides.session,
    },
    tenant: { id: '', companyCode: '', ...overrides.tenant },
    device: { mobile: false, ...overrides.device },
    route: { path: '/', params: {}, query: {}, ...overrides.route },
  };
}
