import type { FieldProblem, RawRow, RowError, ValidationResult } from './types';

/** Runs a row check over every row in file order and splits good from bad (each problem with its line). */
export function runValidation<T>(
  rows: RawRow[],
  check: (values: Record<string, string>, line: number) => { problems: FieldProblem[]; value?: T },
): ValidationResult<T> {
  const result: ValidationResult<T> = { total: rows.length, good: [], bad: [] };
  for (const row of rows) {
    const { problems, value } = check(row.values, row.line);
    if (problems.length || value === undefined) {
      for (const p of problems) result.bad.push({ line: row.line, ...p });
    } else {
      result.good.push({ line: row.line, value });
    }
  }
  return result;
}

/** Rows the parser already refused (wrong number of values…) merged in line order with the rest. */
export function withParseErrors<T>(result: ValidationResult<T>, parseErrors: RowError[], rows: RawRow[]): ValidationResult<T> {
  if (!parseErrors.length) return result;
  const refused = new Set(parseErrors.map((e) => e.line));
  const inRows = new Set(rows.map((r) => r.line));
  const bad = [...result.bad, ...parseErrors].sort((a, b) => a.line - b.line);
  const extra = [...refused].filter((l) => !inRows.has(l)).length;
  return { total: result.total + extra, good: result.good.filter((g) => !refused.has(g.line)), bad };
}

/** Number of distinct lines with at least one problem. */
export function badLineCount(bad: RowError[]): number {
  return new Set(bad.map((e) => e.line)).size;
}
