/*
 * WCAG 2.1 contrast arithmetic for tenant palettes (issue 19): a tenant picks brand colours for
 * looks; the theme derives from them the shades that are used as text, so no tenant can ship text
 * below 4.5:1 (normal text, WCAG 1.4.3). Only hex colours (#rgb, #rrggbb) are understood; anything
 * else is left as the tenant wrote it and reported by `tenants:check`.
 */

export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

type Rgb = [number, number, number];

export function parseHex(colour: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function ratioOf(x: number, y: number): number {
  return x >= y ? (x + 0.05) / (y + 0.05) : (y + 0.05) / (x + 0.05);
}

/** The WCAG contrast ratio of two hex colours (1..21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  return ratioOf(luminance(x), luminance(y));
}

function mix(c: Rgb, target: Rgb, t: number): Rgb {
  return c.map((v, i) => v + (target[i]! - v) * t) as Rgb;
}

/** The colour as `toHex` writes it (each channel rounded to 8 bits), without the string. */
function rounded(c: Rgb): Rgb {
  return c.map((v) => Math.round(Math.min(255, Math.max(0, v)))) as Rgb;
}

/**
 * The colour as text on every one of `backgrounds`: the colour itself when it already reaches
 * `min`, otherwise the least darkened (on light backgrounds) or lightened (on dark ones) shade of
 * it that does, so the hue stays recognisably the brand's.
 */
export function textShade(colour: string, backgrounds: string[], min = AA_TEXT): string {
  const c = parseHex(colour);
  const bgs = backgrounds.map(parseHex).filter((x): x is Rgb => x !== null);
  if (!c || bgs.length === 0) return colour;
  // Backgrounds' luminances once; each candidate is judged as the 8-bit colour it would be written as.
  const bgLum = bgs.map(luminance);
  const worst = (x: Rgb) => {
    const l = luminance(rounded(x));
    let least = Infinity;
    for (const b of bgLum) least = Math.min(least, ratioOf(l, b));
    return least;
  };
  if (worst(c) >= min) return colour;
  const darkBackgrounds = bgLum.every((l) => l < 0.18);
  const target: Rgb = darkBackgrounds ? [255, 255, 255] : [0, 0, 0];
  // Binary search on the mix towards black (or white): the smallest step that reaches min.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (worst(mix(c, target, mid)) >= min) hi = mid;
    else lo = mid;
  }
  // Rounding to 8 bits can lose a hair of contrast: step further until the hex really passes.
  let t = hi;
  while (worst(mix(c, target, t)) < min && t < 1) t = Math.min(1, t + 0.01);
  return toHex(mix(c, target, t));
}

/** Text on a filled colour: the preferred one when it reads (>= min), else near-black or white, whichever contrasts more. */
export function onColour(fill: string, preferred: string | undefined, min = AA_TEXT): string {
  if (preferred && (contrastRatio(preferred, fill) ?? 0) >= min) return preferred;
  const dark = '#1b1b1b';
  const light = '#ffffff';
  const d = contrastRatio(dark, fill);
  const l = contrastRatio(light, fill);
  if (d === null || l === null) return preferred ?? light;
  return d >= l ? dark : light;
}
