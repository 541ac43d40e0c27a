import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** Drizzle over either driver; typed queries go through this. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;

export interface QueryOptions {
  /** Prepared-statement name (lower-case letters, digits, '_'); one text per name. */
  name?: string;
}

/** What a route can do with the database, inside or outside a transaction. */
export interface Queryable {
  /**
   * One statement with `$1…` parameters; returns the rows. With `name`, a prepared statement kept
   * by the session (planned once, then reused): only for a fixed text per name, on hot paths.
   */
  query<R = Record<string, unknown>>(text: string, params?: unknown[], opts?: QueryOptions): Promise<R[]>;
  /** Several statements, no parameters (migrations, seeds). */
  exec(text: string): Promise<void>;
  orm: Orm;
}

export type Unlisten = () => Promise<void>;

export interface ListenOptions {
  /**
   * Runs after the LISTEN connection was lost and is back (pg only: PGlite's is in process and
   * never drops). Notices sent in between are lost: re-read whatever they would have said.
   */
  onReconnect?: () => void;
}

/**
 * Whether notices can reach this process now. PGlite's are in process: always 'up'. On PostgreSQL
 * 'down' (since, epoch ms) while the LISTEN connection is being re-opened, 'idle' before anything
 * subscribed (the connection opens on the first LISTEN).
 */
export type ListenState = { state: 'up' | 'idle' } | { state: 'down'; since: number };

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg';
  /**
   * Runs `fn` in one transaction: commit when it resolves, roll back when it throws. Use only the
   * `tx` handle inside: on PGlite (single connection) the outer handle waits for the transaction
   * to finish, so calling it from inside would never return (it throws instead, see client.ts).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (PGlite: its listen API; pg: one dedicated connection, re-opened when
   * PostgreSQL ends it: see pg-listener.ts).
   */
  listen(channel: string, onPayload: (payload: string) => void, opts?: ListenOptions): Promise<Unlisten>;
  /** The state of the connection `listen` rides on (readiness reports it: routes/system/probes.ts). */
  listenState(): ListenState;
  close(): Promise<void>;
  /** Connection pool use for metrics (node-postgres only). */
  poolStats?(): { total: number; idle: number; waiting: number };
}
