import { describe, expect, it } from 'vitest';
import { makeRuleContext, runGuards, type RuleContext, type RuleContextOverrides } from '../../src/engine/index';
import { baseBundle, tenantBundle } from './helpers';

const base = baseBundle();
const flags = (over: Record<string, string> = {}) => ({ ...base.flags, ...over });
const ctx = (over: RuleContextOverrides = {}): RuleContext => makeRuleContext({ flags: flags(), ...over });
const customer = { authenticated: true, guest: false };

describe('customer guard', () => {
  it('lets a guest browse while guest mode is on', () => {
    expect(runGuards(base, ['customer'], ctx({ session: { authenticated: false, guest: true } }))).toEqual({});
  });

  it('sends a guest to {locale}/login when guest mode is disabled', () => {
    const off = flags({ DISABLE_GUEST_MODE: 'Y' });
    expect(runGuards(base, ['customer'], ctx({ flags: off, session: { authenticated: false, guest: true } }))).toEqual({ redirect: '/login' });
    expect(runGuards(base, ['customer'], ctx({ flags: off, locale: 'en', session: { authenticated: false, guest: true } }))).toEqual({ redirect: '/en/login' });
    expect(runGuards(base, ['customer'], ctx({ flags: off, session: customer }))).toEqual({});
  });

  it('sends a new customer to /pendingApproval only when the pending-approval flag is Y', () => {
    const newCustomer = { NewCustomer: 'Y', CUSTOMERCODE: 'C1' };
    expect(runGuards(base, ['customer'], ctx({ session: customer, user: newCustomer }))).toEqual({});
    const pending = flags({ PENDING_APPROVAL: 'Y' });
    expect(runGuards(base, ['customer'], ctx({ flags: pending, session: customer, user: newCustomer }))).toEqual({ redirect: '/pendingApproval' });
    expect(runGuards(base, ['customer'], ctx({ flags: pending, session: customer, user: { NewCustomer: 'N' } }))).toEqual({});
  });

  it('is applied to the storefront home of the guest-mode-disabled demo tenant', () => {
    const khongdee = tenantBundle('khongdee');
    const home = khongdee.routes['buyer.home'];
    const visitor = makeRuleContext({ flags: khongdee.flags, session: { authenticated: false, guest: true } });
    expect(runGuards(khongdee, home.guards, visitor)).toEqual({ redirect: '/login' });
    const sabai = tenantBundle('sabai');
    expect(runGuards(sabai, sabai.routes['buyer.home'].guards, makeRuleContext({ flags: sabai.flags }))).toEqual({});
  });

  it('never redirects a page to itself', () => {
    const off = flags({ DISABLE_GUEST_MODE: 'Y' });
    const onLogin = ctx({ flags: off, route: { path: '/login' }, session: { authenticated: false, guest: true } });
    expect(runGuards(base, ['customer'], onLogin)).toEqual({});
  });
});

describe('other guards', () => {
  it("a customer's package and recurring-order pages follow their flags: off, they go back to the home page", () => {
    for (const [route, flag] of [['buyer.myPackage', 'ENABLE_MY_PACKAGE'], ['buyer.myPackageCode', 'ENABLE_MY_PACKAGE'], ['buyer.orderSubscription', 'ENABLE_ORDER_SUBSCRIPTION'], ['buyer.orderSubscriptionDetail', 'ENABLE_ORDER_SUBSCRIPTION']]) {
      const { guards, path } = base.routes[route];
      expect(runGuards(base, guards, ctx({ route: { path }, session: customer }))).toEqual({});
      expect(runGuards(base, guards, ctx({ flags: flags({ [flag]: 'N' }), route: { path }, session: customer, locale: 'en' }))).toEqual({ redirect: '/en' });
    }
  });

  it('salesperson logged in as the customer goes back one page', () => {
    expect(runGuards(base, ['salesperson'], ctx({ session: { ...customer, salesperson: true } }))).toEqual({ redirect: 'back' });
    expect(runGuards(base, ['salesperson'], ctx({ session: customer }))).toEqual({});
  });

  it('guestToHome sends guests to the home page of their language', () => {
    const profile = { path: '/profile' };
    expect(runGuards(base, ['guestToHome'], ctx({ route: profile }))).toEqual({ redirect: '/' });
    expect(runGuards(base, ['guestToHome'], ctx({ route: profile, locale: 'en' }))).toEqual({ redirect: '/en' });
    expect(runGuards(base, ['guestToHome'], ctx({ route: profile, session: customer }))).toEqual({});
    // Already home: no redirect loop.
    expect(runGuards(base, ['guestToHome'], ctx({ route: { path: '/' } }))).toEqual({});
  });

  it('merchant and rider areas send unauthenticated users to their own login', () => {
    const order = base.routes['merchant.order'];
    expect(runGuards(base, order.guards, ctx())).toEqual({ redirect: '/merchant/login' });
    expect(runGuards(base, order.guards, ctx({ session: { merchantAuthenticated: true } }))).toEqual({});
    const history = base.routes['rider.history'];
    expect(runGuards(base, history.guards, ctx())).toEqual({ redirect: '/rider/login' });
    expect(runGuards(base, history.guards, ctx({ locale: 'en' }))).toEqual({ redirect: '/en/rider/login' });
    expect(runGuards(base, history.guards, ctx({ session: { riderAuthenticated: true } }))).toEqual({});
  });

  it('super-admin pages turn a salesman back to the merchant home', () => {
    const log = base.routes['merchant.log'];
    expect(runGuards(base, log.guards, ctx({ session: { merchantAuthenticated: true, role: '4' } }))).toEqual({ redirect: '/merchant' });
    expect(runGuards(base, log.guards, ctx({ session: { merchantAuthenticated: true, role: '1', superAdmin: true } }))).toEqual({});
  });

  it('the first matching rule wins, in the order the route names its guards', () => {
    const off = flags({ DISABLE_GUEST_MODE: 'Y' });
    const route = { path: '/profile' };
    expect(runGuards(base, ['customer', 'guestToHome'], ctx({ flags: off, route }))).toEqual({ redirect: '/login' });
    expect(runGuards(base, ['guestToHome', 'customer'], ctx({ flags: off, route }))).toEqual({ redirect: '/' });
  });

  it('an unknown guard name is a 500 Unknown middleware, even next to a passing guard', () => {
    const unknown = { error: { status: 500, message: 'Unknown middleware' } };
    expect(runGuards(base, ['customer', 'noSuchGuard'], ctx({ session: customer }))).toEqual(unknown);
    expect(runGuards(base, ['noSuchGuard'], ctx())).toEqual(unknown);
  });
});
