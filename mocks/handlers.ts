/*
 * msw handlers for component tests only (never in the running app). `defaultHandlers` answer the
 * calls every page makes; tests override one with `server.use(...)` to reach an error path.
 */
import { http, HttpResponse } from 'msw';
import type { ChatInbox } from '../src/web/api/chat';
import type { ApiError } from '../src/web/api/contract';
import type { PdpaAsk } from '../src/web/api/pdpa-ask';
import { contractJson } from './contract';

export const GUEST_TOKEN_CLAIMS = { UserId: 'GUEST', Kind: 'guest' };

function b64(o: unknown): string {
  return Buffer.from(JSON.stringify(o)).toString('base64url');
}

/** An unsigned JWT with the given claims (the browser only reads them). */
export function mockToken(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}

/** `GET authen/login/guest`: a guest session for the TenantId header's tenant. */
export const guestLogin = http.get('*/authen/login/guest', ({ request }) => {
  const tenant = request.headers.get('TenantId') ?? 'sabai';
  const jtoken = mockToken({ ...GUEST_TOKEN_CLAIMS, TenantId: tenant });
  // The whole guest user as the server sends it (its schema names every field).
  const user = {
    CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', CustomerProfileCode: '', ActiveDC: '', ActiveDCName: '', SALEUNIT: '', SALEUNIT_NAME: '',
    AuthorizeAmount: 0, DebtAmount: 0, IsBjcSapCustomer: false, COMPANYCODE: '', RouteStep2: '', userRole: 'GUEST' as const,
    AccountCode: null, TAXNO: null, ShopPhotoImage: null, PicFileName: null, PersonType: null, NewCustomer: 'N' as const,
    ADDRESS: '', ProvinceID: null, ProvinceName: null, AmpherID: null, AmpherName: null, TownID: null, TownName: null,
    ZIP: null, Phone: null, MobileNo: null, Email: null, lat: null, lon: null, jtoken,
  };
  const body = { status: 200, jtoken, user };
  return contractJson('getAuthenLoginGuest', body);
});

/** A flagged exception body as the server sends it. */
export function exception(status: number, message: string, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  const body: ApiError = { IsException: true, Message: message, Errors: [] };
  return HttpResponse.json(body, { status, ...init });
}

/** `POST authen/logout`: the server ends the session (any area). */
export const endSession = http.post('*/authen/logout', () => contractJson('postAuthenLogout', { status: 200 }));

/** `GET api/Customers/pdpa` as the buyer layout asks it: the customer's decision is current (no re-consent prompt). */
export const pdpaCurrent = http.get('*/api/Customers/pdpa', () => contractJson('getCustomersPdpa', { Data: null, Current: null, Ask: false } satisfies PdpaAsk));

/** A live chat stream (`GET api/chat/stream`) that sends `ready`, then `events`, and stays open. */
export function chatStream(events: string[] = []) {
  const enc = new TextEncoder();
  return new HttpResponse(new ReadableStream({
    start(c) {
      c.enqueue(enc.encode('retry: 2000\n\nevent: ready\ndata: {"LastId":1}\n\n'));
      for (const e of events) c.enqueue(enc.encode(e));
    },
  }), { headers: { 'content-type': 'text/event-stream' } });
}

/** The floating chat button's calls on every buyer page: no conversation, nothing unread, a quiet stream. */
export const chatQuiet = [
  http.get('*/api/chat/conversations', () => contractJson('getChatConversations', { Data: [], Unread: 0 } satisfies ChatInbox)),
  http.get('*/api/chat/stream', () => chatStream()),
];

export const defaultHandlers = [guestLogin, endSession, pdpaCurrent, ...chatQuiet, http.post('*/GET_MASTER_DATA/GET_POINT', () => contractJson('postGetMasterDataGetPoint', { status: 200, statusText: 'OK', data: { data: 120 } }))];
