import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows a query may see: the second wall behind every query's own `tenant_id = $1`.
 *
 * - `tenant`: the connection runs as the non-superuser role `talad_app` with `app.tenant_id` set;
 *   row-level security policies (migration 1400) then hide every other tenant's rows.
 * - `system`: the process's own work (boot, migrations, seeding, the job queue, the tenant
 *   registry) and the few named cross-tenant reads; the connection runs as the login role, which
 *   owns the tables and so is not subject to row-level security.
 * - `pending`: inside a request whose tenant is not decided yet: any query throws.
 *
 * Outside any scope (boot, jobs, scripts, tests talking to the database directly) queries run as
 * system. Inside a request the scope is the token's tenant (see plugins/request-context.ts); a
 * request that must read another tenant says so with `asSystem(reason, fn)` or
 * `withTenant(otherTenant, fn)`, both of which are greppable.
 */
export type DbMode =
  | { kind: 'tenant'; tenantId: string }
  | { kind: 'system'; reason: string }
  | { kind: 'pending' };

interface Store { mode: DbMode }

const storage = new AsyncLocalStorage<Store>();
const OUTSIDE: DbMode = { kind: 'system', reason: 'outside a request' };

export function currentDbMode(): DbMode {
  return storage.getStore()?.mode ?? OUTSIDE;
}

/**
 * Runs `fn` with queries limited to `tenantId`'s rows. Awaits `fn`'s answer inside the scope: a
 * drizzle query is a lazy thenable that would otherwise run where it is awaited, outside it.
 */
export function withTenant<T>(tenantId: string, fn: () => T | PromiseLike<T>): Promise<T> {
  if (!tenantId) return Promise.reject(new Error('withTenant needs a tenant id'));
  return storage.run({ mode: { kind: 'tenant', tenantId } }, async () => await fn());
}

/**
 * Runs `fn` as the system: row-level security does not apply. `reason` names why a cross-tenant
 * access is legitimate (it is what a reviewer greps for).
 */
export function asSystem<T>(reason: string, fn: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ mode: { kind: 'system', reason } }, async () => await fn());
}

/** Opens a request's scope, tenant not yet known (queries throw until `setScopeTenant`). */
export function runInRequestScope<T>(fn: () => T): T {
  return storage.run({ mode: { kind: 'pending' } }, fn);
}

/** Decides the tenant of the current request scope (no-op outside one). */
export function setScopeTenant(tenantId: string): void {
  const store = storage.getStore();
  if (store && store.mode.kind === 'pending') store.mode = { kind: 'tenant', tenantId };
}

/** The role queries of a tenant run as; created by migration 1400. */
export const APP_ROLE = 'talad_app';

/** The key of the system state (the login role, no tenant). */
export const SYSTEM = 'system';

/** A connection's state as one comparable key. */
export function modeKey(mode: DbMode): string {
  if (mode.kind === 'pending') {
    throw new Error('A query ran before the request\'s tenant was decided: wrap it in withTenant(tenantId, …) or asSystem(reason, …)');
  }
  return mode.kind === 'tenant' ? `t:${mode.tenantId}` : SYSTEM;
}

/**
 * The statement that puts a connection in `key`'s state; `local` (inside a transaction) lasts
 * until the transaction ends, otherwise it holds for the session until changed.
 */
export function modeStatement(key: string, local: boolean): { text: string; params: unknown[] } {
  if (key === SYSTEM) {
    return { text: "SELECT set_config('role', 'none', $1), set_config('app.tenant_id', '', $1)", params: [local] };
  }
  return { text: `SELECT set_config('role', '${APP_ROLE}', $2), set_config('app.tenant_id', $1, $2)`, params: [key.slice(2), local] };
}
