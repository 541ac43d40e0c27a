import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import tenantSchema from '../../../schemas/tenant.schema.json';
import { pointerOf } from './json-pointer';

export interface Problem {
  pointer: string;
  reason: string;
}

export type SchemaPart = 'bundle' | 'patch' | 'variant';

let validators: Record<SchemaPart, ValidateFunction> | null = null;

function compiled(): Record<SchemaPart, ValidateFunction> {
  if (validators) return validators;
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema(tenantSchema);
  const id = tenantSchema.$id;
  const get = (part: SchemaPart): ValidateFunction => {
    const fn = ajv.getSchema(`${id}#/$defs/${part}`);
    if (!fn) throw new Error(`schemas/tenant.schema.json has no $defs/${part}`);
    return fn;
  };
  validators = { bundle: get('bundle'), patch: get('patch'), variant: get('variant') };
  return validators;
}

function describe(error: ErrorObject): Problem | null {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return { pointer: at + pointerOf(String(params.additionalProperty)), reason: `unknown property '${String(params.additionalProperty)}'` };
    case 'required':
      return { pointer: at, reason: `missing required property '${String(params.missingProperty)}'` };
    case 'propertyNames':
      // ajv also reports the inner failure (with propertyName); that one is more precise.
      return null;
    case 'enum':
      return { pointer: at, reason: `${error.message ?? 'invalid value'}: ${(params.allowedValues as unknown[]).join(', ')}` };
    default: {
      const name = (error as ErrorObject & { propertyName?: string }).propertyName;
      if (name !== undefined) return { pointer: at + pointerOf(name), reason: `invalid name '${name}': ${error.message ?? ''}` };
      return { pointer: at, reason: error.message ?? error.keyword };
    }
  }
}

/** JSON-schema problems of a bundle, tenant patch or variant, each with its JSON pointer. */
export function schemaProblems(part: SchemaPart, value: unknown): Problem[] {
  const validate = compiled()[part];
  if (validate(value)) return [];
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const error of validate.errors ?? []) {
    const problem = describe(error);
    if (!problem) continue;
    const key = `${problem.pointer}\u0000${problem.reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
  }
  return out;
}
