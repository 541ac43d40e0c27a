import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isY } from '../../../domain/flags';
import { HttpError, forbidden } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';

export const TAGS = ['line'];
export const LINE_LOGIN_FLAG = 'ENABLE_LINE_LOGIN';
export const ATHENA_LOGIN_FLAG = 'ENABLE_ATHENA_LOGIN';

/** The shop's own origin as the browser sees it (redirect URIs, links in messages). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function assertFlag(app: FastifyInstance, tenantId: string, flag: string, message: string): Promise<void> {
  if (!isY((await effectiveFlags(app, tenantId))[flag])) throw forbidden(message);
}

export const notConfigured = (what: string) => new HttpError(503, `${what} is not configured for this shop`);
