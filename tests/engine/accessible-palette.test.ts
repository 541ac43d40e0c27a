import { describe, expect, it } from 'vitest';
import { accessibleColors, buildTheme, contrastRatio, onColour, TEXT_SHADED, textShade } from '../../src/engine/index';
import { tenantBundle } from './helpers';

/* Issue 19: a tenant's palette cannot produce text below WCAG AA, whatever colours it picks. */

const SURFACES = (c: Record<string, string>) => [c.background!, c.muted!, c.highlight!];

describe('contrast arithmetic', () => {
  it('matches the WCAG figures the audit measured', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#f9a825', '#ffffff')).toBeCloseTo(1.97, 2);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });

  it('darkens a light brand colour only as far as 4.5:1, keeping its hue', () => {
    const shade = textShade('#f9a825', ['#ffffff']);
    expect(contrastRatio(shade, '#ffffff')!).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')!).toBeLessThan(4.8);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(shade.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('leaves a colour that already reads untouched, and lightens on dark surfaces', () => {
    expect(textShade('#1565c0', ['#ffffff'])).toBe('#1565c0');
    const light = textShade('#283593', ['#111111']);
    expect(contrastRatio(light, '#111111')!).toBeGreaterThanOrEqual(4.5);
  });

  it('picks readable text for a fill, keeping the preferred one when it reads', () => {
    expect(onColour('#1b5e20', '#ffffff')).toBe('#ffffff');
    expect(onColour('#f9a825', '#ffffff')).toBe('#1b1b1b');
    expect(onColour('#f9a825', '#1b1b1b')).toBe('#1b1b1b');
  });
});

describe('the theme of any palette reaches AA', () => {
  const palettes: Record<string, string>[] = [
    {},
    tenantBundle('sabai').branding.colors as Record<string, string>,
    tenantBundle('khongdee').branding.colors as Record<string, string>,
    tenantBundle('khongdee', null).branding.colors as Record<string, string>,
    // Deliberately unreadable tenants: pastel brand, yellow on white, a tinted highlight.
    { primary: '#ffeb3b', secondary: '#b3e5fc', onPrimary: '#ffffff', highlight: '#fff9c4' },
    { primary: '#00e676', secondary: '#ff80ab', accent: '#eeeeee', warning: '#ffd54f', info: '#4fc3f7' },
  ];
  for (const given of palettes) {
    it(`palette ${JSON.stringify(given)}`, () => {
      const c = buildTheme({ colors: given } as never).colors as Record<string, string>;
      for (const name of TEXT_SHADED) {
        for (const surface of SURFACES(c)) expect(contrastRatio(c[`${name}Text`]!, surface), `${name}Text on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(c.onPrimary!, c.primary!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.onSecondary!, c.secondary!)).toBeGreaterThanOrEqual(4.5);
      for (const surface of SURFACES(c)) expect(contrastRatio(c.textMuted!, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.focus!, c.background!)).toBeGreaterThanOrEqual(3);
      // Fills keep the brand's own colours.
      if (given.primary) expect(c.primary).toBe(given.primary);
    });
  }

  it("sabai's amber becomes a darker amber as text, and its dark text on amber stays", () => {
    const c = accessibleColors(tenantBundle('sabai').branding.colors as Record<string, string>);
    expect(c.secondary).toBe('#f9a825');
    expect(c.secondaryText).not.toBe('#f9a825');
    expect(c.onSecondary).toBe('#1b1b1b');
  });
});
