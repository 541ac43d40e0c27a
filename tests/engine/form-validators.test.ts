import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileForm, formSchemaFiles, schemaKey, toEsModule } from '../../src/engine/build/form-validators.js';
import { ROOT } from './helpers';

const fixture = path.join(ROOT, 'tests/engine/fixtures/promotion-form.json');
// Inside node_modules so the generated imports of ajv runtime helpers resolve.
const outDir = path.join(ROOT, 'node_modules/.cache/talad-form-validators-test');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('form validators compiled at build time', () => {
  it('turn ajv CommonJS requires into ES imports', () => {
    const out = toEsModule('"use strict";\nexports["a"] = v;\nconst f = require("ajv/dist/runtime/ucs2length").default;\nconst g = require("ajv/dist/runtime/ucs2length");');
    expect(out).toContain('import * as __dep0 from "ajv/dist/runtime/ucs2length.js";');
    expect(out).toContain('const f = __require(__dep0).default;');
    expect(out).toContain('const g = __require(__dep0);');
    expect(out).not.toMatch(/[^_]require\(/);
    expect(out).toContain('export default exports;');
  });

  it('produce a module whose functions validate like the schema, keyed for rjsf', async () => {
    const compiled = compileForm(fixture);
    expect(compiled.name).toBe('promotion-form');
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, 'promotion-form.mjs');
    writeFileSync(file, compiled.code);
    const module = (await import(pathToFileURL(file).href)) as { default: Record<string, (data: unknown) => boolean> };
    const validate = module.default[compiled.key];
    expect(typeof validate).toBe('function');
    expect(validate({ PromotionName: 'A', Opt30: 'B', lines: [{}] })).toBe(true);
    expect(validate({ Opt30: 'B', lines: [] })).toBe(false);
    expect(compiled.key).toBe(schemaKey(JSON.parse(JSON.stringify((await import('./fixtures/promotion-form.json')).default))));
  });

  it('list the schema files of the given folders, ignoring missing ones', () => {
    expect(formSchemaFiles([path.dirname(fixture), path.join(ROOT, 'no-such-dir')])).toContain(fixture);
  });
});
