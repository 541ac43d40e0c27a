/**
 * Search text: one normalisation for what is indexed and what is typed, so Thai and English
 * substrings match the same way in the browser and in the database.
 */
import { interpolate } from './format';

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
// NIKHAHIT + SARA AA typed as two characters reads the same as SARA AM.
const SARA_AM_SPLIT = /\u0E4D\u0E32/g;

/** Lower case, NFC, SARA AM unified, zero-width characters removed, spaces collapsed. */
export function normalizeSearchText(text: string | null | undefined): string {
  return String(text ?? '')
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(SARA_AM_SPLIT, '\u0E33')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Thai is written without spaces between words, so matching is by substring: every space-separated
 * part of the query must occur somewhere in one of the texts (Thai name, English name, code, barcode).
 */
export function matchesSearch(texts: readonly (string | null | undefined)[], query: string): boolean {
  const parts = normalizeSearchText(query).split(' ').filter(Boolean);
  if (parts.length === 0) return true;
  const haystack = texts.map(normalizeSearchText).join('\n');
  return parts.every((p) => haystack.includes(p));
}

export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** Split a suggestion into matching and non-matching parts for highlighting (case-insensitive). */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const q = query.trim().toLowerCase();
  if (!text) return [];
  if (!q) return [{ text, match: false }];
  const lower = text.toLowerCase();
  // Only when lower-casing keeps lengths can indexes be mapped back (true for Thai and English).
  if (lower.length !== text.length) return [{ text, match: false }];
  const out: HighlightSegment[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at >= 0; at = lower.indexOf(q, at + q.length)) {
    if (at > from) out.push({ text: text.slice(from, at), match: false });
    out.push({ text: text.slice(at, at + q.length), match: true });
    from = at + q.length;
  }
  if (from < text.length) out.push({ text: text.slice(from), match: false });
  return out;
}

/** Escape a user's text for a SQL LIKE/ILIKE pattern (with ESCAPE '\\'). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const SEARCH_MESSAGES = {
  autocompleteEmpty: { key: 'buyer:search.autocompleteEmpty', en: 'Not found keywords of {text} please try with other' },
  distPickerEmpty: { key: 'common:dist.pickerEmpty', en: 'Merchant not found. Please try again with other words.' },
} as const;

export function autocompleteEmptyMessage(text: string): string {
  return interpolate(SEARCH_MESSAGES.autocompleteEmpty.en, { text });
}
