/*
 * Draws docs/img/palettes.png: each demo tenant's brand colours as the tenant wrote them ("before")
 * and the shades the theme derives for text ("after"), with their contrast ratios (docs/accessibility.md).
 * Run: npx tsx scripts/palette-sheet.ts (needs Debian's Chromium).
 */
import { chromium } from '@playwright/test';
import path from 'node:path';
import { accessibleColors, contrastRatio, DEFAULT_COLORS } from '../src/engine';

const PALETTES: [string, Record<string, string>][] = [
  ['sabai', { primary: '#2e7d32', secondary: '#f9a825', onSecondary: '#1b1b1b', highlight: '#e8f5e9' }],
  ['khongdee', { primary: '#c62828', secondary: '#283593', highlight: '#ffebee' }],
  ['khongdee SINGHAONLINE', { primary: '#b8860b', secondary: '#283593', highlight: '#fff8e1' }],
];

const cell = (fg: string, bg: string, text: string) => {
  const r = contrastRatio(fg, bg) ?? 0;
  return `<td style="background:${bg};color:${fg};padding:8px 12px;font:bold 15px sans-serif">${text}<br><small>${fg} on ${bg}: ${r.toFixed(2)}:1 ${r >= 4.5 ? '✓' : '✗'}</small></td>`;
};

async function main(): Promise<void> {
  let html = '<html><body style="margin:16px;font-family:sans-serif"><table style="border-collapse:separate;border-spacing:6px">';
  html += '<tr><th></th><th>primary as text</th><th>secondary as text</th><th>text on primary</th><th>text on secondary</th></tr>';
  for (const [name, given] of PALETTES) {
    const before = { ...DEFAULT_COLORS, ...given } as Record<string, string>;
    const after = accessibleColors(given);
    html += `<tr><th>${name}<br>before</th>${cell(before.primary!, '#ffffff', 'Promotion')}${cell(before.secondary!, '#ffffff', 'Switch branch')}${cell(before.onPrimary!, before.primary!, 'Cart')}${cell(before.onSecondary!, before.secondary!, 'Back office')}</tr>`;
    html += `<tr><th>${name}<br>after</th>${cell(after.primaryText!, '#ffffff', 'Promotion')}${cell(after.secondaryText!, '#ffffff', 'Switch branch')}${cell(after.onPrimary!, after.primary!, 'Cart')}${cell(after.onSecondary!, after.secondary!, 'Back office')}</tr>`;
  }
  html += '</table></body></html>';
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 980, height: 520 } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(import.meta.dirname, '../docs/img/palettes.png'), fullPage: true });
  await browser.close();
}

void main();
