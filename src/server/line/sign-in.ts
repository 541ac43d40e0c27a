import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { findCustomer, findCustomerByMobile, inactiveMessage } from '../accounts/customers';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../errors';
import { OidcRefused, REFUSAL_MESSAGES, type OidcProvider, type VerifiedLogin } from '../providers/oidc/types';
import { issueCustomerSession, type CustomerSession } from '../routes/authen/sessions';

/** How long a sign-in request (state) and a link ticket stay valid. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;
export const LINK_MESSAGES = {
  ticket: 'This LINE sign-in has expired. Please sign in with LINE again.',
  lineTaken: 'This LINE account is already linked to another customer.',
  customerTaken: 'This customer is already linked to another LINE account.',
  noCustomer: 'No customer of this shop is linked to this account.',
} as const;

export type ProviderName = 'line' | 'athena';
export type Entry = 'web' | 'gateway';

export const CALLBACK_PATHS: Record<ProviderName, Record<Entry, string>> = {
  line: { web: '/line/authen', gateway: '/gateway/line/authen' },
  athena: { web: '/login/auth/athena', gateway: '/login/auth/athena' },
};

const hashTicket = (t: string) => createHash('sha256').update(t).digest('hex');

/** A new sign-in: state, nonce and PKCE verifier stored server-side; the browser gets the URL. */
export async function startSignIn(app: FastifyInstance, p: { tenantId: string; provider: ProviderName; entry: Entry; origin: string; oidc: OidcProvider; link?: StaffLinkTarget }): Promise<string> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = `${p.origin}${CALLBACK_PATHS[p.provider][p.entry]}`;
  await app.db.query(
    `INSERT INTO oidc_logins (tenant_id, state, provider, nonce, code_verifier, redirect_uri, entry, created_at, link_kind, link_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [p.tenantId, state, p.provider, nonce, codeVerifier, redirectUri, p.entry, new Date(app.clock()), p.link?.kind ?? null, p.link?.userId ?? null],
  );
  return p.oidc.authorizationUrl({ redirectUri, state, nonce, codeVerifier });
}

/** A signed-in staff member linking their LINE account (rider OTP by LINE, merchant LINE logout). */
export interface StaffLinkTarget { kind: 'merchant' | 'rider'; userId: string }

interface LoginRow { nonce: string; code_verifier: string; redirect_uri: string; entry: Entry; created_at: Date | string; used_at: Date | string | null; link_kind: StaffLinkTarget['kind'] | null; link_user_id: string | null }

/** The callback: the state is spent first (a replay fails even if the exchange fails), then the code is exchanged and the ID token verified. */
export async function verifyCallback(app: FastifyInstance, p: { tenantId: string; provider: ProviderName; code: string; state: string; oidc: OidcProvider }): Promise<{ login: VerifiedLogin; entry: Entry; link: StaffLinkTarget | null }> {
  const now = app.clock();
  const row = await app.db.transaction(async (tx) => {
    const [r] = await tx.query<LoginRow>(
      'SELECT nonce, code_verifier, redirect_uri, entry, created_at, used_at, link_kind, link_user_id FROM oidc_logins WHERE tenant_id = $1 AND state = $2 AND provider = $3 FOR UPDATE',
      [p.tenantId, p.state, p.provider],
    );
    if (!r || r.used_at || new Date(r.created_at).getTime() + SIGN_IN_TTL_MS < now) return null;
    await tx.query('UPDATE oidc_logins SET used_at = $3 WHERE tenant_id = $1 AND state = $2', [p.tenantId, p.state, new Date(now)]);
    return r;
  });
  try {
    if (!row) throw new OidcRefused('state');
    const login = await p.oidc.exchange({
      redirectUri: row.redirect_uri, code: p.code, state: p.state, expectedState: p.state,
      expectedNonce: row.nonce, codeVerifier: row.code_verifier,
    });
    return { login, entry: row.entry, link: row.link_kind && row.link_user_id ? { kind: row.link_kind, userId: row.link_user_id } : null };
  } catch (err) {
    if (!(err instanceof OidcRefused)) throw err;
    app.log.warn({ tenantId: p.tenantId, provider: p.provider, reason: err.reason, detail: err.detail }, 'sign-in callback refused');
    const field = err.reason === 'state' ? '/body/state' : '/body/code';
    throw new HttpError(err.reason === 'provider' ? 502 : 400, REFUSAL_MESSAGES[err.reason], [{ field, reason: err.reason === 'state' ? 'unknown, used or expired sign-in request' : err.detail || err.reason }]);
  }
}

export type LineSignedIn = { status: 200; result: 'signedIn'; jtoken: string; user: CustomerSession; returnUrl: string | null; cid: string };
export type LineCallbackAnswer = LineSignedIn | { status: 200; result: 'link'; ticket: string; displayName: string };

/** A verified LINE user: signed in when linked, else a link ticket for /line/authenuser. */
export async function lineSignIn(app: FastifyInstance, tenantId: string, state: string, login: VerifiedLogin): Promise<LineCallbackAnswer> {
  const now = new Date(app.clock());
  const tokenEnc = app.line.box.seal(login.accessToken);
  const [linked] = await app.db.query<{ customer_code: string }>(
    `UPDATE line_accounts SET access_token_enc = $3, last_login_at = $4, display_name = $5
     WHERE tenant_id = $1 AND line_user_id = $2 RETURNING customer_code`,
    [tenantId, login.subject, tokenEnc, now, login.displayName],
  );
  if (linked) {
    const row = await findCustomer(app.db, tenantId, linked.customer_code);
    if (!row) throw notFound(LINK_MESSAGES.noCustomer);
    const user = await issueCustomerSession(app, row);
    return { status: 200, result: 'signedIn', jtoken: user.jtoken, user, returnUrl: await app.line.returnUrl(tenantId), cid: login.subject };
  }
  const ticket = randomBytes(32).toString('base64url');
  await app.db.query(
    `UPDATE oidc_logins SET subject = $3, display_name = $4, access_token_enc = $5, link_ticket_hash = $6
     WHERE tenant_id = $1 AND state = $2`,
    [tenantId, state, login.subject, login.displayName, tokenEnc, hashTicket(ticket)],
  );
  return { status: 200, result: 'link', ticket, displayName: login.displayName };
}

interface TicketRow { state: string; subject: string; display_name: string | null; access_token_enc: string | null; created_at: Date | string; link_used_at: Date | string | null }

async function ticketRow(q: Pick<FastifyInstance['db'], 'query'>, tenantId: string, ticket: string, now: number, lock = false): Promise<TicketRow> {
  const [row] = await q.query<TicketRow>(
    `SELECT state, subject, display_name, access_token_enc, created_at, link_used_at FROM oidc_logins
     WHERE tenant_id = $1 AND link_ticket_hash = $2 AND provider = 'line'${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, hashTicket(ticket)],
  );
  if (!row || row.link_used_at || new Date(row.created_at).getTime() + SIGN_IN_TTL_MS < now) {
    throw badRequest(LINK_MESSAGES.ticket, [{ field: '/body/ticket', reason: 'unknown, used or expired' }]);
  }
  return row;
}

/** Step 1 of linking: the customer's mobile gets an OTP (existing rules: cool-down, expiry, attempts). */
export async function requestLinkOtp(app: FastifyInstance, tenantId: string, ticket: string, mobileNo: string) {
  await ticketRow(app.db, tenantId, ticket, app.clock());
  const row = await findCustomerByMobile(app.db, tenantId, mobileNo);
  if (!row) throw notFound(`Mobile No '${mobileNo}' is not registered.`);
  if (row.status !== 'A') throw forbidden(inactiveMessage(mobileNo));
  return app.otp.request({ tenantId, audience: 'customer', mobileNo }, 'line-link');
}

/** Step 2: the OTP proves the mobile; the LINE user is linked to that customer and signed in. */
export async function completeLink(app: FastifyInstance, tenantId: string, b: { ticket: string; mobileNo: string; otp: string; refCode: string }): Promise<LineSignedIn> {
  await ticketRow(app.db, tenantId, b.ticket, app.clock());
  await app.otp.verify({ tenantId, audience: 'customer', mobileNo: b.mobileNo }, b.refCode, b.otp);
  const customer = await findCustomerByMobile(app.db, tenantId, b.mobileNo);
  if (!customer) throw notFound(`Mobile No '${b.mobileNo}' is not registered.`);
  const now = new Date(app.clock());
  const subject = await app.db.transaction(async (tx) => {
    const t = await ticketRow(tx, tenantId, b.ticket, now.getTime(), true);
    const [bySubject] = await tx.query<{ customer_code: string }>('SELECT customer_code FROM line_accounts WHERE tenant_id = $1 AND line_user_id = $2 FOR UPDATE', [tenantId, t.subject]);
    if (bySubject && bySubject.customer_code !== customer.customerCode) throw conflict(LINK_MESSAGES.lineTaken);
    const [byCustomer] = await tx.query<{ line_user_id: string }>('SELECT line_user_id FROM line_accounts WHERE tenant_id = $1 AND customer_code = $2 FOR UPDATE', [tenantId, customer.customerCode]);
    if (byCustomer && byCustomer.line_user_id !== t.subject) throw conflict(LINK_MESSAGES.customerTaken);
    await tx.query(
      `INSERT INTO line_accounts (tenant_id, line_user_id, customer_code, display_name, access_token_enc, linked_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (tenant_id, line_user_id) DO UPDATE SET access_token_enc = EXCLUDED.access_token_enc, last_login_at = EXCLUDED.last_login_at`,
      [tenantId, t.subject, customer.customerCode, t.display_name ?? '', t.access_token_enc, now],
    );
    await tx.query('UPDATE oidc_logins SET link_used_at = $3 WHERE tenant_id = $1 AND state = $2', [tenantId, t.state, now]);
    return t.subject;
  });
  const user = await issueCustomerSession(app, customer);
  return { status: 200, result: 'signedIn', jtoken: user.jtoken, user, returnUrl: await app.line.returnUrl(tenantId), cid: subject };
}

/** Logout of a LINE user: revoke the stored access token at LINE, then forget it. */
export async function revokeCustomerLineToken(app: FastifyInstance, tenantId: string, customerCode: string): Promise<{ revoked: boolean }> {
  const [acc] = await app.db.query<{ line_user_id: string; access_token_enc: string | null }>(
    'SELECT line_user_id, access_token_enc FROM line_accounts WHERE tenant_id = $1 AND customer_code = $2', [tenantId, customerCode],
  );
  const token = acc?.access_token_enc ? app.line.box.open(acc.access_token_enc) : null;
  if (!acc || !token) return { revoked: false };
  const provider = await app.line.login(tenantId);
  if (!provider) throw new HttpError(502, 'LINE sign-in is not configured for this shop');
  try {
    await provider.revoke(token);
  } catch (err) {
    app.log.warn({ tenantId, err }, 'LINE token revocation failed');
    throw new HttpError(502, 'Error occured');
  }
  await app.db.query('UPDATE line_accounts SET access_token_enc = NULL WHERE tenant_id = $1 AND line_user_id = $2', [tenantId, acc.line_user_id]);
  return { revoked: true };
}

/** A tenant OIDC login (athena): the configured claim names the customer. */
export async function customerFromClaims(app: FastifyInstance, tenantId: string, login: VerifiedLogin, claim: string): Promise<CustomerSession> {
  const code = login.claims[claim];
  if (typeof code !== 'string' || !code) {
    app.log.warn({ tenantId, claim }, 'tenant OIDC login without the customer claim');
    throw forbidden(LINK_MESSAGES.noCustomer);
  }
  const row = await findCustomer(app.db, tenantId, code);
  if (!row) throw forbidden(LINK_MESSAGES.noCustomer);
  return issueCustomerSession(app, row);
}
