/*
 * Fixtures shared by the session, centre and web-config component tests: centres, users, tokens,
 * msw handlers for the calls those screens make, and a recorder of cookie writes (jsdom hides
 * lifetimes from document.cookie, so the writes themselves are checked).
 *
 * Users and centres are built whole, as the server sends them (src/server/accounts/customers.ts,
 * merchants.ts, centers.ts), and typed by the contract: the session's own `CustomerUser`/`Dist`
 * have optional fields (a restored or guest session carries fewer), the answers do not.
 */
import { http, HttpResponse } from 'msw';
import { contractJson } from '../../../mocks/contract';
import { mockToken } from '../../../mocks/handlers';
import type { ApiResponse } from '../../../src/web/api/contract';

export const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A centre as the centre lists answer it (`authen/user/dcs`, `authen/customer/dcs`, `…/dcs/all`). */
export type ServerCentre = ApiResponse<'getAuthenUserDcs'>[number];
/** The customer user every sign-in answer carries (login, OTP, register, guest, centre swap, profile). */
export type ServerCustomer = ApiResponse<'postAuthenLogin'>['user'];
export type ServerMerchantUser = ApiResponse<'postAuthenUserLogin'>['user'];
export type ServerRider = ApiResponse<'postAuthenRiderLogin'>['rider'];

export function centre(saleUnit: string, name: string, extra: Partial<ServerCentre> = {}): ServerCentre {
  return {
    SaleUnit: saleUnit, DIST_NAME: name, DIST_SHORTNAME: name, FullAddress: `${saleUnit} Ratchada Road, Bangkok`, PHOTO_PATH: '', Distance: 0,
    lat: null, lon: null, LatDecimal: null, LonDecimal: null, LineChannel: null, ...extra,
  };
}

export const LAT_PHRAO = centre('1001', 'Sabai Lat Phrao', { LineChannel: { channel_name: 'Sabai Lat Phrao', url_line_oa: 'https://line.me/R/ti/p/@sabai-ladprao' } });
export const BANG_NA = centre('1002', 'Sabai Bang Na');
export const NONTHABURI = centre('1003', 'Sabai Nonthaburi');

/** A signed-in customer; SALEUNIT follows ActiveDC as on the server. `jtoken` is the caller's (`signedIn`). */
export function customerUser(fields: Partial<ServerCustomer> = {}): ServerCustomer {
  const saleUnit = fields.ActiveDC ?? '1002';
  const centreName = fields.ActiveDCName ?? 'Sabai Bang Na';
  return {
    CUSTOMERCODE: 'SB0001', CUSTOMERNAME: 'Somsri Trading', CustomerProfileCode: 'SB0001', userRole: 'CUSTOMER',
    ActiveDC: saleUnit, ActiveDCName: centreName, SALEUNIT: saleUnit, SALEUNIT_NAME: centreName,
    AuthorizeAmount: 0, DebtAmount: 0, IsBjcSapCustomer: false, COMPANYCODE: '', RouteStep2: '', AccountCode: null, TAXNO: null,
    ShopPhotoImage: null, PicFileName: null, PersonType: null, NewCustomer: 'N',
    ADDRESS: '45/12 Lat Phrao 64', ProvinceID: '10', ProvinceName: 'Bangkok', AmpherID: null, AmpherName: null, TownID: null, TownName: null, ZIP: '10310',
    Phone: null, MobileNo: '0810000001', Email: null, lat: null, lon: null, jtoken: '',
    ...fields,
  };
}

/** The guest user (server accounts/customers.ts guestUser). */
export function guestUser(fields: Partial<ServerCustomer> = {}): ServerCustomer {
  return customerUser({
    CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', CustomerProfileCode: '', userRole: 'GUEST', ADDRESS: '', ProvinceID: null, ProvinceName: null, ZIP: null, MobileNo: null,
    ...fields,
  });
}

/** The body of a customer sign-in (login, OTP verify, register): the token, and the user carrying it. */
export function signedIn(jtoken: string, user: ServerCustomer = customerUser()): ApiResponse<'postAuthenLogin'> {
  return { status: 200, jtoken, user: { ...user, jtoken } };
}

function merchantUser(userid: string, usernames: string, name: string, role: number, roleName: string, mobileNo: string): ServerMerchantUser {
  return { userid, usernames, name, userRole: role, role: { RoleId: role, RoleName: roleName }, mobileNo, email: null, superAdmin: role === 1 };
}

export const superAdmin = merchantUser('SB-ADMIN', 'sabai.admin', 'Sabai admin', 1, 'Super Admin', '0890000001');
export const salesperson = merchantUser('SB-S001', 'somchai.k', 'Somchai K.', 3, 'Salesman', '0890000003');

export function riderUser(fields: Partial<ServerRider> = {}): ServerRider {
  return { riderId: 'SB-R01', name: 'Prayut', mobileNo: '0870000001', SaleUnit: '1001', COMPANYCODE: '', userRole: 'RIDER', ...fields };
}

/** A customer token whose exp is `hours` from now (cookie lifetimes follow it). */
export function customerToken(code: string, saleUnit: string, hours = 24 * 30): { token: string; exp: number } {
  const exp = Math.floor(Date.now() / 1000) + hours * 3600;
  return { token: mockToken({ UserId: code, TenantId: 'sabai', Kind: 'customer', SaleUnit: saleUnit, exp }), exp };
}

/** `GET authen/swapdc/{saleUnit}` answering a fresh token for whichever centre is asked. */
export function swapHandler(calls: string[], user: ServerCustomer = customerUser()) {
  return http.get('*/authen/swapdc/:saleUnit', ({ params }) => {
    const saleUnit = String(params.saleUnit);
    calls.push(saleUnit);
    const { token } = customerToken(user.CUSTOMERCODE, saleUnit);
    const name = `Centre ${saleUnit}`;
    return contractJson('getAuthenSwapdcBySaleUnit', { ...user, ActiveDC: saleUnit, ActiveDCName: name, SALEUNIT: saleUnit, SALEUNIT_NAME: name, jtoken: token });
  });
}

export function customerCentresHandler(own: ServerCentre[], all: ServerCentre[] = own) {
  return http.get('*/authen/customer/dcs', () => contractJson('getAuthenCustomerDcs', { Customer: own, All: all }));
}

export const merchantCentresHandler = (list: ServerCentre[] = [LAT_PHRAO, BANG_NA]) => http.get('*/authen/user/dcs', () => contractJson('getAuthenUserDcs', list));

export interface CookieWrite {
  name: string;
  value: string;
  maxAge: number | null;
  expires: Date | null;
}

/** Records every `document.cookie = …` from now on. */
export function recordCookieWrites(): { writes: CookieWrite[]; last: (name: string) => CookieWrite | undefined; stop: () => void } {
  const proto = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!proto?.get || !proto.set) throw new Error('no cookie accessor');
  const writes: CookieWrite[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => proto.get!.call(document) as string,
    set: (raw: string) => {
      const [pair, ...attrs] = raw.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1) ?? null;
      const maxAge = attr('max-age');
      const expires = attr('expires');
      writes.push({ name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), maxAge: maxAge === null ? null : Number(maxAge), expires: expires ? new Date(expires) : null });
      proto.set!.call(document, raw);
    },
  });
  return {
    writes,
    last: (name) => [...writes].reverse().find((w) => w.name === name),
    stop: () => {
      Reflect.deleteProperty(document, 'cookie');
    },
  };
}

/**
 * Other features' calls on the pages these tests visit (home blocks, cart, categories): answered
 * empty so they stay quiet. Calls of the session screens themselves (`authen/…`, web config, log,
 * messaging revoke) are not covered, so a missing handler there still fails the test.
 */
export const otherFeatures = http.all(/^(?!.*\/(authen|api\/webConfig|api\/log|api\/line)\/).*\/(api|GET_MASTER_DATA|master_data_management)\/.*/i, () =>
  HttpResponse.json({}, { status: 200 }),
);
