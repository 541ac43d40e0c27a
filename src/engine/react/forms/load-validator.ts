import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validators } from 'virtual:talad/form-validators';
import { schemaKey } from './schema-key';

const pending = new Map<string, Promise<ValidatorType>>();
const ready = new Map<string, ValidatorType>();

/**
 * The validator of a form schema: its precompiled functions (built from schemas/forms by the Vite
 * plugin) when the build has them, else ajv compiling at run time. Cached per schema content so a
 * re-render with an equal schema object never reloads.
 */
export function loadValidator(schema: RJSFSchema): Promise<ValidatorType> {
  const key = schemaKey(schema);
  let promise = pending.get(key);
  if (!promise) {
    const precompiled = validators[key];
    promise = (
      precompiled
        ? precompiled().then((module) => createPrecompiledValidator(module.default, schema))
        : import('./runtime-validator').then((module) => {
            console.warn(`SchemaForm: schema "${String(schema.title ?? key)}" is not precompiled; validating with run-time ajv`);
            return module.runtimeValidator as ValidatorType;
          })
    ).then((validator) => {
      ready.set(key, validator);
      return validator;
    });
    pending.set(key, promise);
  }
  return promise;
}

/**
 * The schema's validator, or null while it loads. (State rather than `use()`: a suspended
 * `use()` resumed outside React's act scope could stay suspended in tests.)
 */
export function useValidator(schema: RJSFSchema): ValidatorType | null {
  const key = schemaKey(schema);
  const [loaded, setLoaded] = useState<{ key: string; validator: ValidatorType } | null>(null);
  useEffect(() => {
    let live = true;
    void loadValidator(schema).then((validator) => {
      if (live) setLoaded((previous) => (previous?.key === key && previous.validator === validator ? previous : { key, validator }));
    });
    return () => {
      live = false;
    };
  }, [schema, key]);
  return loaded?.key === key ? loaded.validator : (ready.get(key) ?? null);
}
