import { describe, expect, it } from 'vitest';
import { compileRoute, matchRoute, routeTable } from '../../src/engine/index';
import { baseBundle } from './helpers';

// Every route of both spec documents, written here as the spec writes them (not read from the bundle).
const BUYER = [
  '/', '/cart', '/history', '/line_hook', '/login', '/merchant', '/mission', '/my-package', '/news', '/ordersubscription',
  '/pdpa', '/pendingApproval', '/point_tcp', '/product', '/promotion', '/register', '/rider', '/test', '/verifyotp',
  '/profile', '/profile/address', '/profile/changePassword', '/profile/editProfile', '/profile/groupQA', '/profile/mycoupon',
  '/profile/newslist', '/profile/petInformation', '/profile/showProfile', '/profile/wishlist',
  '/agents/customers', '/agents/products', '/agents/register', '/agents/products/add/{id?}', '/agents/products/edit/{id?}',
  '/cart/adv', '/checkout/adv',
  '/chat/guest', '/chat/list', '/chat/list/{id}', '/chat/list/room/{id?}',
  '/cms/content', '/contents/{id?}',
  '/crm/coupon', '/crm/discount-coupon', '/crm/points', '/voucher/coupon', '/voucher/points',
  '/gateway/verify', '/gateway/line/authen', '/line/authen', '/line/authenuser', '/line/test', '/login/auth/athena',
  '/payment/slip', '/payment/upload/slip/{saleunit?}', '/payment/combine/{saleunit?}', '/payment/status/{status?}',
  '/payment/kbank/callback/{type?}/{saleunit?}', '/paymentkbank/callback/{type?}/{orderid?}/{saleunit?}', '/payment/qrcode/ipone',
  '/payment/{type?}/{status?}/{orderid?}/{saleunit?}/{key?}',
  '/history/{orderid}/{saleunit?}', '/history/deliveryorder/{orderid?}/{saleunit?}', '/order/tracking/{id?}', '/ordersubscription/{id}',
  '/mission/{type}', '/mission/detail/{id}',
  ...['CHECK-IN', 'NEWS', 'ORDER_ACC', 'PHOTO', 'SCAN_QR', 'SURVEY'].map((task) => `/mission/detail/{id?}/${task}`),
  '/my-package/{code?}', '/product/{code}', '/product/category', '/promotion/brand', '/promotion/brand/{id}', '/release/notes',
  '/release/notes/api', '/manage/registerfrompc/{dist?}/{salecode?}', '/sales/mysales', '/admin/config/sync', '/utils/customerAllowJson',
];
const MERCHANT = [
  '/merchant', '/merchant/login', '/merchant/verifyotp', '/merchant/log',
  '/merchant/profile', '/merchant/profile/edit', '/merchant/profile/changePassword', '/merchant/profile/dc',
  '/merchant/order', '/merchant/order/{orderid}/{saleunit}', '/merchant/order/{orderid}/{saleunit}/payment', '/merchant/order/{orderid}/{saleunit}/tracking',
  '/merchant/product', '/merchant/product/{code}', '/merchant/product/{code}/detail', '/merchant/product/{code}/category',
  '/merchant/product/{code}/advanceprice', '/merchant/product/{code}/advanceprice/pricelevelunit1',
  '/merchant/product/{code}/advanceprice/pricelevelunit2', '/merchant/product/{code}/advanceprice/pricelevelunit3',
  '/merchant/promotion', '/merchant/promotion/{id}', '/merchant/promotion/{id}/condition', '/merchant/promotion/{id}/detail',
  '/merchant/customer', '/merchant/customer/not-logged-in', '/merchant/customer/profile/{code}', '/merchant/customer/profile/{code?}/edit',
  '/merchant/customer/{code}/{saleunit}', '/merchant/customer/{code}/{saleunit?}/coupon', '/merchant/customer/{code}/{saleunit?}/photo',
  '/merchant/customer/{code}/{saleunit?}/point',
  // 'each with a result or capture sub-page'
  '/merchant/customer/{code}/{saleunit?}/coupon/result', '/merchant/customer/{code}/{saleunit?}/photo/capture',
  '/merchant/customer/{code}/{saleunit?}/point/result',
  '/merchant/register', '/merchant/register/success', '/merchant/register/dist',
  ...['address', 'bookbank', 'image', 'location', 'select'].map((page) => `/merchant/register/dist/${page}`),
  '/merchant/survey', '/merchant/broadcast', '/merchant/broadcast/create', '/merchant/broadcast/detail',
  '/merchant/tag', '/merchant/tag/create', '/merchant/tag/{id}',
  '/merchant/webconfig', '/merchant/webconfig/compare', '/merchant/webconfig/tenants',
  '/merchant/support/chat', '/merchant/support/chat/{customer}',
  ...['create-profile-crm', 'create-profile-crm-async', 'import-package', 'transfer-stloc'].map((page) => `/merchant/migration/${page}`),
  '/admin/config/sync', '/utils/customerAllowJson',
];
const RIDER = [
  '/rider/login', '/rider/verifyotp', '/rider/history', '/rider/profile', '/rider/singha',
  '/rider/detail/{orderid?}/{saleunit?}', '/rider/detail/singha/{orderid?}/{saleunit?}',
];

/** A concrete address for a pattern with every parameter filled. */
const fill = (pattern: string) => pattern.replace(/\{(\w+)\??\}/g, (_, name: string) => `${name}-1`);

const table = routeTable(baseBundle());

describe('route table', () => {
  const patterns = [...new Set([...BUYER, ...MERCHANT, ...RIDER])];

  it.each(patterns)('%s exists without prefix and under /en', (pattern) => {
    const route = table.find((candidate) => candidate.pattern === pattern);
    expect(route, `no route with pattern ${pattern}`).toBeDefined();
    const path = fill(pattern);
    const params = Object.fromEntries([...pattern.matchAll(/\{(\w+)\??\}/g)].map(([, name]) => [name, `${name}-1`]));
    expect(matchRoute(table, path)).toMatchObject({ route: { pattern }, params, locale: 'th' });
    expect(matchRoute(table, `/en${path === '/' ? '' : path}`)).toMatchObject({ route: { pattern }, params, locale: 'en' });
  });

  it('gives react-router paths for both languages, with optional parameters', () => {
    const byPattern = (pattern: string) => table.find((route) => route.pattern === pattern)!;
    expect(byPattern('/history/{orderid}/{saleunit?}').routerPaths).toEqual({ th: '/history/:orderid/:saleunit?', en: '/en/history/:orderid/:saleunit?' });
    expect(byPattern('/').routerPaths).toEqual({ th: '/', en: '/en' });
    expect(byPattern('/mission/detail/{id?}/CHECK-IN').routerPaths.th).toBe('/mission/detail/:id?/CHECK-IN');
  });

  it('route ids are unique and every route names a screen of the bundle', () => {
    expect(new Set(table.map((route) => route.id)).size).toBe(table.length);
    for (const route of table) expect(baseBundle().screens[route.screen], route.id).toBeDefined();
  });
});

describe('matchRoute', () => {
  it('never lets the payment catch-all shadow a specific payment page', () => {
    expect(matchRoute(table, '/payment/slip')?.route.pattern).toBe('/payment/slip');
    expect(matchRoute(table, '/en/payment/status')?.route.pattern).toBe('/payment/status/{status?}');
    expect(matchRoute(table, '/payment/qrcode/ipone')?.route.pattern).toBe('/payment/qrcode/ipone');
    expect(matchRoute(table, '/payment/upload/slip')?.route.pattern).toBe('/payment/upload/slip/{saleunit?}');
  });

  it('fills the catch-all payment parameters from the left', () => {
    const match = matchRoute(table, '/payment/qr/success/SO-9');
    expect(match?.route.pattern).toBe('/payment/{type?}/{status?}/{orderid?}/{saleunit?}/{key?}');
    expect(match?.params).toEqual({ type: 'qr', status: 'success', orderid: 'SO-9' });
    expect(matchRoute(table, '/payment')?.route.pattern).toBe('/payment/{type?}/{status?}/{orderid?}/{saleunit?}/{key?}');
  });

  it('handles optional parameters in the middle and at the end', () => {
    expect(matchRoute(table, '/mission/detail/SURVEY')?.route.pattern).toBe('/mission/detail/{id?}/SURVEY');
    expect(matchRoute(table, '/mission/detail/42/SURVEY')?.params).toEqual({ id: '42' });
    expect(matchRoute(table, '/mission/detail/42')?.route.pattern).toBe('/mission/detail/{id}');
    expect(matchRoute(table, '/history/SO1')?.params).toEqual({ orderid: 'SO1' });
    expect(matchRoute(table, '/history/deliveryorder')?.route.pattern).toBe('/history/deliveryorder/{orderid?}/{saleunit?}');
    expect(matchRoute(table, '/merchant/customer/profile/edit')?.route.pattern).toBe('/merchant/customer/profile/{code?}/edit');
    expect(matchRoute(table, '/merchant/customer/C1/photo')?.params).toEqual({ code: 'C1' });
  });

  it('prefers static segments: /product/category is not a product code', () => {
    expect(matchRoute(table, '/product/category')?.route.pattern).toBe('/product/category');
    expect(matchRoute(table, '/product/P001')?.params).toEqual({ code: 'P001' });
    expect(matchRoute(table, '/merchant/tag/create')?.route.pattern).toBe('/merchant/tag/create');
  });

  it('returns the path without prefix, decodes parameters, ignores query and trailing slash', () => {
    const match = matchRoute(table, '/en/product/%E0%B8%81%20X/?p=1');
    expect(match).toMatchObject({ locale: 'en', path: '/product/ก X', params: { code: 'ก X' } });
    expect(matchRoute(table, '/en/')?.route.pattern).toBe('/');
  });

  it('has no match for an unknown page (the 404) and does not treat /english as English', () => {
    expect(matchRoute(table, '/no-such-page')).toBeNull();
    expect(matchRoute(table, '/en/no-such-page')).toBeNull();
    expect(matchRoute(table, '/english')).toBeNull();
  });

  it('supports a catch-all segment in bundle routes', () => {
    const splat = compileRoute('docs', { path: '/docs/*', screen: 's', layout: 'bare' });
    expect(splat.routerPaths).toEqual({ th: '/docs/*', en: '/en/docs/*' });
    expect(matchRoute([splat], '/docs/a/b')?.params).toEqual({ '*': 'a/b' });
    const fixed = compileRoute('docsIndex', { path: '/docs/index', screen: 's', layout: 'bare' });
    expect(matchRoute([splat, fixed], '/docs/index')?.route.id).toBe('docsIndex');
  });
});
