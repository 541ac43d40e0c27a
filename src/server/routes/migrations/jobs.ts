import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badLineCount, type ImportKind } from '../../../domain/imports/index';
import { HttpError } from '../../errors';
import type { MerchantScope } from '../merchant/scope';
import { applyImport, isDuplicateUpload, previousImport, reportOf, validateParsed, type ParsedUpload } from './pipeline';
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
 * Progress of the background jobs this process runs. The import itself is one transaction, and
 * on the embedded database (one connection) a poll that queried the job row would wait for that
 * transaction to end; the poll reads this instead while the job runs here.
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
    DryRun: !!(r.result as { DryRun?: boolean } | null)?.DryRun,
  };
}

/**
 * Starts a background import (create-profile-crm-async): the job row is written at once, the
 * work runs after the answer. Validation first (every row), then the good rows in one transaction,
 * progress counted in rows dealt with (bad rows count as dealt with once validated).
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
  await app.db.query(
    `INSERT INTO import_jobs (tenant_id, job_id, kind, file_name, status, total_rows, upload_hash, mode, created_by, created_at)
     VALUES ($1, $2, $3, $4, 'validating', $5, $6, 'async', $7, $8)`,
    // A dry run keeps no upload hash: it must never make the real import a replay.
    [scope.tenantId, jobId, kind, upload.fileName, total, dryRun ? '' : upload.hash, scope.userId, now],
  );
  const view = {
    tenantId: scope.tenantId, JobId: jobId, Kind: kind, FileName: upload.fileName, Mode: 'async', Status: 'validating' as JobStatus,
    Total: total, Processed: 0, Imported: 0, BadLines: 0, Message: '', CreatedAt: now.toISOString(), FinishedAt: null, DryRun: dryRun,
  };
  running.set(key(scope.tenantId, jobId), view);
  setImmediate(() => { void run(app, scope, kind, upload, parsed, view); });
  return { JobId: jobId, Replayed: false };
}

async function run(app: FastifyInstance, scope: MerchantScope, kind: ImportKind, upload: ImportUpload, parsed: ParsedUpload, view: JobView & { tenantId: string }) {
  try {
    const v = await validateParsed(app, scope.tenantId, kind, parsed);
    const bad = badLineCount(v.bad);
    if (view.DryRun) {
      const report = reportOf(kind, upload.fileName, v);
      await app.db.query(
        `UPDATE import_jobs SET status = 'done', total_rows = $3, processed_rows = $3, bad_rows = $4::jsonb, result = $5::jsonb, message = 'Validated only', finished_at = $6
          WHERE tenant_id = $1 AND job_id = $2`,
        [scope.tenantId, view.JobId, v.total, JSON.stringify(report.Bad), JSON.stringify({ ...report, DryRun: true }), new Date(app.clock())],
      );
      Object.assign(view, { Status: 'done', Total: v.total, Processed: v.total, BadLines: bad, Message: 'Validated only', FinishedAt: new Date(app.clock()).toISOString() });
      return;
    }
    Object.assign(view, { Status: 'importing', Processed: bad, BadLines: bad, Total: v.total });
    await app.db.query("UPDATE import_jobs SET status = 'importing', processed_rows = $3, total_rows = $4 WHERE tenant_id = $1 AND job_id = $2", [scope.tenantId, view.JobId, bad, v.total]);
    const result = await applyImport(app, scope, kind, upload, v, {
      jobId: view.JobId,
      progress: (written) => { view.Processed = bad + written; },
    });
    Object.assign(view, { Status: 'done', Processed: v.total, Imported: result.Imported, FinishedAt: new Date(app.clock()).toISOString() });
  } catch (err) {
    const message = isDuplicateUpload(err) ? 'This file was already imported by another job' : err instanceof HttpError ? err.message : 'The import failed; nothing was imported';
    if (!(err instanceof HttpError) && !isDuplicateUpload(err)) app.log.error({ err, jobId: view.JobId }, 'import job failed');
    Object.assign(view, { Status: 'failed', Message: message, FinishedAt: new Date(app.clock()).toISOString() });
    await app.db.query(
      "UPDATE import_jobs SET status = 'failed', message = $3, finished_at = $4 WHERE tenant_id = $1 AND job_id = $2",
      [scope.tenantId, view.JobId, message, new Date(app.clock())],
    ).catch((e: unknown) => app.log.error({ err: e }, 'could not mark the import job failed'));
  } finally {
    // The row now says everything; the memory entry only has to outlive the last poll's race.
    setTimeout(() => running.delete(key(scope.tenantId, view.JobId)), 5_000).unref();
  }
}

/** A job older than this that no process reports as running was cut off by a restart. */
export const STALE_JOB_MS = 30 * 60_000;
export const INTERRUPTED = 'Interrupted (the server restarted); nothing was imported. Start the import again.';

/**
 * The job row as the page should see it: a job left validating/importing by a server that stopped
 * (its transaction rolled back, so nothing was written) is marked failed once it is clearly stale.
 */
export async function settledJob(app: FastifyInstance, tenantId: string, row: Record<string, unknown>): Promise<JobView> {
  const view = jobView(row);
  const unfinished = view.Status === 'validating' || view.Status === 'importing';
  if (!unfinished || running.has(key(tenantId, view.JobId)) || app.clock() - Date.parse(view.CreatedAt) < STALE_JOB_MS) return view;
  const finishedAt = new Date(app.clock());
  await app.db.query(
    "UPDATE import_jobs SET status = 'failed', message = $3, finished_at = $4 WHERE tenant_id = $1 AND job_id = $2 AND status IN ('validating', 'importing')",
    [tenantId, view.JobId, INTERRUPTED, finishedAt],
  );
  return { ...view, Status: 'failed', Message: INTERRUPTED, FinishedAt: finishedAt.toISOString() };
}

/** Jobs of a tenant still running in this process (tests wait for them before closing the app). */
export function jobsRunning(tenantId?: string): number {
  return [...running.values()].filter((j) => (!tenantId || j.tenantId === tenantId) && (j.Status === 'validating' || j.Status === 'importing')).length;
}
