import type { FastifyInstance } from 'fastify';
import { call } from './helpers';

/**
 * The route walk shared by the tests that call every documented endpoint (tenancy, roles,
 * role-walk, merchant-writes): read the OpenAPI document (so routes added later are walked too)
 * and build, per route and method, a request whose path, query and body are filled from the
 * route's own schemas, with the caller's `valueFor(name)` for every free-text value.
 */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  minimum?: number;
  pattern?: string;
  examples?: unknown[];
}

interface Param { in: string; name: string; schema?: Schema; example?: unknown }
interface Op { summary?: string; parameters?: Param[]; requestBody?: { content: Record<string, { schema: Schema }> } }

export interface Endpoint {
  method: string;
  route: string;
  /** `METHOD /route` as written in the document (what skip lists name). */
  key: string;
  /** Path with its parameters filled, and `?query` when the route documents query parameters. */
  url: string;
  /** The same without the query. */
  path: string;
  /** The query string alone ('' when none). */
  query: string;
  /** A sample JSON body (undefined for GET, DELETE and multipart). */
  body: unknown;
  multipart: boolean;
}

/** A value of `schema`: constants and first enum members as given, strings from `valueFor(name)`. */
export function sample(name: string, schema: Schema, valueFor: (name: string) => string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(name, schema.anyOf[0], valueFor);
  switch (schema.type) {
    case 'object': return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(k, v, valueFor)]));
    case 'array': return schema.items ? [sample(name, schema.items, valueFor)] : [];
    case 'integer': case 'number': return Math.max(1, schema.minimum ?? 1);
    case 'boolean': return true;
    default: return valueFor(name);
  }
}

/**
 * Every documented endpoint whose route `include` accepts (all when absent), minus the `skip`
 * keys, as requests. A path parameter with a schema other than a plain string (an integer id, a
 * fixed set of values) gets a value of that schema; other path parameters get `valueFor(name)`.
 */
export async function walkEndpoints(app: FastifyInstance, opts: {
  valueFor: (name: string) => string;
  include?: RegExp[];
  skip?: (key: string, method: string) => boolean;
}): Promise<Endpoint[]> {
  const doc = (await call(app, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, Op>> };
  const out: Endpoint[] = [];
  const value = (p: Param) => {
    if (p.schema && p.schema.type !== 'string') return String(sample(p.name, p.schema, opts.valueFor));
    const v = opts.valueFor(p.name);
    // An id with its own shape (a recurring order's RS0000001) gets the schema's example: a value
    // the route would refuse as malformed (400) says nothing about who may reach the row.
    const example = p.example ?? p.schema?.examples?.[0];
    return p.schema?.pattern && !new RegExp(p.schema.pattern).test(v) && example !== undefined ? String(example) : v;
  };
  for (const [route, methods] of Object.entries(doc.paths)) {
    if (opts.include && !opts.include.some((re) => re.test(route))) continue;
    for (const [method, op] of Object.entries(methods)) {
      const M = method.toUpperCase();
      const key = `${M} ${route}`;
      if (opts.skip?.(key, M)) continue;
      const params = op.parameters ?? [];
      const path = route.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const p = params.find((x) => x.in === 'path' && x.name === name);
        return encodeURIComponent(p ? value(p) : opts.valueFor(name));
      });
      const query = params.filter((p) => p.in === 'query').map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sample(p.name, p.schema ?? {}, opts.valueFor)))}`).join('&');
      const content = op.requestBody?.content ?? {};
      const schema = content['application/json']?.schema;
      const multipart = 'multipart/form-data' in content || /multipart/i.test(op.summary ?? '');
      const body = M === 'GET' || M === 'DELETE' || multipart ? undefined : schema ? sample('body', schema, opts.valueFor) : {};
      out.push({ method: M, route, key, url: query ? `${path}?${query}` : path, path, query, body, multipart });
    }
  }
  return out;
}
