import type { Db } from '../db/index';
import { HttpError, tooMany, waitMessage } from '../errors';
import type { OtpAudience } from '../providers/sms/provider';

/**
 * Per-account limits beside the per-address one (@fastify/rate-limit): failed attempts per mobile
 * number per tenant, counted in the database so every server process sees the same count and the
 * same lock. The per-address limit alone is useless against an attacker with many addresses (or a
 * forged X-Forwarded-For before TRUST_PROXY existed); this one holds however many addresses guess.
 *
 * Locked accounts get the spec's cool-down text with 429 and `retry-after`, before any password or
 * code is checked: the right password is refused during a lock-out too.
 */
export type LimitScope = `login:${OtpAudience}` | `otp-request:${OtpAudience}` | 'register';

export interface LimitRule {
  /** Attempts counted within `windowSeconds` before the account locks. */
  max: number;
  windowSeconds: number;
  lockSeconds: number;
}

export interface AccountLimits {
  /** Wrong passwords and wrong OTP answers together, per audience. */
  login: LimitRule;
  /** Every OTP request counts (SMS cost, enumeration), per audience. */
  otpRequest: LimitRule;
  /** Refused registrations (e.g. 'already exist') per mobile number. */
  register: LimitRule;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  login: { max: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  otpRequest: { max: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  register: { max: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
};

export interface AccountKey {
  tenantId: string;
  scope: LimitScope;
  /** The mobile number as sent (schemas allow digits only). */
  account: string;
}

interface AttemptRow {
  failures: number;
  window_started_at: Date | string;
  locked_until: Date | string | null;
}

const ms = (v: Date | string) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

export class AccountLimiter {
  constructor(private readonly db: Db, private readonly limits: AccountLimits, private readonly now: () => number = Date.now) {}

  rule(scope: LimitScope): LimitRule {
    if (scope === 'register') return this.limits.register;
    return scope.startsWith('login:') ? this.limits.login : this.limits.otpRequest;
  }

  /** Throws the cool-down 429 while the account is locked. */
  async assertOpen(key: AccountKey): Promise<void> {
    const [row] = await this.db.query<Pick<AttemptRow, 'locked_until'>>(
      'SELECT locked_until FROM auth_attempts WHERE tenant_id = $1 AND scope = $2 AND account = $3',
      [key.tenantId, key.scope, key.account],
    );
    const locked = row?.locked_until ? ms(row.locked_until) - this.now() : 0;
    if (locked > 0) throw lockedError(locked);
  }

  /**
   * Counts one attempt. `refused`: the account was already locked (nothing counted); `locked`: this
   * attempt filled the window and locked it.
   */
  async record(key: AccountKey): Promise<{ refused: HttpError | null; locked: HttpError | null }> {
    const rule = this.rule(key.scope);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO auth_attempts (tenant_id, scope, account, failures, window_started_at) VALUES ($1, $2, $3, 0, $4)
         ON CONFLICT (tenant_id, scope, account) DO NOTHING`,
        [key.tenantId, key.scope, key.account, new Date(now)],
      );
      // The row lock serialises parallel guesses from any process: none is lost from the count.
      const [row] = await tx.query<AttemptRow>(
        'SELECT failures, window_started_at, locked_until FROM auth_attempts WHERE tenant_id = $1 AND scope = $2 AND account = $3 FOR UPDATE',
        [key.tenantId, key.scope, key.account],
      );
      const lockedUntil = row.locked_until ? ms(row.locked_until) : 0;
      // Attempts refused during a lock are not evaluated, so they neither count nor extend it.
      if (lockedUntil > now) return { refused: lockedError(lockedUntil - now), locked: null };
      const fresh = ms(row.window_started_at) + rule.windowSeconds * 1000 <= now || lockedUntil > 0;
      const failures = fresh ? 1 : row.failures + 1;
      const lockAt = failures >= rule.max ? new Date(now + rule.lockSeconds * 1000) : null;
      await tx.query(
        'UPDATE auth_attempts SET failures = $4, window_started_at = $5, locked_until = $6 WHERE tenant_id = $1 AND scope = $2 AND account = $3',
        [key.tenantId, key.scope, key.account, failures, fresh ? new Date(now) : row.window_started_at, lockAt],
      );
      return { refused: null, locked: lockAt ? lockedError(rule.lockSeconds * 1000) : null };
    });
  }

  /** A successful login clears the account's failed attempts. */
  async clear(key: AccountKey): Promise<void> {
    await this.db.query('DELETE FROM auth_attempts WHERE tenant_id = $1 AND scope = $2 AND account = $3', [key.tenantId, key.scope, key.account]);
  }

  /**
   * Runs a login-like step under the account's limit: refused while locked; a client error from
   * `fn` (wrong password, wrong code, 'already exist') counts as a failure and is rethrown (or the
   * lock, when this failure locked the account); success clears the count.
   */
  async guard<T>(key: AccountKey, fn: () => Promise<T>): Promise<T> {
    await this.assertOpen(key);
    let result: T;
    try {
      result = await fn();
    } catch (err) {
      if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500) {
        const { refused, locked } = await this.record(key);
        if (refused ?? locked) throw refused ?? locked;
      }
      throw err;
    }
    await this.clear(key);
    return result;
  }

  /** Every call counts (OTP requests): the call that fills the window is served, the next refused. */
  async count<T>(key: AccountKey, fn: () => Promise<T>): Promise<T> {
    await this.assertOpen(key);
    const { refused } = await this.record(key);
    if (refused) throw refused;
    return fn();
  }
}

function lockedError(remainingMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return tooMany(waitMessage(seconds), seconds);
}
