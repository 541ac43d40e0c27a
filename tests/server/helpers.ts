import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { TokenClaims } from '../../src/server/auth/jwt';
import { setPasswordHashCost } from '../../src/server/auth/password';
import type { SessionKind } from '../../src/server/auth/session-store';
import { configFromEnv, type ServerConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/index';
import { openPg } from '../../src/server/db/pg';
import { scratchPgDatabase } from '../../src/server/db/scratch';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { checkContract } from './contract';
import { ensureTemplate, pgAdmin, templateLocation, templateName } from './db-template';

export const REPO = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const PASSWORD = DEMO_PASSWORD;

/**
 * scrypt N=2^10 for every hash made in a server test process (the app's is 2^15): the template's
 * demo accounts as it is seeded, passwords a test registers or changes, and the dummy hash an
 * unknown number is checked against. A stored hash names its parameters and `verifyPassword` reads
 * them, so signing in runs the same code and refuses a wrong password or an unknown number the same
 * way, at ~2 ms instead of 50–100 ms (200 ms and more on a loaded host). The server files sign in
 * some 500 times a run, and the tenancy and role walks try every login route with unknown numbers
 * (docs/testing.md "CI duration", sessions 15 and 18). tests/server/password.test.ts checks the
 * app's own cost. Set again by each startTestServer: module state outlives a file (isolate: false).
 */
export const TEST_PASSWORD_HASH_N = 2 ** 10;
setPasswordHashCost(TEST_PASSWORD_HASH_N);

/** A clock tests can move: tokens and OTPs read it. */
export class TestClock {
  now = Date.UTC(2026, 10, 20, 10, 0, 0);
  read = () => this.now;
  advance(ms: number): void { this.now += ms; }
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  clock: TestClock;
  /** Another handle on the same database: a new connection pool on PostgreSQL (like a second server process), the same handle on PGlite. */
  openSecondDb(): Promise<{ db: Db; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  tenantsDir?: string;
  webDir?: string;
  watchTenants?: boolean;
  authRateLimit?: number;
  realClock?: boolean;
  config?: Partial<ServerConfig>;
}

/**
 * A server on a fresh database: embedded PGlite in a temp DATA_DIR, or — when TEST_DATABASE_URL is
 * set — a new database on that PostgreSQL, dropped afterwards. Migrated and seeded with the demo data.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  setPasswordHashCost(TEST_PASSWORD_HASH_N);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-test-'));
  const fresh = await freshDatabase(dataDir);
  const clock = new TestClock();
  const config: ServerConfig = {
    ...configFromEnv({ NODE_ENV: 'test' }, REPO),
    dataDir,
    tenantsDir: opts.tenantsDir ?? path.join(REPO, 'tenants'),
    webDir: opts.webDir ?? path.join(dataDir, 'no-web'),
    authRateLimit: opts.authRateLimit ?? 10_000,
    logLevel: 'silent',
    ...opts.config,
  };
  const app = await buildApp({
    config, db: fresh.db, clock: opts.realClock ? Date.now : clock.read, seed: true, watchTenants: opts.watchTenants ?? false,
  });
  await app.ready();
  return {
    app, db: fresh.db, dataDir, clock,
    async openSecondDb() {
      if (!fresh.url) return { db: fresh.db, close: async () => {} };
      const db = await openPg(fresh.url, 2);
      return { db, close: () => db.close() };
    },
    async close() {
      await app.close();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(dataDir: string): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const tpl = templateName();
  if (!url) {
    const from = tpl ? templateLocation('pglite', tpl) : null;
    if (from && (await ensureTemplate(from, () => seedTemplate(() => openDb({ dataDir: from }))))) {
      fs.cpSync(path.join(from, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
    }
    const db = await openDb({ dataDir });
    return { db, drop: () => db.close() };
  }
  const name = tpl ? templateLocation('pg', tpl) : null;
  if (name && (await ensureTemplate(`${tpl}-pg`, () => seedPgTemplate(url, name)))) {
    return scratchPgDatabase(url, 'talad_t', 5, name);
  }
  return scratchPgDatabase(url, 'talad_t', 5);
}

/** Migrates and seeds a database the way startTestServer would, then closes it for copying. */
async function seedTemplate(open: () => Promise<Db>): Promise<void> {
  const db = await open();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-tpl-build-'));
  try {
    const config: ServerConfig = {
      ...configFromEnv({ NODE_ENV: 'test' }, REPO),
      dataDir, tenantsDir: path.join(REPO, 'tenants'), webDir: path.join(dataDir, 'no-web'), logLevel: 'silent',
    };
    const app = await buildApp({ config, db, clock: new TestClock().read, seed: true, watchTenants: false });
    await app.ready();
    await app.close();
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seedPgTemplate(serverUrl: string, name: string): Promise<void> {
  await pgAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await pgAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  await seedTemplate(() => openPg(u.toString(), 5));
}

export interface CallOptions {
  token?: string;
  tenant?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** One API call through `inject`, JSON in and out. */
export async function call<T = any>(app: FastifyInstance, method: string, url: string, o: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.tenant) headers.tenantid = o.tenant;
  const res = await app.inject({
    method: method as 'GET', url, headers,
    ...(o.body !== undefined ? { payload: o.body as object } : {}),
  });
  checkContract(app, method, url, res);
  let body: unknown = res.body;
  try { body = res.json(); } catch { /* not JSON */ }
  return { status: res.statusCode, body: body as T, headers: res.headers, text: res.body };
}

export async function guestToken(app: FastifyInstance, tenant: string): Promise<string> {
  const r = await call(app, 'GET', '/authen/login/guest', { tenant });
  if (r.status !== 200) throw new Error(`guest login failed: ${r.text}`);
  return r.body.jtoken;
}

export async function customerToken(app: FastifyInstance, tenant: string, mobileNo: string): Promise<string> {
  const r = await call(app, 'POST', '/authen/login', { tenant, body: { mobileNo, password: PASSWORD } });
  if (r.status !== 200) throw new Error(`customer login failed: ${r.text}`);
  return r.body.jtoken;
}

export async function merchantToken(app: FastifyInstance, tenant: string, mobileNo: string): Promise<string> {
  const r = await call(app, 'POST', '/authen/user/login', { tenant, body: { mobileNo, password: PASSWORD } });
  if (r.status !== 200) throw new Error(`merchant login failed: ${r.text}`);
  return r.body.token;
}

export async function riderToken(app: FastifyInstance, tenant: string, mobileNo: string): Promise<string> {
  const r = await call(app, 'POST', '/authen/rider/login', { tenant, body: { mobileNo, password: PASSWORD } });
  if (r.status !== 200) throw new Error(`rider login failed: ${r.text}`);
  return r.body.token;
}

/**
 * A token with a live server-side session, for claims no login route would give (a deleted
 * customer, a hand-made impersonation): every non-guest token must name a session.
 */
export async function signedSession(app: FastifyInstance, c: Omit<TokenClaims, 'exp' | 'iat' | 'sid'>, ttlSeconds?: number): Promise<string> {
  const kind = c.Kind as SessionKind;
  const { sessionId } = await app.sessions.create(app.db, { tenantId: c.TenantId, kind, userId: c.UserId, actorId: c.ActorId, limitSeconds: 90 * 24 * 3600 });
  return app.tokens.sign({ ...c, sid: sessionId }, ttlSeconds);
}

/** Demo logins (see src/server/seed/demo-data.ts and docs/server.md). */
export const DEMO = {
  sabai: { customer: '0810000001', credit: '0810000002', newCustomer: '0810000003', agent: '0810000004', inactive: '0810000005', admin: '0890000001', sales: '0890000002', rider: '0870000001' },
  khongdee: { customer: '0820000001', credit: '0820000002', newCustomer: '0820000003', agent: '0820000004', admin: '0880000001', sales: '0880000002', rider: '0860000001' },
} as const;

/** The JWT payload, unverified (tests read claims the way the web client does). */
export function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** A copy of tenants/ (with the locales/ and schemas/ the loader checks against) that a test may change. */
export function copyTenants(into: string): string {
  for (const dir of ['tenants', 'locales', 'schemas']) fs.cpSync(path.join(REPO, dir), path.join(into, dir), { recursive: true });
  return path.join(into, 'tenants');
}
