import { Type } from '@sinclair/typebox';
import { IMPORT_KINDS } from '../../../domain/imports/index';
import { Nullable, Open, OneOf } from '../schemas';

/** Success bodies of the super admin's migration imports. */

const Str = Type.String();
const Int = Type.Integer();
const Kind = OneOf(IMPORT_KINDS, 'Import kind');

const RowError = Open({
  line: Type.Integer({ description: 'Line of the file (CSV: the header is line 1)' }),
  field: Type.String({ description: 'The column (upper case), or empty for the row as a whole' }),
  reason: Str,
  code: Type.Optional(Type.String({ description: 'Stable id of the reason, for translation with params' })),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
}, 'A bad row');

export const ImportColumnsSchema = Open({
  Kind, Columns: Type.Array(Open({ name: Str, required: Type.Boolean(), hint: Str })),
  MaxRows: Int, MaxBytes: Int, MaxRowsAsync: Int, MaxBytesAsync: Int,
}, 'Columns of an import kind and the size limits (direct import, background job)');

const Report = {
  Kind, FileName: Str, Total: Int, Good: Int, BadLines: Int,
  Bad: Type.Array(RowError, { description: 'Bad rows, at most 5,000' }), BadTruncated: Type.Boolean(),
};

export const ImportValidationSchema = Open({
  ...Report,
  AlreadyImported: Nullable(Open({ JobId: Nullable(Str), Imported: Int }, 'The same file was imported before')),
}, 'The dry run\'s report; nothing written');

export const ImportResultSchema = Open({
  ...Report,
  JobId: Nullable(Type.String({ description: 'null when no row was good (nothing recorded)' })),
  Imported: Int,
  Replayed: Type.Boolean({ description: 'The same file was imported before: this is that first result' }),
}, 'What the import wrote');

export const JobStartedSchema = Open({
  JobId: Str, Replayed: Type.Boolean({ description: 'true (200): the same file already has a job, this is it' }),
}, 'The background job (poll it for progress)');

const Job = Open({
  JobId: Str, Kind: Str, FileName: Str, Mode: Type.String({ description: 'sync or async' }),
  Status: OneOf(['validating', 'importing', 'done', 'failed'] as const),
  Total: Int, Processed: Int, Imported: Int, BadLines: Int, Message: Str,
  CreatedAt: Type.String({ description: 'ISO 8601 instant' }), FinishedAt: Nullable(Str),
  DryRun: Type.Boolean({ description: 'A validation-only job: nothing was written' }),
}, 'An import job');

export const ImportJobSchema = Job;
export const ImportJobsSchema = Open({ Data: Type.Array(Job, { description: 'Newest first' }) });

export const ImportJobResultSchema = Open({
  ...Job.properties,
  Result: Nullable(Open({}, 'The job\'s full result (the import\'s report and counts)')),
  Bad: Type.Array(RowError),
}, 'With format=json: the finished job and its whole result as a JSON download. The default format=csv answers the bad rows as text/csv (line, field, reason) instead.');
