import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimsOf, requireKinds, requireSuperAdmin } from '../../auth/guards';
import { badRequest } from '../../errors';
import { staffLineAccount, unlinkStaffLine } from '../../line/staff';
import { startSignIn, type StaffLinkTarget } from '../../line/sign-in';
import { Body, Query } from '../schemas';
import { LineSettingsSavedSchema, LineSettingsSchema, SignInStartSchema, StaffLineAccountSchema, StaffLineUnlinkedSchema } from './responses';
import { LINE_LOGIN_FLAG, TAGS, assertFlag, notConfigured, originOf } from './common';

const SECURITY = [{ bearer: [] }];
const requireStaff = requireKinds('merchant', 'rider');

function staffOf(request: FastifyRequest): StaffLinkTarget {
  const c = claimsOf(request);
  // Impersonation tokens are customer tokens, so a staff token here is the staff member's own.
  return { kind: c.Kind as StaffLinkTarget['kind'], userId: c.UserId };
}

// '' clears a field (the environment's value applies again); a field left out keeps its stored value.
const Secret = (description: string) => Type.String({ maxLength: 512, description: `${description}; write-only: omit to keep the stored one, '' to remove it` });
const Plain = (max: number, description: string, pattern: string) => Type.String({ maxLength: max, pattern: `^$|${pattern}`, description: `${description}; '' to remove it` });

/**
 * A staff member's own LINE link (riders get their login OTP on LINE; a merchant user's LINE logout
 * revokes the token) and the tenant's LINE settings kept encrypted in the database (super admin).
 */
export default async function lineStaffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/line/staff/link', {
    preValidation: requireStaff,
    schema: { response: { 200: SignInStartSchema }, tags: TAGS, security: SECURITY, summary: 'Start linking the signed-in merchant user or rider to a LINE account: the LINE URL to open (the callback is /line/authen)', querystring: Query({}) },
  }, async (request) => {
    const c = claimsOf(request);
    await assertFlag(app, c.TenantId, LINE_LOGIN_FLAG, 'LINE sign-in is not available for this shop');
    const provider = await app.line.login(c.TenantId);
    if (!provider) throw notConfigured('LINE sign-in');
    return { status: 200, url: await startSignIn(app, { tenantId: c.TenantId, provider: 'line', entry: 'web', origin: originOf(request), oidc: provider, link: staffOf(request) }) };
  });

  r.get('/api/line/staff/account', {
    preValidation: requireStaff,
    schema: { response: { 200: StaffLineAccountSchema }, tags: TAGS, security: SECURITY, summary: 'The signed-in staff member\'s linked LINE account, if any', querystring: Query({}) },
  }, async (request) => {
    const acc = await staffLineAccount(app, claimsOf(request).TenantId, staffOf(request));
    return { status: 200, Linked: Boolean(acc), DisplayName: acc?.displayName ?? null, LinkedAt: acc?.linkedAt ?? null };
  });

  r.delete('/api/line/staff/account', {
    preValidation: requireStaff,
    schema: { response: { 200: StaffLineUnlinkedSchema }, tags: TAGS, security: SECURITY, summary: 'Unlink the signed-in staff member\'s LINE account (rider OTPs go by SMS again)' },
  }, async (request) => ({ status: 200, Unlinked: await unlinkStaffLine(app, claimsOf(request).TenantId, staffOf(request)) }));

  r.get('/api/merchant/line/settings', {
    preValidation: requireSuperAdmin,
    schema: { response: { 200: LineSettingsSchema }, tags: TAGS, security: SECURITY, summary: 'The tenant\'s LINE settings saved in the database (which secrets are set, never their value) and where each part comes from', querystring: Query({}) },
  }, async (request) => {
    const tenantId = claimsOf(request).TenantId;
    if (!app.line.stored) throw notConfigured('Stored LINE settings');
    const [view, eff, where] = await Promise.all([app.line.stored.view(tenantId), app.line.settings(tenantId), app.line.describe(tenantId)]);
    // 'local': the development provider and outbox (never in production); 'none': LINE is off.
    const fallback = (w: string): 'local' | 'none' => (w === 'local' ? 'local' : 'none');
    return { status: 200, Data: view, Source: { Login: eff.source.login ?? fallback(where.login), Messaging: eff.source.messaging ?? fallback(where.messaging) } };
  });

  r.put('/api/merchant/line/settings', {
    preValidation: requireSuperAdmin,
    schema: {
      response: { 200: LineSettingsSavedSchema }, tags: TAGS, security: SECURITY,
      summary: 'Save the tenant\'s LINE settings (secrets sealed with AES-256-GCM under the server secret); empty fields fall back to the environment',
      body: Body({
        LoginChannelId: Type.Optional(Plain(20, 'LINE Login channel id (digits)', '^[0-9]{1,20}$')),
        LoginChannelSecret: Type.Optional(Secret('LINE Login channel secret')),
        MessagingChannelId: Type.Optional(Plain(20, 'Messaging API channel id (digits)', '^[0-9]{1,20}$')),
        MessagingChannelSecret: Type.Optional(Secret('Messaging API channel secret (verifies the webhook signature)')),
        MessagingAccessToken: Type.Optional(Secret('Messaging API long-lived channel access token')),
        OaId: Type.Optional(Plain(40, 'Official account basic id, e.g. @talad', '^@[A-Za-z0-9._-]{1,39}$')),
        ReturnUrl: Type.Optional(Plain(500, 'Where a LINE user goes after logout (LIFF URL or https://line.me/R/… link)', '^https://')),
      }),
    },
  }, async (request) => {
    const c = claimsOf(request);
    if (!app.line.stored) throw notConfigured('Stored LINE settings');
    const b = request.body;
    // A login channel needs both halves: refuse a half that would silently fall back to the environment.
    const view = await app.line.stored.view(c.TenantId);
    const idAfter = b.LoginChannelId !== undefined ? b.LoginChannelId : view.LoginChannelId;
    const secretAfter = b.LoginChannelSecret !== undefined ? b.LoginChannelSecret !== '' : view.LoginChannelSecretSet;
    if (Boolean(idAfter) !== secretAfter) {
      const field = idAfter ? '/body/LoginChannelSecret' : '/body/LoginChannelId';
      throw badRequest('The LINE Login channel id and secret go together', [{ field, reason: idAfter ? 'is required with the channel id' : 'is required with the channel secret' }]);
    }
    await app.line.stored.save(c.TenantId, {
      loginChannelId: b.LoginChannelId, loginChannelSecret: b.LoginChannelSecret,
      messagingChannelId: b.MessagingChannelId, messagingChannelSecret: b.MessagingChannelSecret, messagingAccessToken: b.MessagingAccessToken,
      oaId: b.OaId, returnUrl: b.ReturnUrl,
    }, c.UserId);
    request.log.info({ tenantId: c.TenantId, by: c.UserId, fields: Object.keys(b) }, 'LINE settings saved');
    return { status: 200, Data: await app.line.stored.view(c.TenantId) };
  });
}
