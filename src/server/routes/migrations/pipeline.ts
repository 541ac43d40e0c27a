import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_COLUMNS, badLineCount, parseImportFile, withParseErrors,
  type ImportKind, type RawRow, type RowError, type ValidationResult,
} from '../../../domain/imports/index';
import { recordAudit } from '../../audit/record';
import type { Queryable } from '../../db/index';
import { badRequest } from '../../errors';
import { actorOf, type MerchantScope } from '../merchant/scope';
import { KINDS } from './kinds';
import type { ImportUpload } from './upload';

/** Bad-row entries kept with a job and sent in one answer (a file of 100,000 bad rows is summarised). */
export const MAX_BAD_KEPT = 5_000;
/** Rows from which a write refreshes the statistics of its tables first. */
const BIG_WRITE = 1_000;

export interface ImportReport {
  Kind: ImportKind;
  FileName: string;
  Total: number;
  Good: number;
  BadLines: number;
  Bad: RowError[];
  BadTruncated: boolean;
}

export interface ImportResult extends ImportReport {
  JobId: string | null;
  Imported: number;
  Replayed: boolean;
}

export interface ParsedUpload {
  rows: RawRow[];
  rowErrors: RowError[];
}

/** Parses the upload; problems with the file itself are a 400 naming `/body/file/...`. */
export function parseUpload(kind: ImportKind, upload: ImportUpload, maxRows: number): ParsedUpload {
  const out = parseImportFile(upload.text, IMPORT_COLUMNS[kind], { fileName: upload.fileName, maxRows });
  if (!out.ok) throw badRequest('The file cannot be imported', out.errors.map((e) => ({ field: `/body/file${e.field}`, reason: e.reason })));
  return { rows: out.file.rows, rowErrors: out.rowErrors };
}

export async function validateParsed(app: FastifyInstance, tenantId: string, kind: ImportKind, parsed: ParsedUpload): Promise<ValidationResult<unknown>> {
  return withParseErrors(await KINDS[kind].validate(app, tenantId, parsed.rows), parsed.rowErrors, parsed.rows);
}

export function reportOf(kind: ImportKind, fileName: string, v: ValidationResult<unknown>): ImportReport {
  return {
    Kind: kind, FileName: fileName, Total: v.total, Good: v.good.length, BadLines: badLineCount(v.bad),
    Bad: v.bad.slice(0, MAX_BAD_KEPT), BadTruncated: v.bad.length > MAX_BAD_KEPT,
  };
}

/** The earlier import of a byte-identical file of this kind, if one was applied. */
export async function previousImport(q: Queryable, tenantId: string, kind: ImportKind, hash: string): Promise<ImportResult | null> {
  const [row] = await q.query<{ job_id: string; result: ImportResult | null }>(
    "SELECT job_id, result FROM import_jobs WHERE tenant_id = $1 AND kind = $2 AND upload_hash = $3 AND status = 'done' LIMIT 1",
    [tenantId, kind, hash],
  );
  return row?.result ? { ...row.result, JobId: row.job_id, Replayed: true } : null;
}

/**
 * Writes the good rows, the job row and the audit entry in one transaction: all of the good rows
 * or none. `jobId` names an existing job row (background import) or a new one is inserted.
 */
export async function applyImport(
  app: FastifyInstance, scope: MerchantScope, kind: ImportKind, upload: Pick<ImportUpload, 'fileName' | 'hash'>,
  v: ValidationResult<unknown>, opts: { jobId?: string; progress?: (written: number) => void } = {},
): Promise<ImportResult> {
  const report = reportOf(kind, upload.fileName, v);
  const jobId = opts.jobId ?? randomUUID();
  const now = new Date(app.clock());
  // Fresh statistics before a big write: with stale ones (the embedded database has no autovacuum)
  // the foreign-key checks of every inserted row scan the whole table, and 20,000 rows take minutes.
  if (v.good.length >= BIG_WRITE) await app.db.exec(KINDS[kind].tables.map((t) => `ANALYZE ${t};`).join(' '));
  return app.db.transaction(async (tx) => {
    const result: ImportResult = { ...report, JobId: jobId, Imported: 0, Replayed: false };
    // Stored as it will be (every good row written) — if a write fails, the transaction drops it.
    const stored = JSON.stringify({ ...result, Imported: v.good.length });
    const params = [scope.tenantId, jobId, kind, upload.fileName, report.Total, v.good.length, stored, JSON.stringify(report.Bad), upload.hash, now, scope.userId];
    // The job row first: a concurrent import of the same file stops here on the unique index.
    if (opts.jobId) {
      await tx.query(
        `UPDATE import_jobs SET status = 'done', total_rows = $5, processed_rows = $5, imported_rows = $6, result = $7::jsonb, bad_rows = $8::jsonb,
                upload_hash = $9, finished_at = $10 WHERE tenant_id = $1 AND job_id = $2 AND kind = $3 AND file_name = $4 AND created_by = $11`,
        params,
      );
    } else {
      await tx.query(
        `INSERT INTO import_jobs (tenant_id, job_id, kind, file_name, status, total_rows, processed_rows, imported_rows, result, bad_rows, upload_hash, mode, created_by, created_at, finished_at)
         VALUES ($1, $2, $3, $4, 'done', $5, $5, $6, $7::jsonb, $8::jsonb, $9, 'sync', $11, $10, $10)`,
        params,
      );
    }
    result.Imported = await KINDS[kind].write(tx, v.good, { tenantId: scope.tenantId, jobId, userId: scope.userId, now, progress: opts.progress });
    await recordAudit(tx, scope.tenantId, {
      actor: actorOf(scope), action: `migration.import.${kind}`, target: jobId,
      after: { FileName: upload.fileName, Total: report.Total, Imported: result.Imported, BadLines: report.BadLines, Hash: upload.hash },
    });
    return result;
  });
}

/** True when the error is the "this file was already imported" unique index. */
export function isDuplicateUpload(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && `${e.constraint ?? ''}${e.message ?? ''}`.includes('import_jobs_upload_once');
}
