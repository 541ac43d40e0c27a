import type { RJSFSchema } from '@rjsf/utils';

export interface CompiledForm {
  /** File name without extension, e.g. `register`. */
  name: string;
  file: string;
  /** The key rjsf's precompiled validator looks up: the schema's `$id`, else its hash. */
  key: string;
  /** An ES module whose default export maps schema keys to validation functions. */
  code: string;
}

export function schemaKey(schema: RJSFSchema): string;
export function toEsModule(commonJs: string): string;
export function compileForm(file: string): CompiledForm;
export function formSchemaFiles(dirs: readonly string[]): string[];
