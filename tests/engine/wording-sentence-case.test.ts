import { describe, expect, it } from 'vitest';
import { createI18n, localeResources } from '../../src/engine/index';
import sabai from '../../tenants/sabai/tenant.json';

/** The back office reads the tenant's wording the way the storefront does, in sentence case. */
describe('tenant wording in the back office', () => {
  const resources = localeResources;

  it('sabai says branch, lower case inside an English sentence', () => {
    const i18n = createI18n({ lang: 'en', resources, wording: sabai.wording });
    expect(i18n.t('merchant:profile.switch')).toBe('Switch branch');
    expect(i18n.t('merchant:orders.subtitle')).toBe('Sales orders of your branches, newest first.');
    expect(i18n.t('merchant:dashboard.centre')).toBe('Branch');
    expect(i18n.t('merchant:customer.centres')).toBe('Branches');
  });

  it('the storefront and the staff registration keep sentence case around the term too', () => {
    const i18n = createI18n({ lang: 'en', resources, wording: sabai.wording });
    expect(i18n.t('buyer:centres.chooseTitle')).toBe('Choose your branch');
    expect(i18n.t('merchant:register.newCentre')).toBe('Register a new branch');
    expect(createI18n({ lang: 'th', resources, wording: sabai.wording }).t('merchant:register.newCentre')).toBe('ลงทะเบียนสาขาใหม่');
    expect(createI18n({ lang: 'en', resources }).t('merchant:register.newCentre')).toBe('Register a new distribution center');
  });

  it('sabai says สาขา in Thai; a tenant without wording keeps the platform term', () => {
    expect(createI18n({ lang: 'th', resources, wording: sabai.wording }).t('merchant:profile.switch')).toBe('เปลี่ยนสาขา');
    const plain = createI18n({ lang: 'en', resources });
    expect(plain.t('merchant:profile.switch')).toBe('Switch distribution center');
    expect(plain.t('merchant:dashboard.allCentres')).toBe('All my distribution centers');
  });

  it("sabai's points are coins on the buyer's points page, list sort and missions, in English and Thai", () => {
    const en = createI18n({ lang: 'en', resources, wording: sabai.wording });
    expect(en.t('buyer:loyalty.balance')).toBe('Your coins');
    expect(en.t('buyer:loyalty.history')).toBe('Coins history');
    expect(en.t('buyer:list.pointsLowHigh')).toBe('Coins: low to high');
    expect(en.t('buyer:mission.received', { points: 35 })).toBe('You received 35 coins');
    const th = createI18n({ lang: 'th', resources, wording: sabai.wording });
    expect(th.t('buyer:loyalty.balance')).toBe('เหรียญคงเหลือ');
    expect(th.t('buyer:loyalty.history')).toBe('ประวัติเหรียญ');
    expect(th.t('buyer:cart.redeemTitle')).toBe('ตะกร้าแลกเหรียญ');
    const plain = createI18n({ lang: 'en', resources });
    expect(plain.t('buyer:loyalty.balance')).toBe('Your points');
    expect(plain.t('buyer:mission.received', { points: 35 })).toBe('You received 35 points');
    expect(createI18n({ lang: 'th', resources }).t('buyer:loyalty.history')).toBe('ประวัติคะแนน');
  });
});
