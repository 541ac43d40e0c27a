/*
 * msw handlers for component tests only (never in the running app). `defaultHandlers` answer the
 * calls every page makes; tests override one with `server.use(...)` to reach an error path.
 */
import { http, HttpResponse } from 'msw';
import type { ApiError } from '../src/web/api/contract';

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
  return HttpResponse.json({ status: 200, jtoken: mockToken({ ...GUEST_TOKEN_CLAIMS, TenantId: tenant }), user: { CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', userRole: 'GUEST', COMPANYCODE: '' } });
});

/** A flagged exception body as the server sends it. */
export function exception(status: number, message: string, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  const body: ApiError = { IsException: true, Message: message, Errors: [] };
  return HttpResponse.json(body, { status, ...init });
}

/** `POST authen/logout`: the server ends the session (any area). */
export const endSession = http.post('*/authen/logout', () => HttpResponse.json({ status: 200 }));

/** `GET api/Customers/pdpa` as the buyer layout asks it: the customer's decision is current (no re-consent prompt). */
export const pdpaCurrent = http.get('*/api/Customers/pdpa', () => HttpResponse.json({ Data: null, Current: null, Ask: false }));

export const defaultHandlers = [guestLogin, endSession, pdpaCurrent, http.post('*/GET_MASTER_DATA/GET_POINT', () => HttpResponse.json({ data: 120 }))];
