/**
 * Turns the route schemas into an API contract clients can generate from (issue 19 part 6):
 * every operation gets an operationId, its security, the TenantId header, its success body and
 * each error answer it can give, all errors pointing at the one FlaggedException schema.
 * Runs inside @fastify/swagger (`transform` per route, `transformObject` on the document), so
 * it changes the document only, never how a route validates or answers.
 */
import type { RouteOptions } from 'fastify';
import { ERROR_BODY_ID, errorDescription } from './error-body';

// The document is plain JSON walked by key; its shape is checked by Redocly, not by these types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const BEARER = [{ bearer: [] }];
/** Anonymous calls work (tenant from TenantId); a bearer token is read when sent. */
const OPTIONAL_BEARER = [{}, { bearer: [] }];
const GUARD_NAMES = new Set(['kindGuard', 'merchantGuard', 'merchantArea']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

const hooksOf = (route: RouteOptions): Array<{ name?: string }> =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((h) => (h ? (Array.isArray(h) ? h : [h]) : [])) as Array<{ name?: string }>;

/** `GET /api/orders/:id` → `getOrdersById`: stable, unique per method + path. */
export function operationIdFor(method: string, url: string): string {
  const words = url.replace(/^\/api(?=\/|$)/, '').split('/').filter(Boolean).flatMap((seg) => {
    const param = seg.match(/^:(\w+)/) ?? seg.match(/^\{(\w+)\}$/);
    const parts = (param ? param[1] : seg).split(/[^A-Za-z0-9]+/).filter(Boolean)
      .map((p) => (p === p.toUpperCase() ? p.charAt(0) + p.slice(1).toLowerCase() : p))
      .map((p) => p.charAt(0).toUpperCase() + p.slice(1));
    return param ? [`By${parts.join('')}`] : parts;
  });
  return `${method.toLowerCase()}${words.join('') || 'Root'}`;
}

const hasInput = (s: Json) => ['body', 'querystring', 'params', 'headers'].some((k) => s[k] && Object.keys(s[k].properties ?? {}).length + (s[k].anyOf || s[k].oneOf || s[k].$ref ? 1 : 0) > 0)
  || Boolean(s.body);

/** @fastify/swagger `transform`: what one route documents, before its schemas are resolved. */
export function contractTransform({ schema, url, route }: { schema: Json | undefined; url: string; route: RouteOptions }): { schema: Json; url: string } {
  const s: Json = { ...(schema ?? {}) };
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  s.operationId ??= operationIdFor(method, url);
  if (!s.security) s.security = hooksOf(route).some((h) => h.name && GUARD_NAMES.has(h.name)) ? BEARER : OPTIONAL_BEARER;
  const response: Json = { ...(s.response ?? {}) };
  if (!Object.keys(response).some((c) => /^2/.test(c))) {
    // Not described yet: any JSON. The server test helper still checks the status is documented.
    response[method === 'POST' ? '200' : '200'] = { description: 'Success (body not described yet)' };
  }
  const errors: number[] = [500];
  if (hasInput(s)) errors.push(400);
  const secured = (s.security as Json[]).every((req) => Object.keys(req).length > 0);
  if (secured) errors.push(401, 403);
  if (s.params) errors.push(404);
  if ((route.config as Json | undefined)?.rateLimit) errors.push(429);
  for (const code of errors) response[code] ??= { $ref: `${ERROR_BODY_ID}#`, description: errorDescription(code) };
  s.response = response;
  return { schema: s, url };
}

/** @fastify/swagger `transformObject`: document-wide parts (TenantId parameter, unique ids, 3.1 cleanup). */
export function contractObject(doc: Json): Json {
  doc.components ??= {};
  doc.components.parameters = {
    ...(doc.components.parameters ?? {}),
    TenantId: {
      name: 'TenantId', in: 'header', required: false,
      description: 'The tenant of an anonymous call (else Host, else the default tenant); a bearer token\'s TenantId claim always wins.',
      schema: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 40 },
      example: 'sabai',
    },
  };
  // Fastify's wildcard (`/tenants/:tenantId/*`) is not a valid OpenAPI parameter name: call it `path`.
  doc.paths = Object.fromEntries(Object.entries<Json>(doc.paths ?? {}).map(([path, item]) => {
    if (!path.includes('{*}')) return [path, item];
    for (const m of METHODS) {
      if (item[m]?.parameters) item[m].parameters = item[m].parameters.map((p: Json) => (p.in === 'path' && p.name === '*' ? { ...p, name: 'path', description: 'The rest of the path (may contain /)' } : p));
    }
    return [path.replace('{*}', '{path}'), item];
  }));
  const seen = new Set<string>();
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const m of METHODS) {
      const op: Json | undefined = item[m];
      if (!op) continue;
      // A route answering several methods shares one schema object: give each its own id.
      let id = op.operationId && !seen.has(op.operationId) ? op.operationId : operationIdFor(m, path);
      for (let n = 2; seen.has(id); n++) id = `${operationIdFor(m, path)}${n}`;
      seen.add(id);
      const params: Json[] = (op.parameters ?? []).filter((p: Json) => !(p.in === 'header' && /^tenantid$/i.test(p.name)));
      item[m] = { ...op, operationId: id, parameters: [...params, { $ref: '#/components/parameters/TenantId' }] };
    }
  }
  return doc;
}
