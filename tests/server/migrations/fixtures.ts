import type { FastifyInstance } from 'fastify';
import type { CallResult } from '../helpers';
import { checkContract } from '../contract';

/** A multipart body with one `file` field, as the migration pages send it. */
export function fileBody(fileName: string, content: string | Buffer, type = 'text/csv'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----talad${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload<T = any>(app: FastifyInstance, url: string, token: string, fileName: string, content: string | Buffer): Promise<CallResult<T>> {
  const { payload, headers } = fileBody(fileName, content);
  const res = await app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  checkContract(app, 'POST', url, res);
  let body: unknown = res.body;
  try { body = res.json(); } catch { /* text */ }
  return { status: res.statusCode, body: body as T, headers: res.headers, text: res.body };
}

/**
 * Polls a background job until it is done or failed, while this process's queue runs it (tests
 * have no polling worker: `drain()` plays the worker, concurrently with the page's polls).
 */
export async function waitForJob(app: FastifyInstance, token: string, jobId: string, seen: number[] = []): Promise<any> {
  const worker = app.jobs.drain();
  for (let i = 0; i < 2_000; i++) {
    const res = await app.inject({ method: 'GET', url: `/api/merchant/migration/jobs/${jobId}`, headers: { authorization: `Bearer ${token}` } });
    checkContract(app, 'GET', `/api/merchant/migration/jobs/${jobId}`, res);
    const job = res.json();
    seen.push(job.Processed);
    if (job.Status === 'done' || job.Status === 'failed') { await worker; return job; }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('job did not finish');
}
