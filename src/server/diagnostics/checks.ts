import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isValidPromptPayTarget } from '../../domain/promptpay';
import { asSystem } from '../db/index';
import { tenantBundle } from '../tenants/resolve';
import { REPO_ROOT } from '../release/snapshots';

/** One line of `/test`: what was checked, pass or fail, and what was seen. */
export interface Check { id: string; group: string; ok: boolean; detail: string; ms: number }

/** Runs `fn`, timing it; a throw or a timeout is a failed check naming the error. */
async function timed(id: string, group: string, fn: () => Promise<{ ok: boolean; detail: string }>, timeoutMs = 5000): Promise<Check> {
  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const r = await Promise.race([fn(), new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs); })]);
    return { id, group, ...r, ms: Math.round(performance.now() - t0) };
  } catch (err) {
    return { id, group, ok: false, detail: (err as Error).message, ms: Math.round(performance.now() - t0) };
  } finally { clearTimeout(timer); }
}

const MIGRATIONS_DIR = path.join(REPO_ROOT, 'src', 'server', 'db', 'migrations');

/**
 * The system checks of `/test`, each run for real against this process: version, database and
 * migration level, job queue health and backlog, a LISTEN/NOTIFY round trip, every tenant bundle,
 * and the server clock against the database's.
 */
export async function systemChecks(app: FastifyInstance): Promise<Check[]> {
  const checks: Check[] = [];
  checks.push(await timed('version', 'system', async () => {
    const pkg = JSON.parse(await fs.readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const built = await fs.stat(path.join(app.config.webDir, 'index.html')).then((s) => s.mtime.toISOString(), () => 'no web build');
    return { ok: true, detail: `talad ${pkg.version}${process.env.GIT_COMMIT ? ` (${process.env.GIT_COMMIT})` : ''}; web build ${built}; node ${process.version}; pid ${process.pid}; up ${Math.round(process.uptime())} s` };
  }));
  checks.push(await timed('database', 'system', async () => {
    const [r] = await app.db.query<{ v: string }>('SELECT version() AS v');
    return { ok: true, detail: `${app.db.driver === 'pg' ? 'PostgreSQL' : 'embedded PGlite'}: ${String(r?.v ?? '').split(' on ')[0]}` };
  }));
  checks.push(await timed('migrations', 'system', async () => {
    const applied = new Set((await app.db.query<{ name: string }>('SELECT name FROM talad_migrations')).map((x) => x.name));
    const files = (await fs.readdir(MIGRATIONS_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.sql')).sort();
    const pending = files.filter((f) => !applied.has(f));
    const latest = [...applied].sort().at(-1) ?? 'none';
    return { ok: pending.length === 0, detail: `${applied.size} applied, latest ${latest}${pending.length ? `; pending: ${pending.join(', ')}` : ''}` };
  }));
  checks.push(await timed('queue', 'system', async () => {
    // The queue spans every tenant: a named system read (the request's scope is one tenant's).
    const rows = await asSystem('diagnostics: job backlog', () => app.db.query<{ state: string; n: number; overdue: number }>(
      `SELECT state::text AS state, count(*)::int AS n, count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after < now() - interval '5 minutes')::int AS overdue
         FROM pgboss.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY state`));
    const by = Object.fromEntries(rows.map((x) => [x.state, x.n]));
    const overdue = rows.reduce((a, x) => a + x.overdue, 0);
    const ok = app.jobs.started && overdue === 0;
    return { ok, detail: `pg-boss ${app.jobs.started ? 'started' : 'NOT started'}; waiting ${(by.created ?? 0) + (by.retry ?? 0)}, active ${by.active ?? 0}, failed ${by.failed ?? 0}, overdue > 5 min ${overdue}` };
  }));
  checks.push(await timed('live', 'system', () => liveRoundTrip(app, 3000), 5000));
  checks.push(await timed('clock', 'system', async () => {
    const [r] = await app.db.query<{ now: string }>('SELECT now() AS now');
    const skew = app.clock() - new Date(r!.now).getTime();
    return { ok: Math.abs(skew) < 5000, detail: `server ${new Date(app.clock()).toISOString()}, database ${new Date(r!.now).toISOString()}, skew ${skew} ms${Math.abs(skew) >= 5000 ? ' (a moved test clock, or the host clock is wrong)' : ''}` };
  }));
  for (const t of app.tenants.status()) {
    checks.push(await timed(`tenant:${t.TenantId}`, 'tenants', async () => {
      const hash = t.Serving ? createHash('sha256').update(JSON.stringify(tenantBundle(app, t.TenantId))).digest('hex').slice(0, 12) : 'none';
      const errors = t.Errors.slice(0, 3).map((e) => JSON.stringify(e)).join('; ');
      return { ok: t.Valid && t.Serving && !t.Stale, detail: `${t.State}; bundle ${hash}${t.Stale ? `; serving last good from ${t.LastGoodAt}` : ''}${errors ? `; errors (${t.Errors.length}): ${errors}` : ''}` };
    }));
  }
  return checks;
}

/**
 * NOTIFY on a private channel and wait for it to come back through LISTEN (what live updates ride
 * on). The wait has its own limit so the subscription is always dropped: with the LISTEN connection
 * down, every run of the page used to leave one behind.
 */
async function liveRoundTrip(app: FastifyInstance, timeoutMs: number): Promise<{ ok: boolean; detail: string }> {
  const channel = 'talad_diag';
  const nonce = randomUUID();
  const t0 = performance.now();
  let resolve!: (heard: boolean) => void;
  const heard = new Promise<boolean>((r) => { resolve = r; });
  const timer = setTimeout(() => resolve(false), timeoutMs);
  const unlisten = await app.db.listen(channel, (payload) => { if (payload === nonce) resolve(true); });
  try {
    await app.db.query('SELECT pg_notify($1, $2)', [channel, nonce]);
    if (!(await heard)) return { ok: false, detail: `no NOTIFY came back through LISTEN within ${timeoutMs} ms (live updates are not reaching this process)` };
    return { ok: true, detail: `LISTEN/NOTIFY round trip ${Math.round(performance.now() - t0)} ms` };
  } finally {
    clearTimeout(timer);
    await unlisten();
  }
}

/** The outside services this tenant would use, each checked as far as it can be without a side effect on a customer. */
export async function providerChecks(app: FastifyInstance, tenantId: string): Promise<Check[]> {
  const checks: Check[] = [];
  const sms = app.config.sms;
  checks.push(await timed('sms', 'providers', async () => {
    // Outside production, no setting means the local outbox too (providers/sms/from-config.ts).
    if (sms.provider === 'local' || (sms.provider === 'none' && !app.config.production)) {
      const dir = path.join(app.config.dataDir, 'outbox');
      await fs.mkdir(dir, { recursive: true });
      await fs.access(dir, fs.constants.W_OK);
      return { ok: true, detail: `local outbox ${dir} (development: no SMS leaves this machine)` };
    }
    if (sms.provider === 'none') return { ok: false, detail: 'no SMS gateway: OTP logins cannot work (set SMS_PROVIDER)' };
    if (sms.provider === 'http') return { ok: !!sms.http.url, detail: sms.http.url ? `HTTP gateway ${new URL(sms.http.url).host} (not called: a test SMS would cost money)` : 'SMS_HTTP_URL is missing' };
    return { ok: !!(sms.apiKey && sms.apiSecret), detail: sms.apiKey && sms.apiSecret ? 'ThaiBulkSMS key and secret set (not called: a test SMS would cost money)' : 'THAIBULKSMS key or secret missing' };
  }));
  checks.push(await timed('line-login', 'providers', async () => {
    const p = await app.line.login(tenantId);
    if (!p) return { ok: false, detail: 'no LINE Login channel configured' };
    const d = await p.discover();
    return { ok: true, detail: `${p.settings.issuer}: ${JSON.stringify(d)}` };
  }, 8000));
  checks.push(await timed('line-messaging', 'providers', async () => {
    const m = await app.line.messaging(tenantId);
    if (!m) return { ok: false, detail: 'no LINE Messaging access token and no local outbox' };
    return { ok: true, detail: m === app.line.outbox ? 'local LINE outbox (development)' : 'LINE Messaging API (access token set)' };
  }));
  checks.push(await timed('oidc-athena', 'providers', async () => {
    const o = await app.line.oidc('athena', tenantId);
    if (!o) return { ok: true, detail: 'not configured for this tenant (optional)' };
    const d = await o.provider.discover();
    return { ok: true, detail: `${o.provider.settings.issuer}: ${JSON.stringify(d)}` };
  }, 8000));
  checks.push(await timed('chat-notify', 'providers', async () => {
    const dir = path.join(app.config.dataDir, 'outbox');
    await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, fs.constants.W_OK);
    return { ok: true, detail: `local chat-notify outbox in ${dir} (offline chat notices)` };
  }));
  checks.push(await timed('storage', 'providers', async () => {
    await app.storage.check();
    return { ok: true, detail: `${app.storage.kind}: ${app.storage.location} (uploads' bytes; docs/operations.md)` };
  }, 8000));
  checks.push(await timed('payments', 'providers', async () => {
    const rows = await app.db.query<{ sale_unit: string; promptpay_id: string | null; bank_account_no: string | null }>(
      `SELECT d.sale_unit, p.promptpay_id, p.bank_account_no FROM distribution_centers d
         LEFT JOIN centre_payment_settings p ON p.tenant_id = d.tenant_id AND p.sale_unit = d.sale_unit
        WHERE d.tenant_id = $1 ORDER BY d.sale_unit`, [tenantId]);
    const bad = rows.filter((x) => !(x.promptpay_id && isValidPromptPayTarget(x.promptpay_id)) && !x.bank_account_no).map((x) => x.sale_unit);
    return { ok: rows.length > 0 && bad.length === 0, detail: `${rows.length} centres; PromptPay / bank transfer ${bad.length ? `missing or invalid for ${bad.join(', ')}` : 'set for every centre'}` };
  }));
  return checks;
}
