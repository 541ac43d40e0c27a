import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { asSystem, type Db } from '../db/index';
import { bossDb } from './pgboss-db';
import type { JobDefinition, SendOptions, TickerDefinition } from './types';

/** The queue whose cron drives the tickers. */
export const TICK_QUEUE = 'talad-tick';
const SCHEMA = 'pgboss';

export interface StartOptions {
  /** Poll and handle jobs in this process (the server: yes; tests drive `drain()` instead). */
  work: boolean;
  /** Worker polling interval (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /**
   * Shorter crash-recovery timers for tests of a killed process (`JOB_TEST_TIMERS=Y` with
   * `TEST_CLOCK=Y`, never in production): the same expiry → retry → idempotent handler path,
   * seconds instead of minutes.
   */
  testTimers?: { expireSeconds: number; maintenanceSeconds: number; retryDelaySeconds: number };
}

/**
 * The one job queue of the server: pg-boss on the project's database (PGlite or PostgreSQL).
 * Areas `define` their jobs and tickers while their routes register; the app starts the queue
 * when it is ready and stops it (gracefully: running handlers finish) when it closes.
 */
export class JobQueue {
  private readonly defs = new Map<string, JobDefinition>();
  private readonly tickers = new Map<string, TickerDefinition>();
  private boss: PgBoss | null = null;
  private app: FastifyInstance | null = null;
  private working = false;

  constructor(private readonly db: Db, private readonly clock: () => number) {}

  /** Registers a job kind; call before the app is ready. Returns a typed sender. */
  define<S extends TSchema>(def: JobDefinition<S>): (payload: Static<S>, opts?: SendOptions) => Promise<string | null> {
    if (this.boss) throw new Error(`job ${def.name} defined after the queue started`);
    if (this.defs.has(def.name)) throw new Error(`job ${def.name} defined twice`);
    if (!/^[A-Za-z0-9_-]+$/.test(def.name)) throw new Error(`job name ${def.name}: letters, digits, '-' and '_' only`);
    this.defs.set(def.name, def as unknown as JobDefinition);
    return (payload, opts) => this.send(def.name, payload, opts);
  }

  ticker(def: TickerDefinition): void {
    if (this.tickers.has(def.name)) throw new Error(`ticker ${def.name} defined twice`);
    this.tickers.set(def.name, def);
  }

  get started(): boolean { return this.boss !== null; }

  async start(app: FastifyInstance, opts: StartOptions): Promise<void> {
    if (this.boss) return;
    this.app = app;
    const boss = new PgBoss({
      db: bossDb(this.db),
      schema: SCHEMA,
      // Maintenance (expiring jobs of crashed workers, archiving) and cron only where work is done.
      supervise: opts.work,
      schedule: opts.work,
      migrate: true,
      // Expired jobs of a crashed process are retried at the next maintenance: keep it short.
      maintenanceIntervalSeconds: opts.testTimers?.maintenanceSeconds ?? 30,
    });
    const t = opts.testTimers;
    boss.on('error', (err) => app.log.error({ err }, 'job queue'));
    await boss.start();
    // createQueue leaves an existing queue as it is (INSERT … ON CONFLICT DO NOTHING), and a job takes
    // its retry and expiry from its queue when it is sent: without the update, a setting changed
    // here would never reach a database whose queue was made by an earlier release.
    const ensure = async (options: PgBoss.Queue & { name: string }) => {
      await boss.createQueue(options.name, options);
      await boss.updateQueue(options.name, options);
    };
    for (const def of this.defs.values()) {
      await ensure({
        name: def.name,
        policy: def.policy ?? 'standard',
        retryLimit: def.retry?.limit ?? 2,
        retryDelay: t ? t.retryDelaySeconds : def.retry?.delaySeconds ?? 30,
        retryBackoff: t ? false : def.retry?.backoff ?? true,
        expireInSeconds: t ? t.expireSeconds : def.expireInSeconds ?? 60,
      });
    }
    await ensure({ name: TICK_QUEUE, policy: 'short', retryLimit: 0, expireInSeconds: 120 });
    this.boss = boss;
    if (!opts.work) return;
    this.working = true;
    const poll = opts.pollingIntervalSeconds ?? 1;
    for (const def of this.defs.values()) {
      await boss.work(def.name, { batchSize: def.batchSize ?? 5, includeMetadata: true, pollingIntervalSeconds: poll }, async (jobs) => {
        for (const job of jobs) {
          try {
            await this.runOne(def, job);
            // Completed here, not after the batch: pg-boss writes the batch's completion after the
            // callback without holding stop() for it, so a graceful stop could leave it 'active' and
            // the job would run again after its expiry.
            await boss.complete(def.name, job.id);
          } catch (err) {
            // Fail this job alone; pg-boss completes the rest of the batch that are still active.
            await boss.fail(def.name, job.id, { message: (err as Error).message });
          }
        }
      });
    }
    await boss.work(TICK_QUEUE, { pollingIntervalSeconds: poll }, async () => { await this.tick(); });
    await boss.schedule(TICK_QUEUE, '* * * * *', {}, { singletonKey: 'tick' });
    // Whatever became due while no process was running (or was cut off by a crash) goes now.
    await this.tick();
  }

  /** Graceful: stops polling, waits up to `timeoutMs` for running handlers, then leaves. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    this.working = false;
    // close: false — the database belongs to the app, which closes it after this.
    await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }

  /** Enqueues a job (payload checked against its schema: a bad payload is a programming error). */
  async send<P>(name: string, payload: P, opts: SendOptions = {}): Promise<string | null> {
    const def = this.defs.get(name);
    if (!def) throw new Error(`unknown job ${name}`);
    assertPayload(def, payload);
    const boss = this.requireBoss();
    const options: PgBoss.SendOptions = {};
    if (opts.key) options.singletonKey = opts.key;
    if (opts.unique) {
      if (!opts.key) throw new Error(`job ${name}: unique needs a key`);
      options.id = jobIdFor(name, opts.key);
    }
    if (opts.tx) options.db = bossDb(opts.tx);
    // pg-boss compares start_after with the database's now(); the server clock may be moved.
    if (opts.startAfter) {
      const seconds = Math.ceil((opts.startAfter.getTime() - this.clock()) / 1000);
      if (seconds > 0) options.startAfter = seconds;
    }
    return boss.send(name, payload as object, options);
  }

  /** Runs every ticker once at the server clock's now. */
  async tick(): Promise<void> {
    const app = this.requireApp();
    for (const t of this.tickers.values()) {
      try {
        await asSystem(`ticker ${t.name}`, () => t.run(new Date(this.clock()), app));
      } catch (err) {
        app.log.error({ err, ticker: t.name }, 'ticker failed');
      }
    }
  }

  /**
   * Handles every job that is ready, in this process, until none is left (jobs sent by handlers
   * included); returns how many ran. Tests and the bench use it instead of waiting for a poll.
   */
  async drain(limit = 100_000, opts: { ignoreDelays?: boolean } = {}): Promise<number> {
    const boss = this.requireBoss();
    let done = 0;
    for (;;) {
      let round = 0;
      for (const def of this.defs.values()) {
        const jobs = await boss.fetch<unknown>(def.name, { batchSize: def.batchSize ?? 5, includeMetadata: true, ignoreStartAfter: opts.ignoreDelays ?? false });
        for (const job of jobs) {
          try {
            await this.runOne(def, job);
            await boss.complete(def.name, job.id);
          } catch (err) {
            await boss.fail(def.name, job.id, { message: (err as Error).message });
          }
          round += 1;
        }
      }
      done += round;
      if (round === 0 || done >= limit) return done;
    }
  }

  /** Jobs of a queue by state (tests, ops). */
  async counts(name: string): Promise<Record<string, number>> {
    const rows = await this.db.query<{ state: string; n: number }>(
      `SELECT state::text, count(*)::int AS n FROM ${SCHEMA}.job WHERE name = $1 GROUP BY state`, [name],
    );
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
  }

  /**
   * True while the queue still holds the job sent with `unique` and this key (waiting, to be
   * retried, or running somewhere): the work may still happen. False once it completed, failed for
   * good or was never sent.
   */
  async pending(name: string, key: string): Promise<boolean> {
    // The queue's schema is the system's, not a tenant's: read it outside the request's role.
    const [row] = await asSystem(`job state ${name}`, () => this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${SCHEMA}.job WHERE name = $1 AND id = $2 AND state IN ('created', 'retry', 'active')`, [name, jobIdFor(name, key)],
    ));
    return Number(row?.n ?? 0) > 0;
  }

  get isWorking(): boolean { return this.working; }

  private async runOne(def: JobDefinition, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const app = this.requireApp();
    assertPayload(def, job.data);
    // Jobs are the process's own work across tenants; each handler filters by its payload's tenant.
    await asSystem(`job ${def.name}`, () => def.handle(job.data, {
      app, now: new Date(this.clock()), jobId: job.id, retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit, log: app.log.child({ job: def.name, jobId: job.id }),
    }));
  }

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started (the app is not ready, or it is closing)');
    return this.boss;
  }

  private requireApp(): FastifyInstance {
    if (!this.app) throw new Error('the job queue is not started');
    return this.app;
  }
}

/** A stable UUID (v8 layout) for a queue and key: the same key always gives the same job id. */
export function jobIdFor(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function assertPayload(def: JobDefinition, payload: unknown): void {
  if (Value.Check(def.payload, payload)) return;
  const errors = [...Value.Errors(def.payload, payload)].map((e) => `${e.path || '/'} ${e.message}`);
  throw new Error(`job ${def.name}: bad payload: ${errors.join('; ')}`);
}
