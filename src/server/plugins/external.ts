import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { contractObject, contractTransform } from '../contract/document';
import { ErrorBodySchema } from '../contract/error-body';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, waitMessage } from '../errors';

// One nonce per response, used by the CSP header and by the inline boot script of index.html.
const nonces = new WeakMap<ServerResponse, string>();
export const cspNonce = (reply: FastifyReply): string => nonces.get(reply.raw) ?? '';

/** Plugins from npm, in the order docs/ARCHITECTURE.md gives: security, cookies, limits, uploads, docs. */
export async function registerExternal(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`],
        scriptSrcAttr: ["'none'"],
        // theme-ui/emotion inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    // Closed unless CORS_ORIGINS lists origins: the SPA is served from the same origin.
    origin: app.config.corsOrigins.length ? app.config.corsOrigins : false,
    credentials: true,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, waitMessage(seconds), undefined, { 'retry-after': String(seconds) });
    },
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 6, fields: 50 } });
  app.addSchema(ErrorBodySchema);
  await app.register(swagger, {
    transform: contractTransform,
    transformObject: (d) => ('openapiObject' in d ? contractObject(d.openapiObject as Record<string, unknown>) : d.swaggerObject) as never,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Talad API',
        version: '0.1.0',
        description: 'Multi-tenant B2B ordering. Every call carries `TenantId` (or a bearer token whose TenantId claim wins). Errors are flagged exceptions: `{ IsException: true, Message, Errors? }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** Per-route, per-address rate limit for password, OTP and registration endpoints. */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.authRateLimit, timeWindow: 60_000 } };
}

/**
 * OTP requests send an SMS (cost, and a registered/unregistered-number oracle the spec's 404 text
 * keeps): a 15-minute per-address window on top of the per-minute one. Returns a check to await in
 * the handler (a route carries only one `rateLimit` config).
 */
export function otpRequestAddressLimit(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const limit = app.createRateLimit({ max: app.config.otpRateLimit, timeWindow: 15 * 60_000 });
  return async (request) => {
    const result = await limit(request);
    // `isAllowed` only means "on the allow list"; the count decides.
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, Math.ceil(result.ttl / 1000));
      throw new HttpError(429, waitMessage(seconds), undefined, { 'retry-after': String(seconds) });
    }
  };
}
