import { describe, expect, it } from 'vitest';
import { buildTheme, createI18n, createRegistry, localeResources, mergeRegistries, DEFAULT_COLORS } from '../../src/engine/index';
import { tenantBundle } from './helpers';

describe('registry', () => {
  it('registers, lists and finds by name', () => {
    const registry = createRegistry<string>().register('Banner', 'core-banner').register('Grid', 'core-grid');
    expect(registry.names()).toEqual(['Banner', 'Grid']);
    expect(registry.get('Grid')).toBe('core-grid');
    expect(registry.has('Nope')).toBe(false);
    expect(registry.get('Nope')).toBeUndefined();
  });

  it('merges with precedence core < tenant, leaving both sources untouched', () => {
    const core = createRegistry({ Banner: 'core-banner', Grid: 'core-grid' });
    const tenant = createRegistry({ Banner: 'tenant-banner', Extra: 'tenant-extra' });
    const merged = mergeRegistries(core, tenant);
    expect(merged.get('Banner')).toBe('tenant-banner');
    expect(merged.get('Grid')).toBe('core-grid');
    expect(merged.names()).toEqual(['Banner', 'Extra', 'Grid']);
    expect(core.get('Banner')).toBe('core-banner');
    expect(core.has('Extra')).toBe(false);
  });
});

describe('theme', () => {
  it('defaults to primary orange and secondary blue with Thai-capable fonts', () => {
    const theme = buildTheme();
    expect(theme.colors?.primary).toBe('#f57c00');
    expect(theme.colors?.secondary).toBe('#1565c0');
    expect(String((theme.fonts as Record<string, string>).body)).toMatch(/Sarabun.*Noto Sans Thai.*Loma/);
    expect(theme.breakpoints?.[1]).toBe('960px');
  });

  it("takes the tenant's branding colours and font", () => {
    const sabai = tenantBundle('sabai');
    const theme = buildTheme({ ...sabai.branding, fonts: { body: '"Kanit"' } });
    expect(theme.colors?.primary).toBe('#2e7d32');
    expect(theme.colors?.secondary).toBe('#f9a825');
    expect(theme.colors?.text).toBe(DEFAULT_COLORS.text);
    expect(String((theme.fonts as Record<string, string>).body)).toMatch(/^"Kanit", "Sarabun"/);
  });

  it('demo tenants differ visibly, and the SINGHAONLINE variant changes the colour', () => {
    const khongdee = buildTheme(tenantBundle('khongdee', null).branding).colors?.primary;
    const singha = buildTheme(tenantBundle('khongdee').branding).colors?.primary;
    const sabai = buildTheme(tenantBundle('sabai').branding).colors?.primary;
    expect(new Set([khongdee, singha, sabai, '#f57c00']).size).toBe(4);
  });
});

describe('i18n', () => {
  it('is Thai by default with English fallback', () => {
    const i18n = createI18n({ resources: localeResources });
    expect(i18n.language).toBe('th');
    expect(i18n.t('errors:notFound')).toBe('ไม่พบหน้าที่คุณต้องการ');
    expect(i18n.t('common:menu.home')).toBe('หน้าแรก');
    const onlyEnglish = createI18n({ resources: { th: { common: {} }, en: { common: { hello: 'Hello' } } } });
    expect(onlyEnglish.t('common:hello')).toBe('Hello');
  });

  it("shows the spec's exact English texts", () => {
    const i18n = createI18n({ lang: 'en', resources: localeResources });
    expect(i18n.t('errors:notFound')).toBe('This page could not be found');
    expect(i18n.t('errors:waitSeconds', { num: 30 })).toBe('Waiting for 30 seconds and try again.');
    expect(i18n.t('common:message.autocompleteEmpty', { text: 'ขนม' })).toBe('Not found keywords of ขนม please try with other');
  });

  it("overlays the tenant's wording as resources, reaching labels that nest the term", () => {
    const { wording } = tenantBundle('sabai');
    const en = createI18n({ lang: 'en', resources: localeResources, wording });
    expect(en.t('common:terms.outOfStock')).toBe('Out of shelf');
    expect(en.t('common:menu.switchDistributionCenter')).toBe('Switch Branch');
    expect(en.t('common:menu.newsAndPromotions')).toBe('Sabai Deals');
    expect(en.t('common:menu.points')).toBe('Coins');
    const th = createI18n({ lang: 'th', resources: localeResources, wording });
    expect(th.t('common:terms.points')).toBe('เหรียญ');
    expect(th.t('common:menu.redeem')).toBe('แลกเหรียญ');
  });

  it('keeps tenants apart: one tenant wording never leaks into another instance or the shared resources', () => {
    createI18n({ lang: 'en', resources: localeResources, wording: tenantBundle('sabai').wording });
    const plain = createI18n({ lang: 'en', resources: localeResources });
    expect(plain.t('common:terms.outOfStock')).toBe('Out of stock');
    expect(plain.t('common:menu.switchDistributionCenter')).toBe('Switch Distribution Center');
  });

  it('switches language on the same instance', async () => {
    const i18n = createI18n({ resources: localeResources });
    await i18n.changeLanguage('en');
    expect(i18n.t('common:menu.home')).toBe('Home Page');
  });
});
