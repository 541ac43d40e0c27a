import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_COLUMNS, IMPORT_KINDS, MAX_BYTES_ASYNC, MAX_BYTES_SYNC, MAX_ROWS_ASYNC, MAX_ROWS_SYNC, badRowsCsv, templateCsv,
  type RowError,
} from '../../../domain/imports/index';
import { notFound } from '../../errors';
import { SECURITY, guardMerchantArea, merchantScope } from '../merchant/scope';
import { Query } from '../schemas';
import { JOB_COLUMNS, defineImportJob, jobView, runningJob, settledJob, startJob } from './jobs';
import { applyImport, isDuplicateUpload, parseUpload, previousImport, reportOf, validateParsed } from './pipeline';
import { readImportUpload } from './upload';
import {
  ImportColumnsSchema, ImportJobResultSchema, ImportJobSchema, ImportJobsSchema, ImportResultSchema, ImportValidationSchema, JobStartedSchema,
} from './responses';

const TAGS = ['migration'];
const KindParam = Type.Object({ kind: Type.Union(IMPORT_KINDS.map((k) => Type.Literal(k))) }, { additionalProperties: false });
const JobParam = Type.Object({ jobId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const UPLOAD = 'multipart/form-data with one file field `file`: CSV (UTF-8, header row) or JSON (array of rows)';

/**
 * Super-admin migration imports (docs/merchant.md): `validate` is a dry run, `import` validates
 * every row again and writes the good ones in one transaction, `jobs` runs the same in the
 * background for big files. Kinds: customers (create-profile-crm), packages (import-package),
 * transfers (transfer-stloc).
 */
export default async function migrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app, { superAdmin: true });
  defineImportJob(app);

  r.get('/api/merchant/migration/:kind/columns', {
    schema: { response: { 200: ImportColumnsSchema }, tags: TAGS, security: SECURITY, params: KindParam, summary: 'Columns of an import kind (name, required, hint) and its limits' },
  }, async (request) => {
    await merchantScope(app, request);
    return { Kind: request.params.kind, Columns: IMPORT_COLUMNS[request.params.kind], MaxRows: MAX_ROWS_SYNC, MaxBytes: MAX_BYTES_SYNC, MaxRowsAsync: MAX_ROWS_ASYNC, MaxBytesAsync: MAX_BYTES_ASYNC };
  });

  r.get('/api/merchant/migration/:kind/template', {
    schema: { tags: TAGS, security: SECURITY, params: KindParam, summary: 'CSV template (header row) of an import kind' },
  }, async (request, reply) => {
    await merchantScope(app, request);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${request.params.kind}-template.csv"`);
    return `\uFEFF${templateCsv(request.params.kind)}`;
  });

  r.post('/api/merchant/migration/:kind/validate', {
    schema: { response: { 200: ImportValidationSchema }, tags: TAGS, security: SECURITY, params: KindParam, consumes: ['multipart/form-data'], description: UPLOAD, summary: 'Dry run: every row checked, bad rows by line, field and reason; nothing written' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const kind = request.params.kind;
    const upload = await readImportUpload(request, MAX_BYTES_SYNC);
    const v = await validateParsed(app, scope.tenantId, kind, parseUpload(kind, upload, MAX_ROWS_SYNC));
    const earlier = await previousImport(app.db, scope.tenantId, kind, upload.hash);
    return { ...reportOf(kind, upload.fileName, v), AlreadyImported: earlier ? { JobId: earlier.JobId, Imported: earlier.Imported } : null };
  });

  r.post('/api/merchant/migration/:kind/import', {
    schema: { response: { 200: ImportResultSchema },
      tags: TAGS, security: SECURITY, params: KindParam, consumes: ['multipart/form-data'], description: UPLOAD,
      summary: 'Validates every row and imports the good ones in one transaction (all or none of them); the same file again replays the first result; audited',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const kind = request.params.kind;
    const upload = await readImportUpload(request, MAX_BYTES_SYNC);
    const parsed = parseUpload(kind, upload, MAX_ROWS_SYNC);
    const earlier = await previousImport(app.db, scope.tenantId, kind, upload.hash);
    if (earlier) return earlier;
    const v = await validateParsed(app, scope.tenantId, kind, parsed);
    // Nothing to write: no job is recorded, so the same file can be imported once it is fixed elsewhere.
    if (!v.good.length) return { ...reportOf(kind, upload.fileName, v), JobId: null, Imported: 0, Replayed: false };
    try {
      return await applyImport(app, scope, kind, upload, v);
    } catch (err) {
      if (!isDuplicateUpload(err)) throw err;
      return (await previousImport(app.db, scope.tenantId, kind, upload.hash)) ?? Promise.reject(err);
    }
  });

  r.post('/api/merchant/migration/:kind/jobs', {
    schema: { response: { 200: JobStartedSchema, 202: JobStartedSchema },
      tags: TAGS, security: SECURITY, params: KindParam, consumes: ['multipart/form-data'], description: `${UPLOAD}; up to ${MAX_ROWS_ASYNC} rows`,
      querystring: Query({ dryRun: Type.Optional(Type.Boolean({ default: false, description: 'Validate every row only (the big file\'s dry run); nothing is written' })) }),
      summary: 'Background import of a big file (202 with the job id; poll the job for progress); the same file again answers with the first job',
    },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const kind = request.params.kind;
    const upload = await readImportUpload(request, MAX_BYTES_ASYNC);
    const parsed = parseUpload(kind, upload, MAX_ROWS_ASYNC);
    const started = await startJob(app, scope, kind, upload, parsed, request.query.dryRun);
    reply.status(started.Replayed ? 200 : 202);
    return started;
  });

  r.get('/api/merchant/migration/jobs', {
    schema: { response: { 200: ImportJobsSchema },
      tags: TAGS, security: SECURITY, summary: 'Recent imports of the tenant (newest first)',
      querystring: Query({ kind: Type.Optional(Type.Union(IMPORT_KINDS.map((k) => Type.Literal(k)))), take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const { kind, take } = request.query;
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${JOB_COLUMNS}
         FROM import_jobs WHERE tenant_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY created_at DESC LIMIT ${take ?? 10}`,
      [scope.tenantId, kind ?? null],
    );
    return { Data: await Promise.all(rows.map((row) => runningJob(scope.tenantId, String(row.job_id)) ?? settledJob(app, scope.tenantId, row))) };
  });

  r.get('/api/merchant/migration/jobs/:jobId', {
    schema: { response: { 200: ImportJobSchema }, tags: TAGS, security: SECURITY, params: JobParam, summary: 'One import job: status, processed/total, imported, bad lines (polled by the page)' },
  }, async (request) => {
    // Answered from memory while the job runs here: no database round trip during its transaction.
    const live = runningJob(request.auth!.TenantId, request.params.jobId);
    if (live) return live;
    const scope = await merchantScope(app, request);
    const [row] = await app.db.query<Record<string, unknown>>(`SELECT ${JOB_COLUMNS} FROM import_jobs WHERE tenant_id = $1 AND job_id = $2`, [scope.tenantId, request.params.jobId]);
    if (!row) throw notFound('Import job not found');
    return settledJob(app, scope.tenantId, row);
  });

  r.get('/api/merchant/migration/jobs/:jobId/result', {
    schema: { response: { 200: { description: 'The job\'s result: JSON with format=json, else the bad rows as CSV', content: { 'application/json': { schema: ImportJobResultSchema }, 'text/csv': { schema: Type.String({ description: 'line,field,reason (UTF-8 with BOM)' }) } } } },
      tags: TAGS, security: SECURITY, params: JobParam, querystring: Query({ format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('json')], { default: 'csv' })) }),
      summary: 'Result of a finished job as a download: the bad rows (line, field, reason) as CSV, or the whole result as JSON',
    },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const [row] = await app.db.query<Record<string, unknown>>(`SELECT ${JOB_COLUMNS} FROM import_jobs WHERE tenant_id = $1 AND job_id = $2`, [scope.tenantId, request.params.jobId]);
    if (!row) throw notFound('Import job not found');
    const bad = (row.bad_rows as RowError[] | null) ?? [];
    const name = `import-${String(row.kind)}-${request.params.jobId.slice(0, 8)}`;
    if (request.query.format === 'json') {
      reply.header('content-disposition', `attachment; filename="${name}.json"`);
      return { ...jobView(row), Result: row.result ?? null, Bad: bad };
    }
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}-bad-rows.csv"`);
    return reply.send(`\uFEFF${badRowsCsv(bad)}`);
  });
}

