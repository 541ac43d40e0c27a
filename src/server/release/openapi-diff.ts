/**
 * A small structural diff of two OpenAPI 3 documents, enough for release notes a client developer
 * reads: operations added and removed, and for operations in both: parameters added, removed or
 * made required, request-body fields added, removed or made required, response statuses added or
 * removed, and deprecation. Chosen over the `openapi-diff` package, which needs a much larger
 * dependency tree for classifications we do not show; this reads only what Fastify's generated
 * document contains (inline schemas, no cross-document refs).
 */
type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OperationChange { method: string; path: string; changes: string[] }
export interface ApiDiff {
  added: { method: string; path: string; summary: string }[];
  removed: { method: string; path: string; summary: string }[];
  changed: OperationChange[];
}

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

function operations(doc: unknown): Map<string, Json> {
  const out = new Map<string, Json>();
  for (const [path, item] of Object.entries(obj(obj(doc).paths))) {
    for (const m of METHODS) {
      const op = obj(item)[m];
      if (op) out.set(`${m.toUpperCase()} ${path}`, obj(op));
    }
  }
  return out;
}

function params(op: Json): Map<string, boolean> {
  const list = Array.isArray(op.parameters) ? (op.parameters as Json[]) : [];
  return new Map(list.map((p) => [`${String(p.in)}:${String(p.name)}`, p.required === true]));
}

function bodyFields(op: Json): Map<string, boolean> {
  const content = obj(obj(op.requestBody).content);
  const schema = obj(obj(content['application/json'] ?? Object.values(content)[0]).schema);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return new Map(Object.keys(obj(schema.properties)).map((k) => [k, required.has(k)]));
}

function compareMaps(label: string, before: Map<string, boolean>, after: Map<string, boolean>, out: string[]) {
  for (const [k, req] of after) {
    if (!before.has(k)) out.push(`${label} ${k} added${req ? ' (required)' : ''}`);
    else if (req && !before.get(k)) out.push(`${label} ${k} is now required`);
    else if (!req && before.get(k)) out.push(`${label} ${k} is now optional`);
  }
  for (const k of before.keys()) if (!after.has(k)) out.push(`${label} ${k} removed`);
}

export function diffOpenApi(before: unknown, after: unknown): ApiDiff {
  const a = operations(before);
  const b = operations(after);
  const split = (key: string) => { const i = key.indexOf(' '); return { method: key.slice(0, i), path: key.slice(i + 1) }; };
  const diff: ApiDiff = { added: [], removed: [], changed: [] };
  for (const [key, op] of b) if (!a.has(key)) diff.added.push({ ...split(key), summary: String(op.summary ?? '') });
  for (const [key, op] of a) if (!b.has(key)) diff.removed.push({ ...split(key), summary: String(op.summary ?? '') });
  for (const [key, newOp] of b) {
    const oldOp = a.get(key);
    if (!oldOp) continue;
    const changes: string[] = [];
    compareMaps('parameter', params(oldOp), params(newOp), changes);
    compareMaps('body field', bodyFields(oldOp), bodyFields(newOp), changes);
    const codesBefore = new Set(Object.keys(obj(oldOp.responses)));
    for (const c of Object.keys(obj(newOp.responses))) if (!codesBefore.has(c)) changes.push(`response ${c} added`);
    const codesAfter = new Set(Object.keys(obj(newOp.responses)));
    for (const c of codesBefore) if (!codesAfter.has(c)) changes.push(`response ${c} removed`);
    if (newOp.deprecated === true && oldOp.deprecated !== true) changes.push('deprecated');
    if (changes.length) diff.changed.push({ ...split(key), changes });
  }
  const order = (x: { path: string; method: string }, y: { path: string; method: string }) => x.path.localeCompare(y.path) || x.method.localeCompare(y.method);
  diff.added.sort(order); diff.removed.sort(order); diff.changed.sort(order);
  return diff;
}
