import { describe, expect, it } from 'vitest';
import { makeRuleContext, resolveMenu, type RuleContextOverrides } from '../../src/engine/index';
import { baseBundle, tenantBundle } from './helpers';

const base = baseBundle();
const ids = (menuId: string, over: RuleContextOverrides = {}, bundle = base) =>
  resolveMenu(bundle, menuId, makeRuleContext({ flags: bundle.flags, tenant: { id: bundle.id, companyCode: bundle.companyCode }, ...over })).map((item) => item.id);

const merchantUser = { merchantAuthenticated: true, userId: 'U7', dist: 'D01', route: undefined };

describe('merchant drawer', () => {
  const superAdmin = { session: { ...merchantUser, role: '1', superAdmin: true } };
  const salesman = { session: { ...merchantUser, role: '4' } };
  const adminOnly = ['loyalty', 'log', 'configuration', 'compareConfigs', 'migrationCreateProfileCrm', 'migrationImportPackage', 'migrationTransferStloc', 'configSync', 'customerAllowList', 'contents', 'newsAdmin', 'paymentGateways'];

  it('differs between a super admin and a salesperson by the super-admin-only entries', () => {
    const admin = ids('merchantDrawer', superAdmin);
    const sales = ids('merchantDrawer', salesman);
    expect(admin).toEqual(expect.arrayContaining(adminOnly));
    for (const id of adminOnly) expect(sales).not.toContain(id);
    expect(admin.filter((id) => !adminOnly.includes(id))).toEqual(sales);
    expect(sales.slice(0, 2)).toEqual(['home', 'order']);
    expect(sales).toEqual(expect.arrayContaining(['broadcast', 'customerTag', 'changePassword', 'profile']));
  });

  it('follows the runtime flags', () => {
    const off = { ...base.flags, ENABLE_MERCHANT_ORDER: 'N', SALES_ORDER: 'N', GOODS_ISSUE: 'N', ENABLE_MERCHANT_PROMOTION: 'N', ENABLE_CHAT: 'N' };
    const sales = ids('merchantDrawer', { ...salesman, flags: off });
    for (const id of ['order', 'goodsIssue', 'promotion', 'chat']) expect(sales).not.toContain(id);
    expect(ids('merchantDrawer', { ...salesman, flags: { ...off, SALES_ORDER: 'Y' } })).toContain('order');
    expect(ids('merchantDrawer', salesman)).not.toContain('customerUnverified');
    expect(ids('merchantDrawer', { ...salesman, flags: { ...base.flags, CUSTOMER_PROFILE_MIGRATION: 'Y' } })).toContain('customerUnverified');
  });

  it("links 'Register new customer' with the salesman id, the selected centre and layout=merchant", () => {
    const items = resolveMenu(base, 'merchantDrawer', makeRuleContext({ flags: base.flags, ...salesman }));
    expect(items.find((item) => item.id === 'registerCustomer')?.to).toBe('/register?saleCode=U7&dist=D01&layout=merchant');
  });
});

describe('buyer menus', () => {
  it('a flag flip changes the top bar without anything else changing', () => {
    expect(ids('buyerTopBar')).toEqual(['home', 'product', 'howToOrder', 'faq', 'contactUs']);
    expect(ids('buyerTopBar', { flags: { ...base.flags, ENABLE_FAQ: 'N' } })).toEqual(['home', 'product', 'howToOrder', 'contactUs']);
  });

  it('the demo tenant that turns FAQ off has no FAQ entry', () => {
    const sabai = tenantBundle('sabai');
    expect(ids('buyerTopBar', {}, sabai)).not.toContain('faq');
  });

  it('My Account offers Register/Login to a guest and account entries to a customer', () => {
    expect(ids('buyerAccount')).toEqual(['register', 'login', 'guestChat']);
    // The guest chat entry (docs/chat.md) follows ENABLE_CHAT.
    expect(ids('buyerAccount', { flags: { ...base.flags, ENABLE_CHAT: 'N' } })).toEqual(['register', 'login']);
    const customer = ids('buyerAccount', { session: { authenticated: true, guest: false } });
    expect(customer).toEqual(['points', 'myAccount', 'redeem', 'history', 'myPackage', 'orderSubscription', 'news', 'logout']);
    const redeem = ids('buyerAccount', { session: { authenticated: true, guest: false, mode: 'redeem' } });
    expect(redeem).toEqual(['points', 'myAccount', 'productsForSale', 'redeemHistory', 'myPackage', 'orderSubscription', 'news', 'logout']);
    const hidden = ids('buyerAccount', { flags: { ...base.flags, HIDE_HISTORY_SALES: 'Y' }, session: { authenticated: true, guest: false } });
    expect(hidden).not.toContain('history');
  });

  it('My packages and Recurring orders follow their flags', () => {
    const session = { authenticated: true, guest: false };
    const noPackages = ids('buyerAccount', { flags: { ...base.flags, ENABLE_MY_PACKAGE: 'N' }, session });
    expect(noPackages).not.toContain('myPackage');
    expect(noPackages).toContain('orderSubscription');
    const noSubscriptions = ids('buyerAccount', { flags: { ...base.flags, ENABLE_ORDER_SUBSCRIPTION: 'N' }, session });
    expect(noSubscriptions).toContain('myPackage');
    expect(noSubscriptions).not.toContain('orderSubscription');
  });

  it('credit balance shows only for a credit customer outside points mode', () => {
    const credit = { authenticated: true, guest: false, credit: true };
    expect(ids('buyerTopBar', { session: credit })).toContain('creditBalance');
    expect(ids('buyerTopBar', { session: { ...credit, mode: 'redeem' } })).not.toContain('creditBalance');
    expect(ids('buyerTopBar', { session: { ...credit, credit: false } })).not.toContain('creditBalance');
  });

  it('the mobile bottom navigation shows My clients only to agents when agents are enabled', () => {
    const agent = { authenticated: true, guest: false, agent: true };
    expect(ids('buyerBottomNav', { session: agent })).not.toContain('myClients');
    const enabled = { ...base.flags, ENABLE_AGENT: 'Y' };
    expect(ids('buyerBottomNav', { flags: enabled, session: agent })).toContain('myClients');
    expect(ids('buyerBottomNav', { flags: enabled, session: { ...agent, salesperson: true } })).not.toContain('myClients');
    expect(ids('buyerBottomNav', { flags: enabled, session: { authenticated: true, guest: false, verifiedAgent: true, mode: 'redeem' } })).not.toContain('myClients');
  });
});

describe('merchant bottom bar and rider bottom bar', () => {
  it('the merchant bottom bar is empty when not authenticated or on a register page', () => {
    expect(ids('merchantBottomBar', { session: merchantUser, route: { path: '/merchant' } })).toEqual(['home', 'product', 'promotion', 'profile']);
    expect(ids('merchantBottomBar', { session: merchantUser, route: { path: '/merchant/register/dist' } })).toEqual([]);
    expect(ids('merchantBottomBar', { route: { path: '/merchant' } })).toEqual([]);
  });

  it('Invoice Approve appears only for the SINGHA company tenant', () => {
    expect(ids('riderBottomBar', {}, tenantBundle('khongdee'))).toEqual(['order', 'invoiceApprove', 'profile']);
    expect(ids('riderBottomBar', {}, tenantBundle('sabai'))).toEqual(['order', 'profile']);
  });

  it('an unknown menu is empty', () => {
    expect(ids('noSuchMenu')).toEqual([]);
  });
});
