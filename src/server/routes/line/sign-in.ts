import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { claimsOf, requireCustomer, requireMerchant } from '../../auth/guards';
import { forbidden } from '../../errors';
import { completeLink, customerFromClaims, lineSignIn, requestLinkOtp, revokeCustomerLineToken, startSignIn, verifyCallback } from '../../line/sign-in';
import { linkStaffLine, revokeStaffLineToken } from '../../line/staff';
import { authRateLimit } from '../../plugins/external';
import { LineCallbackSchema, LineLinkedSchema, LineLogoutSchema, LineRevokedSchema, SignInStartSchema } from './responses';
import { Body, EmptyBody, MobileNo, OtpCode, Query, RefCode, TENANT_HEADER_NOTE } from '../schemas';
import { CustomerSessionSchema, OtpSentSchema } from '../authen/responses';
import { ATHENA_LOGIN_FLAG, LINE_LOGIN_FLAG, TAGS, assertFlag, notConfigured, originOf } from './common';

const Entry = Type.Union([Type.Literal('web'), Type.Literal('gateway')], { default: 'web', description: "'gateway': opened inside LINE (/gateway/line/authen)" });
const Code = Type.String({ minLength: 1, maxLength: 2048 });
const State = Type.String({ minLength: 8, maxLength: 256 });
const Ticket = Type.String({ minLength: 20, maxLength: 128, description: 'From the callback answer when the LINE user is not linked yet' });
const LINE_OFF = 'LINE sign-in is not available for this shop';
const ATHENA_OFF = 'This sign-in is not available for this shop';

/**
 * LINE sign-in (OpenID Connect, code + PKCE): start → provider → /line/authen (SPA) → callback →
 * signed in, or link by mobile + OTP at /line/authenuser. Also the tenant's own provider (athena)
 * and the LINE logout revocations. docs/line.md.
 */
export default async function lineSignInRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/line/login', {
    config: authRateLimit(app),
    schema: { response: { 200: SignInStartSchema }, tags: TAGS, summary: 'Start LINE sign-in: the provider URL to send the browser to (state, nonce and PKCE kept on the server)', description: TENANT_HEADER_NOTE, querystring: Query({ entry: Entry }) },
  }, async (request) => {
    await assertFlag(app, request.tenantId, LINE_LOGIN_FLAG, LINE_OFF);
    const provider = await app.line.login(request.tenantId);
    if (!provider) throw notConfigured('LINE sign-in');
    return { status: 200, url: await startSignIn(app, { tenantId: request.tenantId, provider: 'line', entry: request.query.entry ?? 'web', origin: originOf(request), oidc: provider }) };
  });

  r.post('/api/line/callback', {
    config: authRateLimit(app),
    schema: {
      response: { 200: LineCallbackSchema }, tags: TAGS, summary: 'LINE callback: verify state, exchange the code (PKCE), verify the ID token (signature, issuer, audience, expiry, nonce)',
      description: `${TENANT_HEADER_NOTE} Answers result 'signedIn' (jtoken, user, returnUrl, cid), 'link' (ticket, displayName) or, for a link a staff member started, 'staffLinked' (kind, displayName). A forged or replayed callback is a 400 naming the reason.`,
      body: Body({ code: Code, state: State }),
    },
  }, async (request) => {
    await assertFlag(app, request.tenantId, LINE_LOGIN_FLAG, LINE_OFF);
    const provider = await app.line.login(request.tenantId);
    if (!provider) throw notConfigured('LINE sign-in');
    const { login, link } = await verifyCallback(app, { tenantId: request.tenantId, provider: 'line', code: request.body.code, state: request.body.state, oidc: provider });
    // A sign-in a staff member started from their profile links their LINE; it signs nobody in.
    if (link) return linkStaffLine(app, request.tenantId, link, login);
    return lineSignIn(app, request.tenantId, request.body.state, login);
  });

  r.post('/api/line/link/otp', {
    config: authRateLimit(app),
    schema: { response: { 200: OtpSentSchema }, tags: TAGS, summary: 'Linking a LINE user: send the OTP to the customer\'s mobile', description: TENANT_HEADER_NOTE, body: Body({ ticket: Ticket, mobileNo: MobileNo }) },
  }, async (request) => ({ status: 200, ...(await requestLinkOtp(app, request.tenantId, request.body.ticket, request.body.mobileNo)) }));

  r.post('/api/line/link', {
    config: authRateLimit(app),
    schema: {
      response: { 200: LineLinkedSchema }, tags: TAGS, summary: 'Linking a LINE user: the OTP proves the mobile; links and signs in', description: `${TENANT_HEADER_NOTE} 409 when the LINE account or the customer is already linked elsewhere.`,
      body: Body({ ticket: Ticket, mobileNo: MobileNo, otp: OtpCode, refCode: RefCode }),
    },
  }, async (request) => completeLink(app, request.tenantId, request.body));

  r.post('/api/line/revokeToken', {
    preHandler: requireCustomer,
    schema: { response: { 200: LineRevokedSchema }, tags: TAGS, summary: 'Logout of a LINE user: revoke the LINE access token (status 200; 502 when LINE refuses)', security: [{ bearer: [] }], body: Type.Optional(EmptyBody) },
  }, async (request) => {
    const c = claimsOf(request);
    if (c.ActorId) throw forbidden('A salesperson cannot end the customer\'s LINE session');
    const out = await revokeCustomerLineToken(app, c.TenantId, c.UserId);
    return { status: 200, Revoked: out.revoked };
  });

  r.post('/api/merchant/user/line/logout', {
    preValidation: requireMerchant(),
    schema: {
      response: { 200: LineLogoutSchema }, tags: TAGS, summary: 'Merchant user coming from LINE (the chat app) logs out: revokes their LINE token and ends the session',
      description: 'The LINE access token kept from the user\'s "Link LINE" is revoked at LINE and forgotten (Revoked: true; false when there was none). The session of the calling token ends either way, so the token is refused from now on; when LINE refuses the revocation the answer is 502 \'Error occured\' (the session has ended all the same).',
      security: [{ bearer: [] }], body: Type.Optional(EmptyBody),
    },
  }, async (request) => {
    const c = claimsOf(request);
    let revoked = false;
    let failure: unknown = null;
    try {
      revoked = (await revokeStaffLineToken(app, c.TenantId, { kind: 'merchant', userId: c.UserId })).revoked;
    } catch (err) {
      failure = err;
    }
    if (c.sid) await app.sessions.revoke(c.TenantId, [c.sid], 'LINE logout');
    if (failure) throw failure;
    return { status: 200, Revoked: revoked, SessionEnded: Boolean(c.sid) };
  });

  r.get('/api/oidc/athena/login', {
    config: authRateLimit(app),
    schema: { response: { 200: SignInStartSchema }, tags: TAGS, summary: 'Start sign-in with the tenant\'s own OpenID Connect provider (athena)', description: TENANT_HEADER_NOTE, querystring: Query({}) },
  }, async (request) => {
    await assertFlag(app, request.tenantId, ATHENA_LOGIN_FLAG, ATHENA_OFF);
    const p = await app.line.oidc('athena', request.tenantId);
    if (!p) throw notConfigured('Athena sign-in');
    return { status: 200, url: await startSignIn(app, { tenantId: request.tenantId, provider: 'athena', entry: 'web', origin: originOf(request), oidc: p.provider }) };
  });

  r.post('/api/oidc/athena/callback', {
    config: authRateLimit(app),
    schema: { response: { 200: CustomerSessionSchema }, tags: TAGS, summary: 'Athena callback: same checks as LINE; the configured claim names the customer', description: TENANT_HEADER_NOTE, body: Body({ code: Code, state: State }) },
  }, async (request) => {
    await assertFlag(app, request.tenantId, ATHENA_LOGIN_FLAG, ATHENA_OFF);
    const p = await app.line.oidc('athena', request.tenantId);
    if (!p) throw notConfigured('Athena sign-in');
    const { login } = await verifyCallback(app, { tenantId: request.tenantId, provider: 'athena', code: request.body.code, state: request.body.state, oidc: p.provider });
    const user = await customerFromClaims(app, request.tenantId, login, p.customerClaim);
    return { status: 200, jtoken: user.jtoken, user };
  });
}
