/**
 * Every server test checks the API contract for free: each answer `call()` gets is checked against
 * the operation's documented responses in the app's own OpenAPI document (/api/docs/json). An
 * undocumented status, or a JSON body its schema refuses, fails the test naming the operation,
 * the status and the JSON pointer.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

type Json = Record<string, any>;
interface Operation { method: string; template: string; regex: RegExp; statics: number; op: Json }
interface Checker { ops: Operation[]; ajv: Ajv2020; validators: Map<string, ReturnType<Ajv2020['compile']>> }

const DOC_ID = 'talad-openapi.json';
const checkers = new WeakMap<FastifyInstance, Checker>();

function checkerFor(app: FastifyInstance): Checker {
  const cached = checkers.get(app);
  if (cached) return cached;
  const doc = JSON.parse(JSON.stringify(app.swagger())) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  // Component schemas carry their own $id (e.g. FlaggedException): drop them so refs resolve by pointer.
  for (const s of Object.values<Json>(doc.components?.schemas ?? {})) delete s.$id;
  ajv.addSchema({ ...doc, $id: DOC_ID });
  const ops: Operation[] = [];
  for (const [template, item] of Object.entries<Json>(doc.paths ?? {})) {
    const segments = template.split('/');
    // Fastify's trailing wildcard, documented as {path} (src/server/contract/document.ts), spans slashes.
    const wildcard = (i: number) => i === segments.length - 1 && segments[i] === '{path}';
    const regex = new RegExp(`^${segments.map((s, i) => (/^\{.+\}$/.test(s) ? (wildcard(i) ? '.+' : '[^/]+') : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`);
    const statics = segments.filter((s) => !/^\{.+\}$/.test(s)).length;
    for (const [method, op] of Object.entries<Json>(item)) if (op && typeof op === 'object' && op.responses) ops.push({ method: method.toUpperCase(), template, regex, statics, op });
  }
  ops.sort((a, b) => b.statics - a.statics);
  const checker = { ops, ajv, validators: new Map() };
  checkers.set(app, checker);
  return checker;
}

const pointer = (...parts: string[]) => `#${parts.map((p) => `/${encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('')}`;

/** Throws when the answer breaks the documented contract of the operation it reached. */
export function checkContract(app: FastifyInstance, method: string, url: string, res: { statusCode: number; headers: Json; body: string }): void {
  if (process.env.CONTRACT_CHECK === 'off') return;
  const m = method.toUpperCase();
  if (m === 'HEAD' || m === 'OPTIONS') return;
  const path = url.split('?')[0];
  const c = checkerFor(app);
  const found = c.ops.find((o) => o.method === m && o.regex.test(path));
  if (!found) return; // not an API operation (static files, SPA pages, 404 for unknown routes)
  const name = `${found.op.operationId} (${m} ${found.template})`;
  const status = String(res.statusCode);
  let key = [status, `${status[0]}XX`, 'default'].find((k) => found.op.responses[k]);
  // A success status must be documented. An undocumented error status is only checked for the
  // shared error body, unless CONTRACT_CHECK=strict (the documented error lists are inferred from
  // each route's shape, so strict mode is how to find the ones still missing).
  const undocumented = `API contract: ${name} answered ${status}, which it does not document (documents ${Object.keys(found.op.responses).join(', ')})`;
  if (!key && (res.statusCode < 400 || process.env.CONTRACT_CHECK === 'strict')) throw new Error(undocumented);
  const errorKey = Object.keys(found.op.responses).find((k) => /^[45]/.test(k));
  if (!key) key = errorKey;
  if (!key) return;
  const schema = found.op.responses[key].content?.['application/json']?.schema;
  const type = String(res.headers['content-type'] ?? '');
  if (!schema || !type.includes('json') || !res.body) return;
  const id = `${found.template} ${found.method} ${key}`;
  let validate = c.validators.get(id);
  if (!validate) {
    validate = c.ajv.compile({ $ref: `${DOC_ID}${pointer('paths', found.template, found.method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')}` });
    c.validators.set(id, validate);
  }
  const body = JSON.parse(res.body);
  if (!validate(body)) {
    const e = validate.errors![0];
    throw new Error(`API contract: ${name} answered ${status} with a body its schema refuses at "${e.instancePath || '/'}": ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }
}
