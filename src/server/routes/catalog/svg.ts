/**
 * Generated pictures for the seeded catalogue (no downloads, no binary assets): a product pack,
 * a category tile, a banner and a group logo, drawn as SVG from the row's own names.
 */

const PALETTE: Record<string, [string, string]> = {
  '10': ['#1565c0', '#e3f2fd'], '20': ['#ef6c00', '#fff3e0'], '30': ['#2e7d32', '#e8f5e9'], '40': ['#c62828', '#ffebee'],
  '50': ['#6d4c41', '#efebe9'], '60': ['#0277bd', '#e1f5fe'], '70': ['#00796b', '#e0f2f1'], '80': ['#ad1457', '#fce4ec'],
};
const FALLBACK: [string, string] = ['#546e7a', '#eceff1'];

export const paletteOf = (h1: string) => PALETTE[h1] ?? FALLBACK;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

const WORDS = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Splits a label into at most `lines` lines of about `width` characters, breaking between words
 * (Thai has no spaces, so words come from the ICU word segmenter; marks stay on their letters).
 */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const { segment } of WORDS.segment(text.trim())) {
    if (line.trim() && (line + segment).trimEnd().length > width) {
      out.push(line.trim());
      line = segment.trimStart();
    } else line += segment;
  }
  if (line.trim()) out.push(line.trim());
  if (out.length <= lines) return out;
  const last = out[lines - 1];
  return [...out.slice(0, lines - 1), `${last.length >= width ? last.slice(0, width - 1) : last}…`];
}

const FONT = `font-family="'Noto Sans Thai','Sarabun','Tahoma',sans-serif"`;

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 400): string {
  return lines.map((l, i) => `<text x="${x}" y="${y + i * size * 1.3}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" ${FONT}>${escapeXml(l)}</text>`).join('');
}

export interface ProductPicture { brand: string; name: string; size: string; h1: string; view: number }

/** A 400×400 product pack; views 2–5 turn and recolour it so a gallery looks like several photos. */
export function productSvg(p: ProductPicture): string {
  const [strong, soft] = paletteOf(p.h1);
  const tilt = [0, -8, 8, -4, 4][(p.view - 1) % 5];
  const scale = [1, 0.92, 0.92, 0.85, 0.85][(p.view - 1) % 5];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(p.name)}">`
    + `<rect width="400" height="400" fill="${soft}"/>`
    + `<g transform="translate(200 210) rotate(${tilt}) scale(${scale}) translate(-200 -210)">`
    + `<rect x="90" y="60" width="220" height="300" rx="26" fill="#ffffff" stroke="${strong}" stroke-width="6"/>`
    + `<rect x="90" y="60" width="220" height="70" rx="26" fill="${strong}"/><rect x="90" y="104" width="220" height="26" fill="${strong}"/>`
    + textLines(wrap(p.brand, 14, 1), 200, 106, 26, '#ffffff', 700)
    + textLines(wrap(p.name, 16, 4), 200, 185, 20, '#263238', 600)
    + `<rect x="130" y="300" width="140" height="36" rx="18" fill="${soft}" stroke="${strong}" stroke-width="2"/>`
    + textLines(wrap(p.size, 14, 1), 200, 325, 18, strong, 700)
    + `</g></svg>`;
}

/** A 240×240 category tile. */
export function categorySvg(name: string, nameEn: string, h1: string): string {
  const [strong, soft] = paletteOf(h1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(name)}">`
    + `<rect width="240" height="240" rx="28" fill="${soft}"/><circle cx="120" cy="92" r="52" fill="${strong}" opacity="0.9"/>`
    // The first consonant: Thai leading vowels (เ แ โ ใ ไ) alone read as nothing.
    + textLines([/[ก-ฮA-Za-z0-9]/.exec(name)?.[0] ?? ''], 120, 110, 48, '#ffffff', 700)
    + textLines(wrap(name, 14, 2), 120, 176, 20, '#263238', 600)
    + textLines(wrap(nameEn, 22, 1), 120, 224, 14, strong)
    + `</svg>`;
}

/** A 1200×400 banner. */
export function bannerSvg(title: string, body: string, seed: number): string {
  const [strong, soft] = Object.values(PALETTE)[seed % Object.keys(PALETTE).length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(title)}">`
    + `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${soft}"/></linearGradient></defs>`
    + `<rect width="1200" height="400" fill="url(#g)"/><circle cx="1040" cy="200" r="150" fill="#ffffff" opacity="0.35"/>`
    + `<circle cx="1100" cy="90" r="60" fill="#ffffff" opacity="0.25"/>`
    + textLines(wrap(title, 28, 2), 480, 170, 56, '#ffffff', 800)
    + textLines(wrap(body, 50, 2), 480, 290, 28, '#ffffff', 500)
    + `</svg>`;
}

/** A 200×200 round group logo. */
export function groupSvg(name: string, id: number): string {
  const [strong, soft] = Object.values(PALETTE)[id % Object.keys(PALETTE).length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">`
    + `<circle cx="100" cy="100" r="96" fill="${soft}" stroke="${strong}" stroke-width="6"/>`
    + textLines(wrap(name, 10, 3), 100, 96, 24, strong, 700)
    + `</svg>`;
}
