import { isUtf8 } from 'node:buffer';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CenterCache } from './accounts/center-cache';
import { AccountLimiter } from './auth/account-limit';
import { TokenService } from './auth/jwt';
import { SessionStore } from './auth/session-store';
import { OtpService } from './auth/otp';
import { DevOutboxProvider } from './providers/sms/local';
import type { OtpProvider } from './providers/sms/provider';
import { smsProviderFromConfig } from './providers/sms/from-config';
import { loadJwtSecret } from './auth/secret';
import { assertProductionConfig, type ServerConfig } from './config';
import { migrate, openDb, type Db } from './db/index';
import { badRequest } from './errors';
import { JobQueue } from './jobs/index';
import type { MovableClock } from './jobs/clock';
import { ConfigBus } from './live/config-bus';
import { FlagStore } from './live/flag-store';
import { installErrorHandler } from './plugins/errors';
import { registerExternal } from './plugins/external';
import { installRequestContext } from './plugins/request-context';
import { installValidators } from './plugins/validation';
import { registerWeb } from './plugins/web';
import { LineServices } from './providers/line/registry';
import { PaymentRegistry } from './providers/payment/registry';
import { storageFromConfig } from './providers/storage/from-env';
import type { StorageProvider } from './providers/storage/types';
import { registerRoutes } from './routes/index';
import { registerMetrics } from './ops/metrics';
import { seedDemo } from './seed/index';
import { LastGoodStore } from './tenants/last-good';
import { TenantRegistry } from './tenants/registry';
import './types';
import { backfillDefaultAddresses } from './routes/addresses/store';

export interface BuildOptions {
  config: ServerConfig;
  /** An already open database (tests, bench); otherwise opened from the config and closed with the app. */
  db?: Db;
  /** Clock for tokens, OTPs and due jobs (tests move time forward). */
  clock?: () => number;
  /** A clock `POST api/dev/clock` may move (main.ts with TEST_CLOCK=Y; never in production). */
  movableClock?: MovableClock;
  /** Poll and run background jobs in this process (main.ts: yes; tests call `app.jobs.drain()`). */
  jobWorkers?: boolean;
  /** Seconds-long crash-recovery timers for kill tests (main.ts: JOB_TEST_TIMERS=Y with TEST_CLOCK=Y). */
  jobTestTimers?: boolean;
  /** Overrides the provider SMS_PROVIDER names (config.sms; the development outbox by default). */
  otpProvider?: OtpProvider;
  /** Overrides the store STORAGE_PROVIDER names (tests: a mocked S3 bucket shared by two apps). */
  storage?: StorageProvider;
  /** Watch the tenants folder for changes (default true). */
  watchTenants?: boolean;
  /** Insert the demo tenants' data when missing (default false; main.ts turns it on). */
  seed?: boolean;
  /** Catalogue size per tenant on first start (default: the seeder's; main.ts: SEED_PRODUCTS, e.g. small for crash tests). */
  seedProducts?: number;
  /** LINE / OIDC settings source (tenant channels by environment name; docs/line.md). Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance;

/**
 * Builds the whole server: npm plugins (security, cookies, limits, uploads, docs) → app plugins
 * (database, tenants, auth context, errors) → API routes → the SPA. Ready to `listen` or `inject`.
 */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  if (opts.movableClock && opts.config.production) throw new Error('A movable clock is refused in production');
  const clock = opts.clock ?? (opts.movableClock ? opts.movableClock.now : Date.now);
  // Production refuses a generated JWT secret and a missing SMS gateway before anything opens.
  assertProductionConfig(config);
  const sms = opts.otpProvider
    ? { provider: opts.otpProvider, outbox: config.production ? null : new DevOutboxProvider(config.dataDir, clock) }
    : smsProviderFromConfig(config.sms, { production: config.production, dataDir: config.dataDir, clock });
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    // Only configured proxies may tell us the client's address (TRUST_PROXY); anyone else's
    // X-Forwarded-For is ignored, so the per-address limits key on the real socket address.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as FastifyInstance;

  installValidators(app);
  installEmptyBodyTolerance(app);
  // Response schemas are the documented contract (checked by the server tests), not a filter:
  // answers are plain JSON.stringify, so a schema can never drop a field a client reads or coerce a value.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // ── external
  app.decorate('config', config);
  await registerExternal(app);

  // ── app: database, tenants, live config, tokens, OTP, request context, errors
  const db = opts.db ?? await openDb({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: app.log,
    listenHeartbeat: { intervalMs: config.listen.heartbeatMs, timeoutMs: config.listen.heartbeatTimeoutMs },
  });
  const ownsDb = !opts.db;
  await migrate(db, undefined, (m) => app.log.info(m));
  const tenants = new TenantRegistry(config.tenantsDir, { localesDir: config.localesDir, schemasDir: config.schemasDir });
  await tenants.restore(new LastGoodStore(db));
  tenants.load();
  logTenantProblems(app, tenants, tenants.ids());
  await tenants.persist();
  const flags = new FlagStore(db);
  const bus = new ConfigBus(db, (err) => app.log.error({ err }, 'config bus'));
  await bus.start();
  // Every process drops its cached overrides when any process changes them.
  const centers = new CenterCache(db, 60_000, clock);
  bus.subscribe((n) => {
    if (n.type === 'flags') flags.invalidate(n.tenantId);
    if (n.type === 'centers') centers.invalidate(n.tenantId);
  });
  // Changes notified while the LISTEN connection was down never arrive: after it is back, every
  // tenant is treated as changed: the notices go to the listeners above (caches dropped) and to
  // the open config streams (their flags sent again).
  bus.onReconnect(() => {
    for (const id of tenants.ids()) for (const type of ['flags', 'centers'] as const) bus.deliver({ type, tenantId: id });
  });
  tenants.on('change', (ids) => {
    logTenantProblems(app, tenants, ids);
    const good = ids.filter((id) => tenants.get(id)?.errors.length === 0);
    if (good.length) app.log.info({ tenants: good }, 'tenant bundles reloaded');
    tenants.persist().catch((err: unknown) => app.log.error({ err }, 'saving the last good tenant bundles failed'));
    for (const id of ids) bus.deliver({ type: 'bundle', tenantId: id });
  });

  const secret = loadJwtSecret(config.dataDir, config.jwtSecret);
  const { provider: otpProvider, outbox } = sms;

  app.decorate('db', db);
  app.decorate('tenants', tenants);
  app.decorate('flags', flags);
  app.decorate('centers', centers);
  app.decorate('bus', bus);
  app.decorate('clock', clock);
  app.decorate('movableClock', opts.movableClock ?? null);
  // Areas define their jobs while their routes register; the queue starts once the app is ready.
  const jobs = new JobQueue(db, clock);
  app.decorate('jobs', jobs);
  app.decorate('tokens', new TokenService(secret, clock));
  app.decorate('otpProvider', otpProvider);
  app.decorate('outbox', outbox);
  app.decorate('otp', new OtpService(db, otpProvider, secret, clock));
  const line = new LineServices({ env: opts.env ?? process.env, production: config.production, dataDir: config.dataDir, serverSecret: secret, clock, defaultShopUrl: `http://localhost:${config.port}`, db });
  app.decorate('line', line);
  app.decorate('storage', opts.storage ?? storageFromConfig(config.storage, config.dataDir));
  app.decorate('payments', new PaymentRegistry({ db, env: opts.env ?? process.env, production: config.production, serverSecret: secret, clock }));
  app.decorate('accountLimits', new AccountLimiter(db, config.accountLimits, clock));
  const sessions = new SessionStore(db, clock, {}, (err) => app.log.error({ err }, 'session notices'));
  await sessions.start();
  app.decorate('sessions', sessions);
  installRequestContext(app);
  installErrorHandler(app);

  if (opts.seed) await seedDemo(db, tenants, (m) => app.log.info(m), opts.seedProducts);
  // Customers created before default addresses were made at creation get theirs now, once.
  const backfilled = await backfillDefaultAddresses(db, new Date(clock()));
  if (backfilled) app.log.info({ customers: backfilled }, 'default delivery addresses created');
  if (opts.watchTenants ?? true) tenants.watch((err) => app.log.error({ err }, 'tenant reload failed'));

  app.addHook('onReady', async () => {
    await jobs.start(app, { work: opts.jobWorkers ?? false, ...(opts.jobTestTimers ? { testTimers: { expireSeconds: 5, maintenanceSeconds: 1, retryDelaySeconds: 1 } } : {}) });
  });
  // Stop the queue first (running handlers finish), while the database is still open.
  app.addHook('preClose', async () => { await jobs.stop(); });
  app.addHook('onClose', async () => {
    tenants.close();
    await bus.stop();
    await line.close();
    await sessions.stop();
    if (ownsDb) await db.close();
  });

  // Metrics hooks at the root, so every route's latency is counted (docs/operations.md).
  registerMetrics(app, { poolStats: db.poolStats ? () => db.poolStats!() : undefined });
  // ── routes, then the SPA (its not-found handler is the fallback for everything else)
  await registerRoutes(app);
  await registerWeb(app);
  return app;
}

/** A rejected bundle is an error for ops (the tenant is stale or down), never an info 'reloaded'. */
function logTenantProblems(app: FastifyInstance, tenants: TenantRegistry, ids: string[]): void {
  if (tenants.baseErrors.length) {
    app.log.error({ errors: tenants.baseErrors, stale: tenants.baseIsStale }, tenants.baseIsStale
      ? 'base bundle or locales rejected; serving the last good base bundle'
      : 'base bundle or locales have errors');
  }
  for (const t of tenants.status()) {
    if (!ids.includes(t.TenantId) || t.Valid) continue;
    const msg = t.State === 'stale'
      ? `tenant bundle rejected; serving the last good version saved ${t.LastGoodAt ?? 'earlier'}`
      : 'tenant bundle rejected; tenant is down (no good version to serve)';
    app.log.error({ tenant: t.TenantId, state: t.State, errors: t.Errors }, msg);
  }
}

/**
 * Clients post `{}`-less requests (e.g. `POST authen/customerProfile` with no body at all): an
 * empty JSON body counts as `{}` so the schema, not the parser, decides what is missing.
 */
function installEmptyBodyTolerance(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Read as bytes: decoding as a string replaced malformed UTF-8 with U+FFFD silently, and the
  // mangled text reached stored names. Malformed bytes are a 400 instead.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    const bytes = raw as Buffer;
    if (!isUtf8(bytes)) {
      return done(badRequest('Invalid request', [{ field: '/body', reason: 'is not valid UTF-8' }]), undefined);
    }
    const body = bytes.toString('utf8');
    if (body.trim() === '') return done(null, {});
    return parseJson(request, body, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}
