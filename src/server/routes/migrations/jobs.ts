import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MAX_ROWS_ASYNC, badLineCount, type ImportKind } from '../../../domain/imports/index';
import { HttpError } from '../../errors';
import { scopeOfUser, type MerchantScope } from '../merchant/scope';
import { applyImport, isDuplicateUpload, parseUpload, previousImport, reportOf, validateParsed, type ParsedUpload } from './pipeline';
import type { ImportUpload } from './upload';

export type JobStatus = 'validating' | 'importing' | 'done' | 'failed';

export interface JobView {
  JobId: string;
  Kind: string;
  FileName: string;
  Mode: string;
  Status: JobStatus;
  Total: number;
  Processed: number;
  Imported: number;
  BadLines: number;
  Message: string;
  CreatedAt: string;
  FinishedAt: string | null;
  /** A validation-only job: nothing was written. */
  DryRun: boolean;
}

/**
 * Progress of the imports this process's worker is running. The import itself is one transaction,
 * and on the embedded database (one connection) a poll that queried the job row would wait for
 * that transaction to end; the poll reads this instead while the job runs here. A job run by
 * another process is seen through its row (status, then the final counts).
 */
const running = new Map<string, JobView & { tenantId: string }>();
const key = (tenantId: string, jobId: string) => `${tenantId}/${jobId}`;

export function runningJob(tenantId: string, jobId: string): JobView | undefined {
  const j = running.get(key(tenantId, jobId));
  if (!j) return undefined;
  const { tenantId: _t, ...view } = j;
  return view;
}

export function jobView(r: Record<string, unknown>): JobView {
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    JobId: String(r.job_id), Kind: String(r.kind), FileName: String(r.file_name), Mode: String(r.mode), Status: r.status as JobStatus,
    Total: Number(r.total_rows), Processed: Number(r.processed_rows), Imported: Number(r.imported_rows),
    BadLines: badLineCount((r.bad_rows as { line: number; field: string; reason: string }[] | null) ?? []),
    Message: String(r.message ?? ''), CreatedAt: iso(r.created_at)!, FinishedAt: iso(r.finished_at),
    DryRun: !!(r.dry_run ?? (r.result as { DryRun?: boolean } | null)?.DryRun),
  };
}

export const IMPORT_JOB = 'migration-import';
/** What `GET …/jobs/:id` reads: the row without the stored upload. */
export const JOB_COLUMNS = 'job_id, kind, file_name, mode, status, total_rows, processed_rows, imported_rows, bad_rows, message, created_at, finished_at, dry_run, result';

const ImportPayload = Type.Object({ tenantId: Type.String(), jobId: Type.String() });

/**
 * The import job on the queue (docs/jobs.md). A crash mid-import rolls its transaction back, so the
 * job left active expires and is run again from the stored upload (the row says `validating`
 * again); when the queue gives up, the row is marked failed. Running it after it ended is a no-op.
 */
export function defineImportJob(app: FastifyInstance): void {
  app.jobs.define({
    name: IMPORT_JOB,
    payload: ImportPayload,
    // A 10 MB file may write for minutes; longer active than this means the worker died.
    expireInSeconds: EXPIRE_SECONDS,
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    batchSize: 1,
    handle: async ({ tenantId, jobId }, ctx) => {
      const [row] = await app.db.query<Record<string, unknown>>('SELECT * FROM import_jobs WHERE tenant_id = $1 AND job_id = $2', [tenantId, jobId]);
      if (!row || (row.status !== 'validating' && row.status !== 'importing') || row.upload_text == null) return;
      try {
        await run(app, row, ctx.lastAttempt);
      } catch (err) {
        if (!ctx.lastAttempt) throw err;
        await markFailed(app, tenantId, jobId, 'The import failed; nothing was imported');
      }
    },
  });
}

/**
 * Starts a background import (create-profile-crm-async): the job row (with the upload) and the
 * queue job are written in one transaction, the work runs after the answer. Validation first (every
 * row), then the good rows in one transaction, progress counted in rows dealt with (bad rows count
 * as dealt with once validated).
 */
export async function startJob(
  app: FastifyInstance, scope: MerchantScope, kind: ImportKind, upload: ImportUpload, parsed: ParsedUpload, dryRun = false,
): Promise<{ JobId: string; Replayed: boolean }> {
  const earlier = dryRun ? null : await previousImport(app.db, scope.tenantId, kind, upload.hash);
  if (earlier?.JobId) return { JobId: earlier.JobId, Replayed: true };
  const jobId = randomUUID();
  const now = new Date(app.clock());
  const rowLines = new Set(parsed.rows.map((r) => r.line));
  const total = parsed.rows.length + new Set(parsed.rowErrors.map((e) => e.line).filter((l) => !rowLines.has(l))).size;
  await app.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO import_jobs (tenant_id, job_id, kind, file_name, status, total_rows, upload_hash, mode, created_by, created_at, upload_text, dry_run)
       VALUES ($1, $2, $3, $4, 'validating', $5, $6, 'async', $7, $8, $9, $10)`,
      // A dry run keeps no upload hash: it must never make the real import a replay.
      [scope.tenantId, jobId, kind, upload.fileName, total, dryRun ? '' : upload.hash, scope.userId, now, upload.text, dryRun],
    );
    await app.jobs.send(IMPORT_JOB, { tenantId: scope.tenantId, jobId }, { key: jobId, unique: true, tx });
  });
  return { JobId: jobId, Replayed: false };
}

async function run(app: FastifyInstance, row: Record<string, unknown>, lastAttempt: boolean) {
  const tenantId = String(row.tenant_id);
  const kind = row.kind as ImportKind;
  const upload: ImportUpload = { fileName: String(row.file_name), text: String(row.upload_text), hash: String(row.upload_hash), bytes: 0 };
  const view = { ...jobView(row), tenantId, Status: 'validating' as JobStatus, Processed: 0 };
  running.set(key(tenantId, view.JobId), view);
  try {
    const scope = await scopeOfUser(app, tenantId, String(row.created_by));
    const parsed = parseUpload(kind, upload, MAX_ROWS_ASYNC);
    await app.db.query("UPDATE import_jobs SET status = 'validating', processed_rows = 0 WHERE tenant_id = $1 AND job_id = $2", [tenantId, view.JobId]);
    const v = await validateParsed(app, tenantId, kind, parsed);
    const bad = badLineCount(v.bad);
    if (view.DryRun) {
      const report = reportOf(kind, upload.fileName, v);
      await app.db.query(
        `UPDATE import_jobs SET status = 'done', total_rows = $3, processed_rows = $3, bad_rows = $4::jsonb, result = $5::jsonb, message = 'Validated only', finished_at = $6, upload_text = NULL
          WHERE tenant_id = $1 AND job_id = $2`,
        [tenantId, view.JobId, v.total, JSON.stringify(report.Bad), JSON.stringify({ ...report, DryRun: true }), new Date(app.clock())],
      );
      return;
    }
    Object.assign(view, { Status: 'importing', Processed: bad, BadLines: bad, Total: v.total });
    await app.db.query("UPDATE import_jobs SET status = 'importing', processed_rows = $3, total_rows = $4 WHERE tenant_id = $1 AND job_id = $2", [tenantId, view.JobId, bad, v.total]);
    await applyImport(app, scope, kind, upload, v, {
      jobId: view.JobId,
      progress: (written) => { view.Processed = bad + written; },
    });
  } catch (err) {
    const expected = isDuplicateUpload(err) || err instanceof HttpError;
    // Anything else (the database went away…) is retried by the queue; its last attempt reports it.
    if (!expected && !lastAttempt) throw err;
    const message = isDuplicateUpload(err) ? 'This file was already imported by another job' : err instanceof HttpError ? err.message : 'The import failed; nothing was imported';
    if (!expected) app.log.error({ err, jobId: view.JobId }, 'import job failed');
    await markFailed(app, tenantId, view.JobId, message);
  } finally {
    // The row now says everything (or the queue runs the job again).
    running.delete(key(tenantId, view.JobId));
  }
}

async function markFailed(app: FastifyInstance, tenantId: string, jobId: string, message: string): Promise<void> {
  await app.db.query(
    "UPDATE import_jobs SET status = 'failed', message = $3, finished_at = $4, upload_text = NULL WHERE tenant_id = $1 AND job_id = $2 AND status IN ('validating', 'importing')",
    [tenantId, jobId, message, new Date(app.clock())],
  );
}

/** Seconds an import may stay active before the queue takes its worker for dead and runs it again. */
const EXPIRE_SECONDS = 30 * 60;
export const INTERRUPTED = 'Interrupted (the server restarted); nothing was imported. Start the import again.';

/**
 * The job row as the page should see it: a job left validating/importing that the queue no longer
 * holds (it gave up after a crash, or the row predates the queue) is marked failed — its
 * transaction rolled back, so nothing was written. While the queue holds it, it will run again.
 */
export async function settledJob(app: FastifyInstance, tenantId: string, row: Record<string, unknown>): Promise<JobView> {
  const view = jobView(row);
  const unfinished = view.Status === 'validating' || view.Status === 'importing';
  if (!unfinished || running.has(key(tenantId, view.JobId)) || await app.jobs.pending(IMPORT_JOB, view.JobId)) return view;
  const finishedAt = new Date(app.clock());
  await markFailed(app, tenantId, view.JobId, INTERRUPTED);
  return { ...view, Status: 'failed', Message: INTERRUPTED, FinishedAt: finishedAt.toISOString() };
}

/** Imports of a tenant running in this process's worker right now. */
export function jobsRunning(tenantId?: string): number {
  return [...running.values()].filter((j) => (!tenantId || j.tenantId === tenantId) && (j.Status === 'validating' || j.Status === 'importing')).length;
}
