import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type TSchema } from '@sinclair/typebox';

export const FORMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/forms');

export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, unknown>;
  required?: string[];
  [k: string]: unknown;
}

/** A form schema of `schemas/forms/` (the one the web form renders), ready for a route. */
export function formSchema(file: string): JsonSchemaObject {
  const raw = JSON.parse(fs.readFileSync(path.join(FORMS_DIR, file), 'utf8')) as JsonSchemaObject;
  // $id/$schema would clash when several apps compile the same file in one process (tests).
  const { $id: _id, $schema: _schema, ...schema } = raw;
  return schema;
}

/**
 * A request body = the web form's schema (same fields, same rules, so form and API agree by
 * construction) plus fields only API clients send. Unknown fields stay refused.
 */
export function formBody<T>(file: string, extras: Record<string, TSchema>, description?: string) {
  const form = formSchema(file);
  return Type.Unsafe<T>({
    ...form,
    properties: { ...form.properties, ...extras },
    additionalProperties: false,
    ...(description ? { description } : {}),
  });
}
