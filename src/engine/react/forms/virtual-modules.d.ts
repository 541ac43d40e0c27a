// Provided at build time by src/engine/build/vite-form-validators.ts.
declare module 'virtual:talad/form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  export const validators: Record<string, () => Promise<{ default: ValidatorFunctions }>>;
}
