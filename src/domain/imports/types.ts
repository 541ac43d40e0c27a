/**
 * Shared shapes of the merchant migration imports (docs/merchant.md, "Migration imports"). Every
 * import kind validates every row first with pure functions; the server loads the context the
 * rules need (existing codes, centres, stock) and writes the good rows in one transaction.
 */

/** One problem of one row. `line` is the CSV line (header = 1) or the 1-based item of a JSON array. */
export interface RowError {
  line: number;
  /** The column (CSV header name, upper case) or '' for the row as a whole. */
  field: string;
  reason: string;
  /** Stable id of the reason (the pages translate `merchant:migration.reasons.<code>` with `params`). */
  code?: string;
  params?: Record<string, string | number>;
}

/** A problem with the file itself (not CSV/JSON, missing or unknown columns, too many rows). */
export interface FileError {
  field: string;
  reason: string;
}

/** One data row as text, keyed by the normalised (upper-case) column name. */
export interface RawRow {
  line: number;
  values: Record<string, string>;
}

export interface GoodRow<T> {
  line: number;
  value: T;
}

export interface ValidationResult<T> {
  total: number;
  good: GoodRow<T>[];
  bad: RowError[];
}

export interface ColumnSpec {
  name: string;
  required: boolean;
  /** One line for the page's "columns" help and the docs. */
  hint: string;
}

export type FieldProblem = { field: string; reason: string; code?: string; params?: Record<string, string | number> };
