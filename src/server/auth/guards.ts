import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isMerchantRole, isSuperAdmin } from '../../domain/roles';
import { HttpError, forbidden } from '../errors';
import { bearerChallenge, type TokenClaims, type TokenKind } from './jwt';

/** 401 with the bearer challenge; an expired token says when it expired (spec error catalogue). */
export function authRequired(request: FastifyRequest): HttpError {
  const failure = request.authFailure;
  const challenge = failure ? bearerChallenge(failure.description) : 'Bearer';
  return new HttpError(401, failure?.description ?? 'Unauthorized', undefined, { 'www-authenticate': challenge });
}

/** The valid claims of this request, or a 401. */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw authRequired(request);
  return request.auth;
}

/** Only tokens of these kinds may call the route (401 without a valid token, 403 with another kind). */
export function requireKinds(...kinds: TokenKind[]): preHandlerAsyncHookHandler {
  return async function kindGuard(request: FastifyRequest, _reply: FastifyReply) {
    const claims = claimsOf(request);
    if (!kinds.includes(claims.Kind)) throw forbidden();
  };
}

/** Merchant back office: roles 1, 3, 4, 5, 7, 8; `superAdmin` narrows to role 1. */
export function requireMerchant(opts: { superAdmin?: boolean } = {}): preHandlerAsyncHookHandler {
  return async function merchantGuard(request: FastifyRequest, _reply: FastifyReply) {
    const claims = claimsOf(request);
    if (claims.Kind !== 'merchant' || !isMerchantRole(claims.Role)) throw forbidden();
    if (opts.superAdmin && !isSuperAdmin(claims.Role)) throw forbidden('Super admin only');
  };
}

export const requireCustomer = requireKinds('customer');
export const requireCustomerOrGuest = requireKinds('customer', 'guest');
export const requireRider = requireKinds('rider');
export const requireSuperAdmin = requireMerchant({ superAdmin: true });
