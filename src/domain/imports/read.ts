import Papa from 'papaparse';
import type { ColumnSpec, FileError, RawRow, RowError } from './types';

export type ImportFormat = 'csv' | 'json';

export interface ParsedFile {
  format: ImportFormat;
  columns: string[];
  rows: RawRow[];
}

export type ParseOutcome = { ok: true; file: ParsedFile; rowErrors: RowError[] } | { ok: false; errors: FileError[] };

/**
 * The text of an uploaded file, or null when it is not text: invalid UTF-8 (e.g. a TIS-620 export
 * or a spreadsheet's binary format) or NUL bytes. A UTF-8 byte-order mark (Excel adds one) is dropped.
 */
export function decodeUploadText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** JSON when the name says so or the text starts like JSON; CSV otherwise. */
export function detectFormat(text: string, fileName = ''): ImportFormat {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.(csv|txt|tsv)$/i.test(fileName)) return 'csv';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

const normaliseColumn = (name: string) => name.replace(/^\uFEFF/, '').trim().toUpperCase();

function checkColumns(present: string[], spec: ColumnSpec[]): FileError[] {
  const known = new Set(spec.map((c) => c.name));
  const errors: FileError[] = [];
  for (const c of present) {
    if (!known.has(c)) errors.push({ field: `/columns/${c || '(empty)'}`, reason: `unknown column; expected: ${spec.map((s) => s.name).join(', ')}` });
  }
  const seen = new Set<string>();
  for (const c of present) {
    if (seen.has(c)) errors.push({ field: `/columns/${c}`, reason: 'appears twice' });
    seen.add(c);
  }
  for (const c of spec) {
    if (c.required && !present.includes(c.name)) errors.push({ field: `/columns/${c.name}`, reason: 'required column is missing' });
  }
  return errors;
}

/**
 * Reads an import file into rows keyed by column, with the line each row starts on. File-level
 * problems (not CSV/JSON, no rows, unknown or missing columns, too many rows) come back as errors
 * and nothing is validated; problems of single rows (wrong number of values, a value that is not
 * text) are row errors, reported with the others.
 */
export function parseImportFile(text: string, spec: ColumnSpec[], opts: { fileName?: string; maxRows: number }): ParseOutcome {
  const format = detectFormat(text, opts.fileName);
  const parsed = format === 'json' ? readJson(text) : readCsv(text);
  if ('errors' in parsed) return { ok: false, errors: parsed.errors };
  const errors = checkColumns(parsed.columns, spec);
  if (!parsed.rows.length && !parsed.rowErrors.length) errors.push({ field: '/rows', reason: 'the file has no data rows' });
  if (parsed.rows.length > opts.maxRows) errors.push({ field: '/rows', reason: `has ${parsed.rows.length} rows; at most ${opts.maxRows} in one file` });
  if (errors.length) return { ok: false, errors };
  return { ok: true, file: { format, columns: parsed.columns, rows: parsed.rows }, rowErrors: parsed.rowErrors };
}

interface Read { columns: string[]; rows: RawRow[]; rowErrors: RowError[] }

function readCsv(text: string): Read | { errors: FileError[] } {
  if (!text.trim()) return { errors: [{ field: '/file', reason: 'is empty' }] };
  const result = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const rowErrors: Read['rowErrors'] = [];
  // Line numbers: each record takes one line plus the newlines inside its quoted values.
  const records: { line: number; cells: string[] }[] = [];
  let line = 1;
  result.data.forEach((cells, i) => {
    records.push({ line, cells });
    if (result.errors.some((e) => e.row === i && e.code === 'MissingQuotes')) rowErrors.push({ line, field: '', reason: 'a quoted value is not closed', code: 'openQuote' });
    line += 1 + cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
  });
  const nonEmpty = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!nonEmpty.length) return { errors: [{ field: '/file', reason: 'is empty' }] };
  const [header, ...data] = nonEmpty;
  const columns = header.cells.map(normaliseColumn);
  if (columns.length < 2 && !/^[A-Z0-9_]+$/.test(columns[0] ?? '')) {
    return { errors: [{ field: '/file', reason: 'is not a CSV file with a header row' }] };
  }
  const rows: RawRow[] = [];
  for (const r of data) {
    if (r.cells.length !== columns.length) {
      rowErrors.push({ line: r.line, field: '', reason: `has ${r.cells.length} values; the header has ${columns.length} columns`, code: 'valueCount', params: { n: r.cells.length, columns: columns.length } });
      continue;
    }
    rows.push({ line: r.line, values: Object.fromEntries(columns.map((c, i) => [c, r.cells[i]])) });
  }
  return { columns, rows, rowErrors };
}

function readJson(text: string): Read | { errors: FileError[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { errors: [{ field: '/file', reason: `is not valid JSON (${(e as Error).message})` }] };
  }
  const items = Array.isArray(doc) ? doc : doc && typeof doc === 'object' && Array.isArray((doc as { rows?: unknown }).rows) ? (doc as { rows: unknown[] }).rows : null;
  if (!items) return { errors: [{ field: '/file', reason: 'must be a JSON array of rows or an object with a "rows" array' }] };
  const columns = new Set<string>();
  const rows: RawRow[] = [];
  const rowErrors: Read['rowErrors'] = [];
  items.forEach((item, i) => {
    const line = i + 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      rowErrors.push({ line, field: '', reason: 'must be an object', code: 'notObject' });
      return;
    }
    const values: Record<string, string> = {};
    let bad = false;
    for (const [k, v] of Object.entries(item as Record<string, unknown>)) {
      const key = normaliseColumn(k);
      columns.add(key);
      if (v === null || v === undefined) values[key] = '';
      else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') values[key] = String(v);
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) values[key] = v.join(',');
      else { rowErrors.push({ line, field: key, reason: 'must be text or a number', code: 'notText' }); bad = true; }
    }
    if (!bad) rows.push({ line, values });
  });
  return { columns: [...columns], rows, rowErrors };
}
