// Plain JavaScript (typed by form-validators.d.ts): vite.config.ts loads it directly, and Vite's
// config loader wants explicit file extensions, which TypeScript sources here cannot use.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashForSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';

/*
 * Build-time compilation of form schemas into plain validation functions (ajv "standalone"
 * code). The browser then validates forms without `new Function`, which the server's
 * Content-Security-Policy (no 'unsafe-eval') forbids. Node-only.
 */

/** Same rule as src/engine/react/forms/schema-key.ts: `$id`, else rjsf's schema hash. */
export function schemaKey(schema) {
  return typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
}

/** ajv emits CommonJS; turn its `require(...)` of runtime helpers into ES imports. */
export function toEsModule(commonJs) {
  const modules = [];
  const body = commonJs.replace(/require\((["'])([^"']+)\1\)/g, (_, _quote, required) => {
    // Deep imports need their extension under plain Node ESM (ajv has no "exports" map).
    const id = /^(@[^/]+\/)?[^/]+\/.+/.test(required) && !/\.[cm]?js$/.test(required) ? `${required}.js` : required;
    let index = modules.indexOf(id);
    if (index < 0) index = modules.push(id) - 1;
    return `__require(__dep${index})`;
  });
  const imports = modules.map((id, index) => `import * as __dep${index} from ${JSON.stringify(id)};`).join('\n');
  // What `require` returned (module.exports): Node puts it on the namespace's default, bundlers
  // spread it over the namespace itself.
  const requireShim = 'const __require = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);';
  return `${imports}\n${requireShim}\nconst exports = {};\n${body.replace(/^"use strict";/, '')}\nexport default exports;\n`;
}

export function compileForm(file) {
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  return {
    name: path.basename(file, '.json'),
    file,
    key: schemaKey(schema),
    code: toEsModule(compileSchemaValidatorsCode(schema, {})),
  };
}

/** Every `*.json` form schema in the given folders. */
export function formSchemaFiles(dirs) {
  return dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => path.join(dir, name))
      : [],
  );
}
