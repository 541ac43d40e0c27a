import { describe, expect, it } from 'vitest';
import enBuyer from '../../../locales/en/buyer.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import enMerchant from '../../../locales/en/merchant.json';
import enRider from '../../../locales/en/rider.json';
import thBuyer from '../../../locales/th/buyer.json';
import thCommon from '../../../locales/th/common.json';
import thErrors from '../../../locales/th/errors.json';
import thMerchant from '../../../locales/th/merchant.json';
import thRider from '../../../locales/th/rider.json';

type Texts = { [key: string]: string | Texts };

function flat(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
}

/**
 * Thai texts left as the English on purpose: names (LINE, Facebook, the English language) and a
 * technical term staff type as is. The spec's English error texts ('Error occured', 'Not Found',
 * 'Oops...Something went wrong', 'Unknown middleware') stay word for word in English only: a Thai
 * page says them in Thai (docs/spec-conformance.md).
 */
const ENGLISH_ON_PURPOSE = new Set([
  'buyer:diagnostics.ids.line-login', 'buyer:diagnostics.ids.line-messaging', 'buyer:diagnostics.ids.oidc-athena',
  'common:menu.messagingApp', 'common:menu.photoSharing', 'common:menu.socialNetwork', 'common:language.en', 'common:line.hookTitle',
  'merchant:webconfig.pointer', 'merchant:gateways.fields.serviceId', 'merchant:flags.group.line',
]);

const NAMESPACES: [string, Texts, Texts][] = [
  ['buyer', enBuyer, thBuyer], ['common', enCommon, thCommon], ['errors', enErrors, thErrors],
  ['merchant', enMerchant, thMerchant], ['rider', enRider, thRider],
];

describe('Thai texts', () => {
  it('a Thai page shows no English sentence left untranslated (e.g. the back office\'s "Upload image failed")', () => {
    const untranslated: string[] = [];
    for (const [ns, en, th] of NAMESPACES) {
      const english = new Map(flat(en));
      for (const [key, text] of flat(th)) {
        const words = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '');
        if (/[A-Za-z]{4,}/.test(words) && !/[\u0E00-\u0E7F]/.test(words) && english.get(key) === text && !ENGLISH_ON_PURPOSE.has(`${ns}:${key}`)) {
          untranslated.push(`${ns}:${key} = ${text}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });
});
