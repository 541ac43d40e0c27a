import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { createI18n, localeResources } from '../../src/engine/index';
import base from '../../tenants/_base/tenant.json';
import sabai from '../../tenants/sabai/tenant.json';
import meta from '../../tenants/_base/flags.meta.json';
import schema from '../../schemas/flags-meta.schema.json';
import enMerchant from '../../locales/en/merchant.json';
import thMerchant from '../../locales/th/merchant.json';

const declared = Object.keys(base.flags);
const described = meta.flags as Record<string, { group: string }>;
const THAI = /[\u0E00-\u0E7F]/;
type FlagTexts = Record<string, { label?: string; description?: string } | Record<string, string>>;
const PLAIN = { th: createI18n({ lang: 'th', resources: localeResources }), en: createI18n({ lang: 'en', resources: localeResources }) };
const LOCALES = { th: thMerchant.flags as FlagTexts, en: enMerchant.flags as FlagTexts };

describe('tenants/_base/flags.meta.json (the registry of flag ids the web-config screen groups)', () => {
  it('fits its JSON schema', () => {
    const validate = new Ajv2020({ allErrors: true }).compile(schema);
    expect(validate(meta), JSON.stringify(validate.errors)).toBe(true);
  });

  it('lists every declared flag, and only declared flags, each in a known group', () => {
    expect(declared.filter((f) => !described[f])).toEqual([]);
    expect(Object.keys(described).filter((f) => !declared.includes(f))).toEqual([]);
    expect(Object.entries(described).filter(([, m]) => !meta.groups.includes(m.group)).map(([name]) => name)).toEqual([]);
  });

  it('every flag id and group has a label and description in Thai and English in the locale files, and no other id does', () => {
    const problems = (['th', 'en'] as const).flatMap((lang) => {
      const texts = LOCALES[lang];
      const group = texts.group as Record<string, string>;
      return [
        ...declared.flatMap((name) => (['label', 'description'] as const).flatMap((part) => {
          const text = (texts[name] as { label?: string; description?: string } | undefined)?.[part];
          if (!text) return [`${lang}: ${name}.${part} is missing`];
          // As the page reads it: a label that is only a nested term ('$t(common:terms.points)') is Thai in Thai.
          const read = PLAIN[lang].t(`merchant:flags.${name}.${part}`);
          return THAI.test(read) === (lang === 'th') ? [] : [`${lang}: ${name}.${part} is not ${lang === 'th' ? 'Thai' : 'English'}: ${read}`];
        })),
        ...meta.groups.filter((g) => !group?.[g]).map((g) => `${lang}: group.${g} is missing`),
        ...Object.keys(texts).filter((k) => k !== 'group' && !declared.includes(k)).map((k) => `${lang}: ${k} is not a declared flag`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("sabai's admin reads the shop's words for the centre and points; a tenant without wording keeps the platform's", () => {
    const th = createI18n({ lang: 'th', resources: localeResources, wording: sabai.wording });
    const en = createI18n({ lang: 'en', resources: localeResources, wording: sabai.wording });
    expect(th.t('merchant:flags.ENABLE_SWITCH_DC.label')).toBe('เปลี่ยนสาขา');
    expect(th.t('merchant:flags.group.centre')).toBe('สาขา');
    expect(th.t('merchant:flags.DISABLE_DC_PICKER_AT_START.description')).toBe('ใช่: ใช้สาขาแรกหรือสาขาที่บันทึกไว้โดยไม่ถามในการเข้าชมครั้งแรก');
    expect(en.t('merchant:flags.ENABLE_SWITCH_DC.label')).toBe('Switch branch');
    expect(th.t('merchant:flags.ENABLE_REDEEM.label')).toBe('แลกด้วยเหรียญ');
    const plain = createI18n({ lang: 'th', resources: localeResources });
    expect(plain.t('merchant:flags.ENABLE_SWITCH_DC.label')).toBe('เปลี่ยนศูนย์กระจายสินค้า');
    expect(createI18n({ lang: 'en', resources: localeResources }).t('merchant:flags.ENABLE_SWITCH_DC.label')).toBe('Switch distribution center');
  });

  it('docs/flags.md documents exactly the declared flags', () => {
    const doc = readFileSync('docs/flags.md', 'utf8');
    const rows = [...doc.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(declared.filter((f) => !rows.includes(f))).toEqual([]);
    expect(rows.filter((f) => !declared.includes(f))).toEqual([]);
  });
});
