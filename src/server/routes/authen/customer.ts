import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { findCustomer, findCustomerByMobile, guestCenter, guestUser, inactiveMessage } from '../../accounts/customers';
import { requireCustomerOrGuest, requireCustomer, claimsOf } from '../../auth/guards';
import { hashPassword, verifyPassword } from '../../auth/password';
import { customers } from '../../db/schema/core';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { authRateLimit, otpRequestAddressLimit } from '../../plugins/external';
import { tenantBundle } from '../../tenants/resolve';
import { Body, EmptyBody, MobileNo, NewPassword, OtpCode, Password, RefCode, TENANT_HEADER_NOTE } from '../schemas';
import { issueCustomerSession } from './sessions';
import { CustomerSessionSchema, CustomerUserSchema, OtpSentSchema, StatusOkSchema } from './responses';

export const WRONG_LOGIN_MESSAGE = 'Mobile number or password is incorrect';
export const notRegisteredMessage = (mobileNo: string) => `Mobile No '${mobileNo}' is not registered.`;

/** Customer sessions: password login, OTP login, profile refresh, password change. */
export default async function customerAuthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const otpAddressLimit = otpRequestAddressLimit(app);
  r.post('/authen/login', {
    config: authRateLimit(app),
    schema: {
      tags: ['authen'], summary: 'Customer login by mobile number and password', description: TENANT_HEADER_NOTE,
      body: Body({ mobileNo: MobileNo, password: Password }), response: { 200: CustomerSessionSchema },
    },
  }, async (request) => {
    const { mobileNo, password } = request.body;
    return app.accountLimits.guard({ tenantId: request.tenantId, scope: 'login:customer', account: mobileNo }, async () => {
      const row = await findCustomerByMobile(app.db, request.tenantId, mobileNo);
      // Always verify (against a dummy hash when unknown) so timing does not reveal registered numbers.
      const ok = await verifyPassword(password, row?.passwordHash);
      if (!row || !ok) throw unauthorized(WRONG_LOGIN_MESSAGE);
      return { status: 200, ...(await sessionBody(app, row)) };
    });
  });

  r.post('/authen/otp/request', {
    config: authRateLimit(app),
    schema: {
      tags: ['authen'], summary: 'Send a login OTP to a customer', description: `${TENANT_HEADER_NOTE} One request per number per 60 s.`,
      body: Body({ mobileNo: MobileNo, purpose: Type.Optional(Type.Literal('login')) }), response: { 200: OtpSentSchema },
    },
  }, async (request) => {
    const { mobileNo } = request.body;
    // The spec's 404 for unknown numbers stays; per address and per number limits bound what it reveals.
    await otpAddressLimit(request);
    return app.accountLimits.count({ tenantId: request.tenantId, scope: 'otp-request:customer', account: mobileNo }, async () => {
      const row = await findCustomerByMobile(app.db, request.tenantId, mobileNo);
      if (!row) throw notFound(notRegisteredMessage(mobileNo));
      if (row.status !== 'A') throw forbidden(inactiveMessage(mobileNo));
      const sent = await app.otp.request({ tenantId: request.tenantId, audience: 'customer', mobileNo }, 'login');
      return { status: 200, ...sent };
    });
  });

  r.post('/authen/otp/verify', {
    config: authRateLimit(app),
    schema: {
      tags: ['authen'], summary: 'Log a customer in with the OTP', description: TENANT_HEADER_NOTE,
      body: Body({ mobileNo: MobileNo, otp: OtpCode, refCode: RefCode }), response: { 200: CustomerSessionSchema },
    },
  }, async (request) => {
    const { mobileNo, otp, refCode } = request.body;
    // Wrong codes count with wrong passwords: one limit per account whichever way it is guessed.
    return app.accountLimits.guard({ tenantId: request.tenantId, scope: 'login:customer', account: mobileNo }, async () => {
      await app.otp.verify({ tenantId: request.tenantId, audience: 'customer', mobileNo }, refCode, otp);
      const row = await findCustomerByMobile(app.db, request.tenantId, mobileNo);
      if (!row) throw notFound(notRegisteredMessage(mobileNo));
      return { status: 200, ...(await sessionBody(app, row)) };
    });
  });

  r.post('/authen/customerProfile', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: ['authen'], summary: 'The signed-in customer (fresh jtoken); a guest gets the guest user', security: [{ bearer: [] }],
      body: EmptyBody, response: { 200: CustomerUserSchema },
    },
  }, async (request) => {
    const claims = claimsOf(request);
    if (claims.Kind === 'guest') {
      const center = await guestCenter(app.centers, claims.TenantId, claims.SaleUnit);
      const jtoken = await app.tokens.sign({ UserId: claims.UserId, TenantId: claims.TenantId, Kind: 'guest', Role: 'GUEST', SaleUnit: center.saleUnit });
      return { ...guestUser(tenantBundle(app, claims.TenantId).companyCode, center), jtoken };
    }
    const row = await findCustomer(app.db, claims.TenantId, claims.UserId);
    // The spec's clients log out on exactly this message at status 500.
    if (!row) throw new HttpError(500, 'Customer not found');
    // Same session, new token: its expiry never passes the session's absolute limit (acting for a customer: 8 h).
    return issueCustomerSession(app, row, { saleUnit: claims.SaleUnit, actorId: claims.ActorId, actorKind: claims.ActorKind, from: claims });
  });

  r.post('/authen/changePassword', {
    preHandler: requireCustomer,
    config: authRateLimit(app),
    schema: {
      tags: ['authen'], summary: 'Change the customer\'s password', security: [{ bearer: [] }],
      body: Body({ oldPassword: Password, newPassword: NewPassword }), response: { 200: StatusOkSchema },
    },
  }, async (request) => {
    const claims = claimsOf(request);
    if (claims.ActorId) throw forbidden('A salesperson cannot change the customer\'s password');
    const { oldPassword, newPassword } = request.body;
    const row = await findCustomer(app.db, claims.TenantId, claims.UserId);
    if (!row) throw new HttpError(500, 'Customer not found');
    if (!(await verifyPassword(oldPassword, row.passwordHash))) {
      throw badRequest('Old password is incorrect', [{ field: '/body/oldPassword', reason: 'is incorrect' }]);
    }
    const hash = await hashPassword(newPassword);
    await app.db.orm.update(customers).set({ passwordHash: hash, updatedAt: new Date(app.clock()) })
      .where(and(eq(customers.tenantId, claims.TenantId), eq(customers.customerCode, claims.UserId)));
    // Every other session of the customer ends (a stolen token dies with the old password);
    // this one stays so the person who just proved the old password is not thrown out.
    await app.sessions.revokeUser(claims.TenantId, 'customer', claims.UserId, 'password changed', claims.sid);
    return { status: 200 };
  });
}

async function sessionBody(app: FastifyInstance, row: Parameters<typeof issueCustomerSession>[1]) {
  const user = await issueCustomerSession(app, row);
  return { jtoken: user.jtoken, user };
}
