import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { issueFor, type FormIssue, type JsonSchema } from './messages';

let ajv: Ajv | null = null;
const compiled = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    if (!ajv) {
      // Same options as rjsf's validator, so browser and server agree on what is an error.
      ajv = new Ajv({ allErrors: true, strict: false, verbose: true, multipleOfPrecision: 8 });
      addFormats(ajv);
    }
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * Validates data against a form schema (schemas/forms/*.json) and lists every problem with the
 * same message keys SchemaForm shows. The server answers a 400 with these.
 */
export function validateForm(schema: JsonSchema, data: unknown): FormIssue[] {
  const validate = validatorFor(schema);
  if (validate(data)) return [];
  const issues: FormIssue[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const issue = issueFor(schema, {
      dataPath: error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')),
      keyword: error.keyword,
      params: error.params as Record<string, unknown>,
      schemaPath: error.schemaPath,
    });
    if (!issue) continue;
    const id = `${issue.field}\u0000${issue.messageKey}`;
    if (seen.has(id)) continue;
    seen.add(id);
    issues.push(issue);
  }
  return issues;
}
