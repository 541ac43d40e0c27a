import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import base from '../../tenants/_base/tenant.json';
import meta from '../../tenants/_base/flags.meta.json';
import schema from '../../schemas/flags-meta.schema.json';

const declared = Object.keys(base.flags);
const described = meta.flags as Record<string, { group: string; label: { th: string; en: string }; description: { th: string; en: string } }>;
const THAI = /[\u0E00-\u0E7F]/;

describe('tenants/_base/flags.meta.json (what ops read on the web-config screen)', () => {
  it('fits its JSON schema', () => {
    const validate = new Ajv2020({ allErrors: true }).compile(schema);
    expect(validate(meta), JSON.stringify(validate.errors)).toBe(true);
  });

  it('describes every declared flag, and only declared flags, in Thai and English', () => {
    expect(declared.filter((f) => !described[f])).toEqual([]);
    expect(Object.keys(described).filter((f) => !declared.includes(f))).toEqual([]);
    const problems = Object.entries(described).flatMap(([name, m]) => [
      ...(['label', 'description'] as const).flatMap((part) => [
        ...(THAI.test(m[part].th) ? [] : [`${name}.${part}.th has no Thai`]),
        ...(THAI.test(m[part].en) ? [`${name}.${part}.en has Thai`] : []),
      ]),
      ...(m.group in meta.groups ? [] : [`${name}: unknown group ${m.group}`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('docs/flags.md documents exactly the declared flags', () => {
    const doc = readFileSync('docs/flags.md', 'utf8');
    const rows = [...doc.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(declared.filter((f) => !rows.includes(f))).toEqual([]);
    expect(rows.filter((f) => !declared.includes(f))).toEqual([]);
  });
});
