import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { FieldError } from '../errors';

/**
 * Two validators: bodies are validated exactly as sent (no coercion, unknown fields refused, every
 * error reported); query strings and path params are text by nature, so they are coerced.
 */
export function installValidators(app: FastifyInstance): void {
  // strictNumbers: NaN/Infinity are not numbers (JSON `1e309` parses to Infinity and reached SQL).
  // multipleOfPrecision: JSON numbers are binary floats (12.34 % 0.01 ≠ 0), so "two decimals" is
  // checked to 1e-6 rather than exactly; without it most baht amounts with satang were a 400.
  const common = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false, strictNumbers: true, multipleOfPrecision: 6 } as const;
  const bodyAjv = new Ajv({ ...common, coerceTypes: false });
  const textAjv = new Ajv({ ...common, coerceTypes: 'array' });
  addFormats(bodyAjv);
  addFormats(textAjv);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));
}

const PART: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/** Ajv errors → `{ field: '/body/mobileNo', reason }`, one per failing field. */
export function fieldErrors(context: string | undefined, errors: readonly (FastifySchemaValidationError | ErrorObject)[]): FieldError[] {
  const prefix = `/${PART[context ?? 'body'] ?? context}`;
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    // 'must match "then" schema' only repeats the precise errors reported beside it.
    if (e.keyword === 'if') continue;
    const params = (e.params ?? {}) as Record<string, unknown>;
    let path = e.instancePath ?? '';
    let reason = e.message ?? 'is invalid';
    if (e.keyword === 'required' && typeof params.missingProperty === 'string') {
      path += `/${params.missingProperty}`;
      reason = 'is required';
    } else if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      path += `/${params.additionalProperty}`;
      reason = 'is not allowed';
    }
    const field = `${prefix}${path}`;
    const key = `${field}|${reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, reason });
  }
  return out;
}
