// Plain JavaScript (typed by vite-form-validators.d.ts), loaded by vite.config.ts / vitest.config.ts.
import path from 'node:path';
import { compileForm, formSchemaFiles } from './form-validators.js';

const INDEX_ID = 'virtual:talad/form-validators';
const FORM_PREFIX = 'virtual:talad/form-validator/';

/**
 * Vite plugin: `import { validators } from 'virtual:talad/form-validators'` gives, per form
 * schema of the folders (relative to the working directory), a lazy loader of its precompiled
 * validation functions keyed like rjsf's precompiled validator expects. Each form's code is its
 * own chunk, loaded with the form. Restart the dev server after adding a schema file.
 */
export function formValidators(options) {
  const dirs = options.dirs.map((dir) => path.resolve(dir));
  const files = () => formSchemaFiles(dirs);
  return {
    name: 'talad-form-validators',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(FORM_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = files().map((file) => {
          const { key, name } = compileForm(file);
          return `  ${JSON.stringify(key)}: () => import(${JSON.stringify(FORM_PREFIX + name)}),`;
        });
        return `export const validators = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${FORM_PREFIX}`)) {
        const name = id.slice(FORM_PREFIX.length + 1);
        const file = files().find((candidate) => path.basename(candidate, '.json') === name);
        if (!file) throw new Error(`no form schema named ${name} in ${dirs.join(', ')}`);
        this.addWatchFile(file);
        return compileForm(file).code;
      }
      return null;
    },
  };
}
