import { escapeToken } from '../bundle/json-pointer';

/*
 * Form error messages are i18n keys. A schema names them per property and keyword:
 *   "name": { "type": "string", "x-messages": { "required": "merchant:promotion.nameRequired" } }
 * A schema holding a keyword may also name its message itself (useful inside `if`/`then`):
 *   "then": { "required": ["FreeNumber"], "x-messages": { "required": "merchant:promotion.freeRequired" } }
 * Anything unnamed falls back to `errors:form.<keyword>`. The browser (rjsf) and the server (ajv)
 * both go through issueFor, so they show the same message for the same mistake.
 */

export type JsonSchema = Record<string, unknown>;

/** One problem of a form: the field as a JSON pointer, the message key and its parameters. */
export interface FormIssue {
  field: string;
  messageKey: string;
  params: Record<string, unknown>;
}

export interface RawFormError {
  /** Data path segments of the failing value (for `required`: the object holding the property). */
  dataPath: string[];
  keyword: string;
  params: Record<string, unknown>;
  /** ajv's schema path, e.g. `#/properties/lines/items/then/required`. */
  schemaPath?: string;
}

const FALLBACK_KEYWORDS = new Set([
  'required', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'pattern', 'format', 'type', 'enum', 'const', 'minItems', 'maxItems',
]);
// Umbrella errors that only repeat a more precise error reported beside them.
const SKIPPED_KEYWORDS = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not', 'then', 'else']);

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveRef(root: JsonSchema, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#')) return schema;
  const target = schemaAtPointer(root, ref.slice(1));
  return target ? resolveRef(root, target) : schema;
}

/** The schema at a JSON pointer inside the schema document. */
export function schemaAtPointer(root: JsonSchema, pointer: string): JsonSchema | undefined {
  let node: unknown = root;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isSchema(node)) node = node[token];
    else return undefined;
  }
  return isSchema(node) ? node : undefined;
}

function childSchema(root: JsonSchema, schema: JsonSchema, segment: string): JsonSchema | undefined {
  const here = resolveRef(root, schema);
  const properties = here.properties;
  if (isSchema(properties) && isSchema(properties[segment])) return resolveRef(root, properties[segment]);
  if (/^\d+$/.test(segment) && isSchema(here.items)) return resolveRef(root, here.items);
  // Properties declared only inside combinators or conditional branches.
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = here[key];
    if (!Array.isArray(list)) continue;
    for (const branch of list) {
      const found = isSchema(branch) ? childSchema(root, branch, segment) : undefined;
      if (found) return found;
    }
  }
  for (const key of ['then', 'else']) {
    const branch = here[key];
    const found = isSchema(branch) ? childSchema(root, branch, segment) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The schema describing the value at a data path (following properties, items and branches). */
export function schemaAtDataPath(root: JsonSchema, segments: readonly string[]): JsonSchema | undefined {
  let schema: JsonSchema | undefined = root;
  for (const segment of segments) {
    if (!schema) return undefined;
    schema = childSchema(root, schema, segment);
  }
  return schema;
}

function namedMessage(schema: JsonSchema | undefined, keyword: string): string | undefined {
  const messages = schema?.['x-messages'];
  if (!isSchema(messages)) return undefined;
  const key = messages[keyword];
  return typeof key === 'string' ? key : undefined;
}

export function toPointer(segments: readonly string[]): string {
  return segments.map((segment) => `/${escapeToken(segment)}`).join('');
}

/** Turns one raw validation error into a FormIssue, or null for umbrella errors. */
export function issueFor(root: JsonSchema, error: RawFormError): FormIssue | null {
  if (SKIPPED_KEYWORDS.has(error.keyword)) return null;
  const missing = error.keyword === 'required' ? String(error.params.missingProperty ?? '') : '';
  const fieldPath = missing ? [...error.dataPath, missing] : error.dataPath;
  const holder = error.schemaPath ? schemaAtPointer(root, error.schemaPath.replace(/^#/, '').split('/').slice(0, -1).join('/')) : undefined;
  const key =
    namedMessage(schemaAtDataPath(root, fieldPath), error.keyword) ??
    (missing && isSchema(holder?.properties) ? namedMessage((holder.properties as JsonSchema)[missing] as JsonSchema, 'required') : undefined) ??
    namedMessage(holder, error.keyword) ??
    (FALLBACK_KEYWORDS.has(error.keyword) ? `errors:form.${error.keyword}` : 'errors:form.invalid');
  return { field: toPointer(fieldPath), messageKey: key, params: { ...error.params } };
}
