import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { isSuperAdmin } from '../../../domain/roles';
import { merchantCenterRows, byDistance } from '../../accounts/centers';
import { findMerchant, findMerchantByMobile } from '../../accounts/merchants';
import { findRiderByMobile } from '../../accounts/riders';
import { claimsOf, requireMerchant } from '../../auth/guards';
import type { OtpAudience, OtpProvider } from '../../providers/sms/provider';
import { riderOtpChannel } from '../../line/staff';
import { hashPassword, verifyPassword } from '../../auth/password';
import { merchantUsers } from '../../db/schema/core';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { inactiveMessage } from '../../accounts/customers';
import { authRateLimit, otpRequestAddressLimit } from '../../plugins/external';
import { Body, EmptyBody, MobileNo, NewPassword, OtpCode, Password, RefCode, TENANT_HEADER_NOTE } from '../schemas';
import { WRONG_LOGIN_MESSAGE, notRegisteredMessage } from './customer';
import { issueMerchantSession, issueRiderSession } from './sessions';
import { CenterListSchema, MerchantSessionSchema, OtpSentSchema, RiderOtpSentSchema, RiderSessionSchema, StatusOkSchema } from './responses';

interface StaffKind<Row> {
  prefix: string;
  /** Another channel for this user's OTP (a rider who linked LINE); SMS otherwise. */
  otpChannel?: (app: FastifyInstance, tenantId: string, row: Row) => Promise<{ via: OtpProvider; used: () => 'line' | 'sms' }>;
  audience: OtpAudience;
  tag: string;
  find: (app: FastifyInstance, tenantId: string, mobileNo: string) => Promise<(Row & { passwordHash: string | null; status: string }) | undefined>;
  issue: (app: FastifyInstance, row: Row) => Promise<object>;
  /** What a login answers, and what an OTP request answers. */
  session: TSchema;
  otpSent: TSchema;
}

/** Password login and OTP login for merchant users and riders (same shape, own tables). */
function staffLoginRoutes<Row>(app: FastifyInstance, kind: StaffKind<Row>, otpAddressLimit: (request: FastifyRequest) => Promise<void>): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(`${kind.prefix}/login`, {
    config: authRateLimit(app),
    schema: { tags: [kind.tag], summary: `${kind.tag} login by mobile number and password`, description: TENANT_HEADER_NOTE, body: Body({ mobileNo: MobileNo, password: Password }), response: { 200: kind.session } },
  }, async (request) => {
    const { mobileNo, password } = request.body;
    return app.accountLimits.guard({ tenantId: request.tenantId, scope: `login:${kind.audience}`, account: mobileNo }, async () => {
      const row = await kind.find(app, request.tenantId, mobileNo);
      const ok = await verifyPassword(password, row?.passwordHash);
      if (!row || !ok) throw unauthorized(WRONG_LOGIN_MESSAGE);
      return kind.issue(app, row);
    });
  });

  r.post(`${kind.prefix}/otp/request`, {
    config: authRateLimit(app),
    schema: { tags: [kind.tag], summary: `Send a login OTP (${kind.tag})`, description: TENANT_HEADER_NOTE, body: Body({ mobileNo: MobileNo, purpose: Type.Optional(Type.Literal('login')) }), response: { 200: kind.otpSent } },
  }, async (request) => {
    const { mobileNo } = request.body;
    await otpAddressLimit(request);
    return app.accountLimits.count({ tenantId: request.tenantId, scope: `otp-request:${kind.audience}`, account: mobileNo }, async () => {
      const row = await kind.find(app, request.tenantId, mobileNo);
      if (!row) throw notFound(notRegisteredMessage(mobileNo));
      if (row.status !== 'A') throw forbidden(inactiveMessage(mobileNo));
      const target = { tenantId: request.tenantId, audience: kind.audience, mobileNo };
      if (!kind.otpChannel) return { status: 200, ...(await app.otp.request(target, 'login')) };
      const ch = await kind.otpChannel(app, request.tenantId, row);
      const sent = await app.otp.request(target, 'login', ch.via);
      return { status: 200, ...sent, Channel: ch.used() };
    });
  });

  r.post(`${kind.prefix}/otp/verify`, {
    config: authRateLimit(app),
    schema: { tags: [kind.tag], summary: `Log in with the OTP (${kind.tag})`, description: TENANT_HEADER_NOTE, body: Body({ mobileNo: MobileNo, otp: OtpCode, refCode: RefCode }), response: { 200: kind.session } },
  }, async (request) => {
    const { mobileNo, otp, refCode } = request.body;
    return app.accountLimits.guard({ tenantId: request.tenantId, scope: `login:${kind.audience}`, account: mobileNo }, async () => {
      await app.otp.verify({ tenantId: request.tenantId, audience: kind.audience, mobileNo }, refCode, otp);
      const row = await kind.find(app, request.tenantId, mobileNo);
      if (!row) throw notFound(notRegisteredMessage(mobileNo));
      return kind.issue(app, row);
    });
  });
}

/** Merchant users (roles 1, 3, 4, 5, 7, 8) and riders. */
export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // One per-address OTP window for merchant and rider numbers together.
  const otpAddressLimit = otpRequestAddressLimit(app);
  staffLoginRoutes(app, {
    prefix: '/authen/user', audience: 'merchant', tag: 'merchant',
    find: (a, t, m) => findMerchantByMobile(a.db, t, m), issue: issueMerchantSession,
    session: MerchantSessionSchema, otpSent: OtpSentSchema,
  }, otpAddressLimit);
  staffLoginRoutes(app, {
    prefix: '/authen/rider', audience: 'rider', tag: 'rider',
    find: (a, t, m) => findRiderByMobile(a.db, t, m), issue: issueRiderSession,
    session: RiderSessionSchema, otpSent: RiderOtpSentSchema,
    otpChannel: (a, t, row) => riderOtpChannel(a, t, row.riderId, a.otpProvider),
  }, otpAddressLimit);

  r.get('/authen/user/dcs', {
    preHandler: requireMerchant(),
    schema: { tags: ['merchant'], summary: 'Distribution centres of the merchant user (all of them for a super admin)', security: [{ bearer: [] }], response: { 200: CenterListSchema } },
  }, async (request) => {
    const claims = claimsOf(request);
    const rows = await merchantCenterRows(app.db, claims.TenantId, claims.UserId, isSuperAdmin(claims.Role));
    return byDistance(rows, null);
  });

  r.post('/authen/user/changePassword', {
    preHandler: requireMerchant(),
    config: authRateLimit(app),
    schema: { tags: ['merchant'], summary: 'Change the merchant user\'s password', security: [{ bearer: [] }], body: Body({ oldPassword: Password, newPassword: NewPassword }), response: { 200: StatusOkSchema } },
  }, async (request) => {
    const claims = claimsOf(request);
    const { oldPassword, newPassword } = request.body;
    const row = await findMerchant(app.db, claims.TenantId, claims.UserId);
    if (!row) throw unauthorized();
    if (!(await verifyPassword(oldPassword, row.passwordHash))) {
      throw badRequest('Old password is incorrect', [{ field: '/body/oldPassword', reason: 'is incorrect' }]);
    }
    await app.db.orm.update(merchantUsers).set({ passwordHash: await hashPassword(newPassword) })
      .where(and(eq(merchantUsers.tenantId, claims.TenantId), eq(merchantUsers.userId, claims.UserId)));
    // Ends the user's other sessions and the customer sessions they opened by impersonation.
    await app.sessions.revokeUser(claims.TenantId, 'merchant', claims.UserId, 'password changed', claims.sid);
    return { status: 200 };
  });

  r.post('/authen/user/profile', {
    preHandler: requireMerchant(),
    schema: { tags: ['merchant'], summary: 'The signed-in merchant user with a fresh token', security: [{ bearer: [] }], body: EmptyBody, response: { 200: MerchantSessionSchema } },
  }, async (request) => {
    const claims = claimsOf(request);
    const row = await findMerchant(app.db, claims.TenantId, claims.UserId);
    if (!row) throw unauthorized();
    return issueMerchantSession(app, row, claims);
  });
}
