/**
 * Merchant migration imports: parse (CSV with papaparse, or JSON), then validate every row with
 * the kind's pure rules. The server loads each kind's context and writes the good rows.
 */
import Papa from 'papaparse';
import { CUSTOMER_COLUMNS } from './customers';
import { PACKAGE_COLUMNS } from './packages';
import { TRANSFER_COLUMNS } from './transfers';
import type { ColumnSpec, RowError } from './types';

export * from './types';
export * from './read';
export * from './run';
export * from './customers';
export * from './packages';
export * from './transfers';
export { isGtin, normaliseTags } from './fields';

export type ImportKind = 'customers' | 'packages' | 'transfers';
export const IMPORT_KINDS: readonly ImportKind[] = ['customers', 'packages', 'transfers'];

export const IMPORT_COLUMNS: Record<ImportKind, ColumnSpec[]> = {
  customers: CUSTOMER_COLUMNS,
  packages: PACKAGE_COLUMNS,
  transfers: TRANSFER_COLUMNS,
};

/** Rows in one upload: the page's "validate then import" keeps everything in one request. */
export const MAX_ROWS_SYNC = 5_000;
/** Rows in one background job (create-profile-crm-async). */
export const MAX_ROWS_ASYNC = 100_000;
export const MAX_BYTES_SYNC = 2 * 1024 * 1024;
export const MAX_BYTES_ASYNC = 10 * 1024 * 1024;

/** A CSV template of a kind: the header row, so a super admin starts from the right columns. */
export function templateCsv(kind: ImportKind): string {
  return `${Papa.unparse([IMPORT_COLUMNS[kind].map((c) => c.name)])}\r\n`;
}

/** The bad rows as CSV (line, field, reason), as the job result and the page's download offer them. */
export function badRowsCsv(bad: RowError[]): string {
  return `${Papa.unparse({ fields: ['line', 'field', 'reason'], data: bad.map((b) => [b.line, b.field, b.reason]) })}\r\n`;
}
