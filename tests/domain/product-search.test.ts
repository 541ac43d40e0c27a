import { describe, expect, it } from 'vitest';
import { autocompleteEmptyMessage, escapeLikePattern, highlightSegments, matchesSearch, normalizeSearchText } from '../../src/domain/product-search';

describe('search text', () => {
  it('normalises case, spaces, zero-width characters and SARA AM', () => {
    expect(normalizeSearchText('  Coca   COLA ')).toBe('coca cola');
    expect(normalizeSearchText('น้\u200Bำ')).toBe('น้ำ');
    expect(normalizeSearchText('น้\u0E4D\u0E32ปลา')).toBe(normalizeSearchText('น้ำปลา'));
  });

  it('matches Thai substrings without word breaks, and every part of the query', () => {
    expect(matchesSearch(['น้ำปลาแท้ตราปลาหมึก', 'Fish sauce'], 'ปลาหมึก')).toBe(true);
    expect(matchesSearch(['น้ำปลาแท้ตราปลาหมึก', 'Fish sauce'], 'FISH ตรา')).toBe(true);
    expect(matchesSearch(['น้ำปลาแท้ตราปลาหมึก', 'Fish sauce'], 'soy')).toBe(false);
    expect(matchesSearch(['x'], '   ')).toBe(true);
  });

  it('splits a suggestion into highlighted parts', () => {
    expect(highlightSegments('Coca-Cola Zero', 'co')).toEqual([
      { text: 'Co', match: true }, { text: 'ca-', match: false }, { text: 'Co', match: true }, { text: 'la Zero', match: false },
    ]);
    expect(highlightSegments('น้ำปลา', 'ปลา')).toEqual([{ text: 'น้ำ', match: false }, { text: 'ปลา', match: true }]);
    expect(highlightSegments('abc', '')).toEqual([{ text: 'abc', match: false }]);
  });

  it('escapes LIKE patterns and writes the empty message', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(autocompleteEmptyMessage('xyz')).toBe('Not found keywords of xyz please try with other');
  });
});

describe('search edges', () => {
  it('reads a missing text as empty', () => {
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText(undefined)).toBe('');
    expect(matchesSearch([null, 'Chang Beer'], 'beer')).toBe(true);
  });

  it('needs each part of the query whole, in one of the texts', () => {
    expect(matchesSearch(['Beer'], 'reeb')).toBe(false);
    expect(matchesSearch(['Chang beer'], 'chang wine')).toBe(false);
    // "gbe" would only match across the Thai and the English name glued together.
    expect(matchesSearch(['ช้าง', 'Chang', 'Beer'], 'gbe')).toBe(false);
  });

  it('highlights a query typed with spaces around it, and nothing of an empty text', () => {
    expect(highlightSegments('Chang', ' ch ')).toEqual([{ text: 'Ch', match: true }, { text: 'ang', match: false }]);
    expect(highlightSegments('', '')).toEqual([]);
  });

  it('does not highlight a text whose lower case has another length', () => {
    expect(highlightSegments('İstanbul', 'st')).toEqual([{ text: 'İstanbul', match: false }]);
  });
});
