/*
 * Fixtures shared by the session, centre and web-config component tests: centres, users, tokens,
 * msw handlers for the calls those screens make, and a recorder of cookie writes (jsdom hides
 * lifetimes from document.cookie, so the writes themselves are checked).
 */
import { http, HttpResponse } from 'msw';
import { mockToken } from '../../../mocks/handlers';
import type { CustomerUser, Dist, MerchantUser } from '../../../src/web/session/types';

export const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function centre(saleUnit: string, name: string, extra: Partial<Dist> = {}): Dist {
  return { SaleUnit: saleUnit, DIST_NAME: name, DIST_SHORTNAME: name, FullAddress: `${saleUnit} Ratchada Road, Bangkok`, PHOTO_PATH: '', Distance: 0, LineChannel: null, ...extra };
}

export const LAT_PHRAO = centre('1001', 'Sabai Lat Phrao', { LineChannel: { channel_name: 'Sabai Lat Phrao', url_line_oa: 'https://line.me/R/ti/p/@sabai-ladprao' } });
export const BANG_NA = centre('1002', 'Sabai Bang Na');
export const NONTHABURI = centre('1003', 'Sabai Nonthaburi');

export function customerUser(fields: Partial<CustomerUser> = {}): CustomerUser {
  return { CUSTOMERCODE: 'SB0001', CUSTOMERNAME: 'Somsri Trading', userRole: 'CUSTOMER', ActiveDC: '1002', ActiveDCName: 'Sabai Bang Na', COMPANYCODE: '', NewCustomer: 'N', ...fields };
}

export const superAdmin: MerchantUser = { userid: 'SB-ADMIN', usernames: 'sabai.admin', userRole: 1, role: { RoleName: 'Super Admin' } };
export const salesperson: MerchantUser = { userid: 'SB-S001', usernames: 'somchai.k', userRole: 3, role: { RoleName: 'Salesman' } };

/** A customer token whose exp is `hours` from now (cookie lifetimes follow it). */
export function customerToken(code: string, saleUnit: string, hours = 24 * 30): { token: string; exp: number } {
  const exp = Math.floor(Date.now() / 1000) + hours * 3600;
  return { token: mockToken({ UserId: code, TenantId: 'sabai', Kind: 'customer', SaleUnit: saleUnit, exp }), exp };
}

/** `GET authen/swapdc/{saleUnit}` answering a fresh token for whichever centre is asked. */
export function swapHandler(calls: string[], user: CustomerUser = customerUser()) {
  return http.get('*/authen/swapdc/:saleUnit', ({ params }) => {
    const saleUnit = String(params.saleUnit);
    calls.push(saleUnit);
    const { token } = customerToken(user.CUSTOMERCODE, saleUnit);
    return HttpResponse.json({ ...user, ActiveDC: saleUnit, ActiveDCName: `Centre ${saleUnit}`, jtoken: token });
  });
}

export function customerCentresHandler(own: Dist[], all: Dist[] = own) {
  return http.get('*/authen/customer/dcs', () => HttpResponse.json({ Customer: own, All: all }));
}

export const merchantCentresHandler = (list: Dist[] = [LAT_PHRAO, BANG_NA]) => http.get('*/authen/user/dcs', () => HttpResponse.json(list));

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
