import type { Theme } from 'theme-ui';
import type { Branding } from '../bundle/types';

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

/** The theme-ui theme of a tenant: its brand colours over the defaults, Thai-capable fonts. */
export function buildTheme(branding?: Partial<Branding> | null): Theme {
  const colors = { ...DEFAULT_COLORS, ...(branding?.colors ?? {}) };
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
      secondary: { bg: 'secondary', color: 'onSecondary', cursor: 'pointer', fontFamily: 'body', borderRadius: 'default' },
      outline: { bg: 'transparent', color: 'primary', border: '1px solid', borderColor: 'primary', cursor: 'pointer', borderRadius: 'default' },
      text: { bg: 'transparent', color: 'text', cursor: 'pointer', px: 2 },
    },
    forms: {
      input: { fontFamily: 'body', borderColor: 'border', borderRadius: 'small', '&:focus': { borderColor: 'primary', outline: 'none' } },
      select: { fontFamily: 'body', borderColor: 'border', borderRadius: 'small' },
      textarea: { fontFamily: 'body', borderColor: 'border', borderRadius: 'small' },
      label: { fontWeight: 'bold', fontSize: 1, mb: 1 },
    },
    styles: {
      root: { fontFamily: 'body', lineHeight: 'body', fontWeight: 'body', color: 'text', bg: 'background' },
      a: { color: 'secondary' },
    },
  };
}
