import { pointerOf } from '../bundle/json-pointer';
import type { Problem } from '../bundle/schema-check';
import { accessibleColors } from './build-theme';
import { AA_TEXT, contrastRatio, parseHex } from './contrast';

/** The pairs the theme uses as they are (it derives shades for brand colours, never for these). */
const BASE_PAIRS: [string, string][] = [['text', 'background'], ['text', 'muted'], ['text', 'highlight']];

/**
 * What the theme cannot make readable by itself (issue 19): a colour that is not #rgb/#rrggbb
 * (no shade can be derived from it) and the base text colour below 4.5:1 on a page surface.
 * Brand colours used as text are fixed by construction (`accessibleColors`), so they are not errors.
 */
export function paletteProblems(given: Record<string, string> | undefined): Problem[] {
  if (!given) return [];
  const out: Problem[] = [];
  for (const [name, value] of Object.entries(given)) {
    if (!parseHex(value)) out.push({ pointer: pointerOf('branding', 'colors', name), reason: `'${value}' is not a #rgb or #rrggbb colour, so no readable shade can be derived from it` });
  }
  if (out.length) return out;
  const colors = accessibleColors(given);
  for (const [fg, bg] of BASE_PAIRS) {
    const ratio = contrastRatio(colors[fg]!, colors[bg]!)!;
    if (ratio < AA_TEXT) {
      const culprit = fg in given ? fg : bg;
      out.push({ pointer: pointerOf('branding', 'colors', culprit), reason: `${fg} ${colors[fg]} on ${bg} ${colors[bg]} is ${ratio.toFixed(2)}:1, below ${AA_TEXT}:1 (WCAG AA)` });
    }
  }
  return out;
}
