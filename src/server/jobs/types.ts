import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index';

/** What a handler gets besides its payload. */
export interface JobContext {
  app: FastifyInstance;
  /** The server clock (`app.clock`) at the start of this attempt. */
  now: Date;
  jobId: string;
  /** 0 on the first attempt, then 1, 2… */
  retryCount: number;
  /** True when pg-boss will not retry this job after a failure (the last attempt). */
  lastAttempt: boolean;
  log: FastifyBaseLogger;
}

/**
 * pg-boss queue policies: `standard` (any number of jobs per key), `short` (at most one waiting
 * job per singleton key: sending the same key again while it waits is a no-op), `singleton` (at
 * most one active per key), `stately` (at most one waiting and one active per key).
 */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface RetryPolicy {
  /** Attempts after the first one. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Double the delay at each retry. */
  backoff?: boolean;
}

/**
 * One kind of background work. Handlers must be idempotent: the queue delivers at least once (a
 * crash after the work but before the job is marked done runs it again), so exactly-once effects
 * come from the handler's own keys (e.g. an order's Idempotency-Key, a unique row).
 */
export interface JobDefinition<S extends TSchema = TSchema> {
  /** Queue name: letters, digits, '-' and '_' (e.g. `subscription-run`). */
  name: string;
  /** TypeBox schema of the payload, checked on send and again before the handler runs. */
  payload: S;
  retry?: RetryPolicy;
  /** An active job older than this is taken as crashed and retried (default 60 s). */
  expireInSeconds?: number;
  policy?: QueuePolicy;
  /** Jobs fetched per poll by this process's worker (default 5); each is handled on its own. */
  batchSize?: number;
  handle(payload: Static<S>, ctx: JobContext): Promise<unknown>;
}

/** Periodic work: runs at start, every minute (pg-boss cron) and after `POST api/dev/clock`. */
export interface TickerDefinition {
  name: string;
  /** Usually: find what is due at `now` and send one keyed job per item. */
  run(now: Date, app: FastifyInstance): Promise<void>;
}

export interface SendOptions {
  /**
   * Singleton key: with the `short` or `stately` policy a second send with the same key while the
   * first waits is dropped (returns null). It also names the job in logs.
   */
  key?: string;
  /**
   * The key names this job for good: its id is derived from the key, so sending it again while
   * pg-boss keeps the job (waiting, active, retrying, done and not yet archived) is a no-op that
   * returns null. Use it to re-send "everything still pending" safely after a crash.
   */
  unique?: boolean;
  /** Run no earlier than this moment of the server clock. */
  startAfter?: Date;
  /** Enqueue inside the caller's transaction: the job exists only if the transaction commits. */
  tx?: Queryable;
}
