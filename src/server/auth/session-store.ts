import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/index';
import { NotifyChannel } from '../live/notify-channel';

export const SESSION_CHANNEL = 'talad_sessions';

export type SessionKind = 'customer' | 'merchant' | 'rider';

/**
 * Absolute session limits: renewing a token (`POST authen/customerProfile`, `authen/user/profile`)
 * never gives it an expiry past the session's `renew_until`. Impersonation sessions (a salesperson
 * acting as a customer) last 8 hours from `loginasclient` and never renew.
 */
export const SESSION_LIMIT_SECONDS = {
  customer: 90 * 24 * 3600,
  merchant: 30 * 24 * 3600,
  rider: 30 * 24 * 3600,
  impersonation: 8 * 3600,
} as const;

/** What travels on `talad_sessions`: these sessions, or every session of one user (and those they opened as actor). */
export interface SessionNotice {
  tenantId: string;
  sessionIds?: string[];
  kind?: SessionKind;
  userId?: string;
}

export interface SessionRecord {
  kind: SessionKind;
  userId: string;
  actorId: string | null;
  /** Epoch ms: no token of the session is valid after this. */
  renewUntil: number;
  revoked: boolean;
}

interface Cached extends SessionRecord { fetchedAt: number }

interface Row {
  kind: SessionKind;
  user_id: string;
  actor_id: string | null;
  renew_until: Date | string;
  revoked_at: Date | string | null;
}

const ms = (v: Date | string) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

export interface SessionStoreOptions {
  /** Entries kept in memory (oldest dropped first). */
  maxEntries?: number;
  /**
   * How long a cached "active" answer is trusted without a notice: a safety net for a notice lost
   * while the LISTEN connection was being re-established. Revocations are final and kept.
   */
  maxAgeMs?: number;
}

/**
 * Server-side session records. Every customer, merchant and rider token carries its session id
 * (`sid`); each request checks it here. Answers are cached in process and dropped when any process
 * revokes (Postgres LISTEN/NOTIFY on `talad_sessions`, sent inside the revoking transaction, also
 * by the deactivation triggers of migration 0701), so the check costs a map lookup per request.
 */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();
  private readonly notices: NotifyChannel<SessionNotice>;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    opts: SessionStoreOptions = {},
    onError: (err: unknown) => void = () => {},
  ) {
    this.maxEntries = opts.maxEntries ?? 100_000;
    this.maxAgeMs = opts.maxAgeMs ?? 60_000;
    this.notices = new NotifyChannel<SessionNotice>(db, SESSION_CHANNEL, onError);
    this.notices.subscribe((n) => this.forget(n));
    // Revocations notified while the LISTEN connection was down are lost: re-read every session.
    this.notices.onReconnect(() => this.forgetActive());
  }

  async start(): Promise<void> {
    await this.notices.start();
  }

  async stop(): Promise<void> {
    await this.notices.stop();
    this.cache.clear();
  }

  /** A new session; its tokens must expire by `renewUntil`. */
  async create(q: Queryable, s: { tenantId: string; kind: SessionKind; userId: string; actorId?: string; limitSeconds: number }): Promise<{ sessionId: string; renewUntil: number }> {
    const now = this.now();
    const sessionId = randomBytes(16).toString('base64url');
    const renewUntil = now + s.limitSeconds * 1000;
    // Old ended sessions of this user go on the way (bounded per user, no timer needed).
    await q.query(
      `DELETE FROM auth_sessions WHERE tenant_id = $1 AND kind = $2 AND user_id = $3 AND renew_until < $4`,
      [s.tenantId, s.kind, s.userId, new Date(now - 24 * 3600 * 1000)],
    );
    await q.query(
      `INSERT INTO auth_sessions (tenant_id, session_id, kind, user_id, actor_id, created_at, renew_until) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [s.tenantId, sessionId, s.kind, s.userId, s.actorId ?? null, new Date(now), new Date(renewUntil)],
    );
    return { sessionId, renewUntil };
  }

  /** The session when it is active and belongs to this user, else null. */
  async active(tenantId: string, sessionId: string, kind: SessionKind, userId: string): Promise<SessionRecord | null> {
    const rec = await this.get(tenantId, sessionId);
    if (!rec || rec.revoked || rec.kind !== kind || rec.userId !== userId || rec.renewUntil <= this.now()) return null;
    return rec;
  }

  private async get(tenantId: string, sessionId: string): Promise<SessionRecord | null> {
    const key = `${tenantId}|${sessionId}`;
    const hit = this.cache.get(key);
    const wall = Date.now();
    if (hit && (hit.revoked || wall - hit.fetchedAt < this.maxAgeMs)) return hit;
    const [row] = await this.db.query<Row>(
      'SELECT kind, user_id, actor_id, renew_until, revoked_at FROM auth_sessions WHERE tenant_id = $1 AND session_id = $2',
      [tenantId, sessionId], { name: 'auth_session_get' },
    );
    if (!row) return null;
    const rec: Cached = {
      kind: row.kind, userId: row.user_id, actorId: row.actor_id, renewUntil: ms(row.renew_until), revoked: row.revoked_at !== null, fetchedAt: wall,
    };
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, rec);
    return rec;
  }

  /** Ends these sessions (logout). */
  async revoke(tenantId: string, sessionIds: string[], reason: string): Promise<void> {
    if (!sessionIds.length) return;
    await this.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE auth_sessions SET revoked_at = $3, revoked_reason = $4 WHERE tenant_id = $1 AND session_id = ANY($2::text[]) AND revoked_at IS NULL',
        [tenantId, sessionIds, new Date(this.now()), reason],
      );
      await SessionStore.notify(tx, { tenantId, sessionIds });
    });
    this.forget({ tenantId, sessionIds });
  }

  /**
   * Ends every session of a user (password change), and for a merchant user also the customer
   * sessions they opened by impersonation; `except` keeps the caller's own session.
   */
  async revokeUser(tenantId: string, kind: SessionKind, userId: string, reason: string, except?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE auth_sessions SET revoked_at = $5, revoked_reason = $6
          WHERE tenant_id = $1 AND revoked_at IS NULL AND session_id <> $4
            AND ((kind = $2 AND user_id = $3) OR ($2 = 'merchant' AND actor_id = $3))`,
        [tenantId, kind, userId, except ?? '', new Date(this.now()), reason],
      );
      await SessionStore.notify(tx, { tenantId, kind, userId });
    });
    this.forget({ tenantId, kind, userId });
  }

  /** Call inside the transaction that revoked: delivered to every process only if it commits. */
  static async notify(q: Queryable, notice: SessionNotice): Promise<void> {
    await NotifyChannel.send(q, SESSION_CHANNEL, notice);
  }

  /** Drops cached answers a notice concerns (they are read again from the database). */
  forget(n: SessionNotice): void {
    for (const sid of n.sessionIds ?? []) this.cache.delete(`${n.tenantId}|${sid}`);
    if (!n.userId) return;
    const prefix = `${n.tenantId}|`;
    for (const [key, rec] of this.cache) {
      if (!key.startsWith(prefix)) continue;
      if ((rec.kind === n.kind && rec.userId === n.userId) || (n.kind === 'merchant' && rec.actorId === n.userId)) this.cache.delete(key);
    }
  }

  /** Drops every cached answer but revocations (final): each is read again on its next use. */
  private forgetActive(): void {
    for (const [key, rec] of this.cache) if (!rec.revoked) this.cache.delete(key);
  }

  /** For tests and the bench. */
  get cachedEntries(): number {
    return this.cache.size;
  }
}
