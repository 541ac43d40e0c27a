import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import enMerchant from '../../locales/en/merchant.json';
import thCommon from '../../locales/th/common.json';
import thMerchant from '../../locales/th/merchant.json';
import { realTenants } from './helpers';

type Texts = { [key: string]: string | Texts };

const LOCALES: Record<string, [Texts, Texts]> = { common: [thCommon, enCommon], merchant: [thMerchant, enMerchant] };

function text(texts: Texts, key: string): string | undefined {
  const found = key.split('.').reduce<string | Texts | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), texts);
  return typeof found === 'string' ? found : undefined;
}

// The page title names the browser tab and the phone's top bar; without one a buyer on
// /my-package saw only the shop's name in both, and so did the bare pages (the diagnostics page
// at /test, the release notes, LINE's sign-in steps).
describe('route titles', () => {
  it('every page, in every frame and in the bare one, has a title in Thai and English', () => {
    const missing: string[] = [];
    for (const tenant of realTenants().tenants) {
      for (const [id, route] of Object.entries(tenant.bundle?.routes ?? {})) {
        const [ns = '', key = ''] = (route.title ?? '').split(':');
        const texts = LOCALES[ns];
        if (!texts || !texts.every((lang) => text(lang, key))) missing.push(`${tenant.id} ${id} ${route.path} ${route.title ?? '(no title)'}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
