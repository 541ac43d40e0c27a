import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { lineQuantities, quantityLabel } from '../../../src/web/app/quantity';

/* Issue 19: quantities in the page's language, with English plurals, on every side. */
const common = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as object;

async function i18n(lng: 'th' | 'en') {
  const i = i18next.createInstance();
  await i.init({ lng, fallbackLng: false, ns: ['common'], resources: { th: { common: common('th') }, en: { common: common('en') } } });
  return i;
}

describe('quantityLabel', () => {
  it('says "1 bottle", "2 bottles" on English pages and "2 ขวด" on Thai ones', async () => {
    const en = await i18n('en');
    const th = await i18n('th');
    const bottle = { code: 'BT', th: 'ขวด', en: 'bottle' };
    expect(quantityLabel(en, 1, bottle)).toBe('1 bottle');
    expect(quantityLabel(en, 2, bottle)).toBe('2 bottles');
    expect(quantityLabel(en, 3, { code: 'BX', th: 'กล่อง' })).toBe('3 boxes');
    expect(quantityLabel(th, 2, bottle)).toBe('2 ขวด');
  });

  it("falls back to the unit's name in the page's language for a code without texts", async () => {
    const en = await i18n('en');
    expect(quantityLabel(en, 2, { code: 'ZZ', th: 'โหล', en: 'dozen' })).toBe('2 dozen');
    expect(quantityLabel(en, 2, { th: 'โหล' })).toBe('2 โหล');
  });

  it('lists an order line largest unit first, with no Thai on an English page', async () => {
    const en = await i18n('en');
    const line = { qty1: 2, qty2: 0, qty3: 1, Unit1: 'ขวด', Unit2: 'แพ็ค', Unit3: 'ลัง', UnitCode1: 'BT', UnitCode2: 'PK', UnitCode3: 'CS', Unit1En: 'bottle', Unit2En: 'pack', Unit3En: 'case' };
    expect(lineQuantities(en, line)).toBe('1 case, 2 bottles');
    expect(lineQuantities(en, line)).not.toMatch(/[\u0E00-\u0E7F]/);
  });
});
