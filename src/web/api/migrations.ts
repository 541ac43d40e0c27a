import { apiFetch } from './client';

/** The import kinds behind the migration pages (docs/merchant.md). */
export type ImportKind = 'customers' | 'packages' | 'transfers';

/** `code`/`params` name the reason for translation (`merchant:migration.reasons.<code>`); `reason` is its English text. */
export interface RowError { line: number; field: string; reason: string; code?: string; params?: Record<string, string | number> }

export interface ImportReport {
  Kind: ImportKind;
  FileName: string;
  Total: number;
  Good: number;
  BadLines: number;
  Bad: RowError[];
  BadTruncated: boolean;
}

export interface ValidateAnswer extends ImportReport {
  AlreadyImported: { JobId: string; Imported: number } | null;
}

export interface ImportAnswer extends ImportReport {
  JobId: string | null;
  Imported: number;
  Replayed: boolean;
}

export interface ImportColumn { name: string; required: boolean; hint: string }

export interface ImportJob {
  JobId: string;
  Kind: ImportKind;
  FileName: string;
  Mode: 'sync' | 'async';
  Status: 'validating' | 'importing' | 'done' | 'failed';
  Total: number;
  Processed: number;
  Imported: number;
  BadLines: number;
  Message: string;
  CreatedAt: string;
  FinishedAt: string | null;
  DryRun: boolean;
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** `GET api/merchant/migration/{kind}/columns`: the columns the page lists and the limits. */
export function fetchImportColumns(kind: ImportKind) {
  return apiFetch<{ Columns: ImportColumn[]; MaxRows: number; MaxBytes: number; MaxRowsAsync: number; MaxBytesAsync: number }>({ path: `api/merchant/migration/${kind}/columns`, area: 'merchant' });
}

/** `GET api/merchant/migration/{kind}/template`: CSV text with the header row. */
export function fetchImportTemplate(kind: ImportKind) {
  return apiFetch<string>({ path: `api/merchant/migration/${kind}/template`, area: 'merchant', headers: { Accept: 'text/csv' } });
}

/** Dry run: 200 with the bad rows; 400 (handled by the page) when the file itself is wrong. */
export function fetchValidateImport(kind: ImportKind, file: File) {
  return apiFetch<ValidateAnswer>({ method: 'POST', path: `api/merchant/migration/${kind}/validate`, body: fileForm(file), area: 'merchant' }, { expect: [400] });
}

/** Validates again and imports the good rows in one transaction; 409 when data moved since validation. */
export function fetchRunImport(kind: ImportKind, file: File) {
  return apiFetch<ImportAnswer>({ method: 'POST', path: `api/merchant/migration/${kind}/import`, body: fileForm(file), area: 'merchant' }, { expect: [400, 409] });
}

/** Starts a background import (202 with the job id; 200 when the same file was imported before). */
export function fetchStartImportJob(kind: ImportKind, file: File, dryRun = false) {
  return apiFetch<{ JobId: string; Replayed: boolean }>({ method: 'POST', path: `api/merchant/migration/${kind}/jobs`, query: { dryRun }, body: fileForm(file), area: 'merchant' }, { expect: [400] });
}

export function fetchImportJob(jobId: string) {
  return apiFetch<ImportJob>({ path: `api/merchant/migration/jobs/${encodeURIComponent(jobId)}`, area: 'merchant' });
}

export function fetchImportJobs(kind: ImportKind, take = 10) {
  return apiFetch<{ Data: ImportJob[] }>({ path: 'api/merchant/migration/jobs', query: { kind, take }, area: 'merchant' });
}

/** The job's bad rows as CSV text (line, field, reason). */
export function fetchImportJobResult(jobId: string) {
  return apiFetch<string>({ path: `api/merchant/migration/jobs/${encodeURIComponent(jobId)}/result`, query: { format: 'csv' }, area: 'merchant', headers: { Accept: 'text/csv' } });
}

/** The finished job with its bad rows (JSON), for the page's table. */
export function fetchImportJobResultJson(jobId: string) {
  return apiFetch<ImportJob & { Bad: RowError[] }>({ path: `api/merchant/migration/jobs/${encodeURIComponent(jobId)}/result`, query: { format: 'json' }, area: 'merchant' });
}
