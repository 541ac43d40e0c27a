import { describe, expect, it } from 'vitest';
import { badLineCount, runValidation, withParseErrors } from '../../../src/domain/imports/run';
import type { FieldProblem, RawRow } from '../../../src/domain/imports/types';

const rows: RawRow[] = [
  { line: 2, values: { CODE: 'A' } },
  { line: 3, values: { CODE: '' } },
  { line: 5, values: { CODE: 'C' } },
];

// A check that refuses an empty code, and (like the real ones) may report problems next to a value.
function check(values: Record<string, string>): { problems: FieldProblem[]; value?: string } {
  if (values.CODE === '') return { problems: [{ field: 'CODE', reason: 'is required' }], value: 'partial' };
  return { problems: [], value: values.CODE };
}

describe('import validation run', () => {
  it('puts a row with problems among the bad ones even when the check also gave a value', () => {
    expect(runValidation(rows, check)).toEqual({
      total: 3,
      good: [{ line: 2, value: 'A' }, { line: 5, value: 'C' }],
      bad: [{ line: 3, field: 'CODE', reason: 'is required' }],
    });
  });

  it('keeps a row the check gave no value for out of the good rows', () => {
    const r = runValidation(rows, (v) => (v.CODE === 'C' ? { problems: [] } : check(v)));
    expect(r.good).toEqual([{ line: 2, value: 'A' }]);
    expect(r.total).toBe(3);
  });

  it('merges the rows the parser refused in line order, drops them from the good rows and counts lines it never passed on', () => {
    const result = runValidation(rows, check);
    const merged = withParseErrors(result, [
      { line: 5, field: '', reason: 'has 3 values, the header 2' },
      { line: 4, field: '', reason: 'has 1 value, the header 2' },
    ], rows);
    expect(merged).toEqual({
      // line 4 never reached the rows: one more line in the file
      total: 4,
      good: [{ line: 2, value: 'A' }],
      bad: [
        { line: 3, field: 'CODE', reason: 'is required' },
        { line: 4, field: '', reason: 'has 1 value, the header 2' },
        { line: 5, field: '', reason: 'has 3 values, the header 2' },
      ],
    });
    expect(badLineCount(merged.bad)).toBe(3);
  });

  it('counts a line with several problems once', () => {
    expect(badLineCount([
      { line: 3, field: 'CODE', reason: 'is required' },
      { line: 3, field: 'NAME', reason: 'is required' },
      { line: 7, field: '', reason: 'unknown' },
    ])).toBe(2);
    expect(badLineCount([])).toBe(0);
  });
});
