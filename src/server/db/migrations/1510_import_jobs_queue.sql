-- Background imports run on the job queue (docs/jobs.md): the worker that picks the job up may be
-- another process, or this one after a restart, so what it needs is kept with the job row until
-- the job ends (then dropped: a file of 20,000 rows is not kept twice).
ALTER TABLE import_jobs ADD COLUMN upload_text text;
ALTER TABLE import_jobs ADD COLUMN dry_run boolean NOT NULL DEFAULT false;
