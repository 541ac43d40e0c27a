import type { Theme } from 'theme-ui';
import type { Branding } from '../bundle/types';
import { AA_LARGE, onColour, textShade } from './contrast';

export const DEFAULT_COLORS = {
  primary: '#f57c00',
  secondary: '#1565c0',
  text: '#1f2933',
  background: '#ffffff',
  muted: '#f4f5f7',
  highlight: '#fff3e0',
  accent: '#1565c0',
  border: '#e0e3e8',
  success: '#2e7d32',
  warning: '#ed6c02',
  error: '#d32f2f',
  info: '#0288d1',
  textMuted: '#5f6b7a',
  onPrimary: '#ffffff',
  onSecondary: '#ffffff',
};

// Thai needs fonts that carry its glyphs; Loma ships with Debian's fonts-thai-tlwg.
export const THAI_FONT_STACK = '"Sarabun", "Noto Sans Thai", "Loma", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Breakpoints sm/md/lg/xl; the spec's desktop layout starts at md. */
export const BREAKPOINTS = ['600px', '960px', '1280px', '1920px'];

/** Colours whose `<name>Text` shade the theme derives for use as text (`color: 'primaryText'`). */
export const TEXT_SHADED = ['primary', 'secondary', 'accent', 'success', 'warning', 'error', 'info'] as const;

const derived = new Map<string, Readonly<Record<string, string>>>();

/**
 * Accessible palettes by construction (issue 19, docs/accessibility.md): brand colours stay as the
 * tenant wrote them for fills and borders; text on a fill (`onPrimary`, `onSecondary`) keeps the
 * tenant's choice only when it reaches 4.5:1, else becomes near-black or white; every colour used
 * as text gets a `<name>Text` shade reaching 4.5:1 on the page's light surfaces (background, muted,
 * highlight); `textMuted` is shaded the same way; `focus` (the focus ring) reaches 3:1 (WCAG 1.4.11).
 */
export function accessibleColors(given: Record<string, string>): Record<string, string> {
  // The same palette gives the same shades: derived once per palette, not on every page render
  // (the server builds the theme per request, the browser at start-up and on a bundle change).
  const key = JSON.stringify(given);
  const known = derived.get(key);
  if (known) return { ...known };
  const colors = deriveColors(given);
  if (derived.size >= 32) derived.clear();
  derived.set(key, colors);
  return { ...colors };
}

function deriveColors(given: Record<string, string>): Record<string, string> {
  const colors: Record<string, string> = { ...DEFAULT_COLORS, ...given };
  const surfaces = [colors.background!, colors.muted!, colors.highlight!];
  colors.onPrimary = onColour(colors.primary!, given.onPrimary ?? DEFAULT_COLORS.onPrimary);
  colors.onSecondary = onColour(colors.secondary!, given.onSecondary ?? DEFAULT_COLORS.onSecondary);
  colors.textMuted = textShade(colors.textMuted!, surfaces);
  for (const name of TEXT_SHADED) colors[`${name}Text`] = textShade(colors[name]!, surfaces);
  colors.focus = textShade(colors.secondary!, [colors.background!], AA_LARGE);
  return colors;
}

/** The theme-ui theme of a tenant: its brand colours over the defaults, Thai-capable fonts. */
export function buildTheme(branding?: Partial<Branding> | null): Theme {
  const colors = accessibleColors({ ...(branding?.colors ?? {}) } as Record<string, string>);
  const body = branding?.fonts?.body ? `${branding.fonts.body}, ${THAI_FONT_STACK}` : THAI_FONT_STACK;
  const heading = branding?.fonts?.heading ? `${branding.fonts.heading}, ${body}` : body;
  return {
    config: { useColorSchemeMediaQuery: false, useLocalStorage: false },
    breakpoints: BREAKPOINTS,
    space: [0, 4, 8, 16, 24, 32, 48, 64],
    fonts: { body, heading, monospace: 'ui-monospace, Menlo, monospace' },
    fontSizes: [12, 14, 16, 18, 20, 24, 32, 40],
    fontWeights: { body: 400, heading: 600, bold: 700 },
    lineHeights: { body: 1.6, heading: 1.25 },
    radii: { default: 8, small: 4, pill: 999 },
    shadows: { card: '0 1px 3px rgba(0,0,0,0.12)', raised: '0 4px 16px rgba(0,0,0,0.16)' },
    sizes: { container: 1280 },
    colors,
    text: {
      heading: { fontFamily: 'heading', fontWeight: 'heading', lineHeight: 'heading' },
      muted: { color: 'textMuted', fontSize: 1 },
      error: { color: 'error', fontSize: 1 },
    },
    buttons: {
      primary: { bg: 'primary', color: 'onPrimary', cursor: 'pointer', fontFamily: 'body', fontWeight: 'bold', borderRadius: 'default' },
      // Lettered like primary and like the storefront's Button, so a link styled as a button does
      // not stand out in regular weight beside bold neighbours ('Track order' on the order page).
      secondary: { bg: 'secondary', color: 'onSecondary', cursor: 'pointer', fontFamily: 'body', fontWeight: 'bold', borderRadius: 'default' },
      outline: { bg: 'transparent', color: 'primaryText', border: '1px solid', borderColor: 'primary', cursor: 'pointer', fontFamily: 'body', fontWeight: 'bold', borderRadius: 'default' },
      text: { bg: 'transparent', color: 'text', cursor: 'pointer', px: 2 },
    },
    forms: {
      input: { fontFamily: 'body', borderColor: 'border', borderRadius: 'small', '&:focus': { borderColor: 'primary', outline: 'none' } },
      select: { fontFamily: 'body', borderColor: 'border', borderRadius: 'small' },
      textarea: { fontFamily: 'body', borderColor: 'border', borderRadius: 'small' },
      label: { fontWeight: 'bold', fontSize: 1, mb: 1 },
    },
    styles: {
      // One visible focus ring for every control reached by keyboard (WCAG 2.4.7).
      root: { fontFamily: 'body', lineHeight: 'body', fontWeight: 'body', color: 'text', bg: 'background', '& :focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' } },
      a: { color: 'secondaryText' },
    },
  };
}
