import type { Db, Queryable, Unlisten } from '../db/index';

export type NoticeListener<T> = (notice: T) => void;

/**
 * One Postgres LISTEN/NOTIFY channel carrying JSON notices between server processes: the one
 * place that parses payloads, fans them out to this process's listeners (one failing listener
 * does not stop the others) and sends them. Used by ConfigBus (`talad_config`), ChatBus
 * (`talad_chat`) and SessionStore (`talad_sessions`). Every channel of a process rides the same
 * LISTEN connection: `Db.listen` keeps one dedicated client on PostgreSQL (db/pg.ts) and PGlite
 * has a single connection anyway.
 *
 * When that connection drops and comes back (PostgreSQL restarted, failed over, or ended it),
 * notices sent in between are lost: `onReconnect` listeners then re-read whatever they keep from
 * notices (drop caches, re-send state to open streams).
 */
export class NotifyChannel<T> {
  private readonly listeners = new Set<NoticeListener<T>>();
  private readonly resyncs = new Set<() => void>();
  private unlisten?: Unlisten;

  constructor(
    private readonly db: Db,
    readonly channel: string,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Starts listening (idempotent). */
  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.db.listen(this.channel, (payload) => {
      let notice: T;
      try {
        notice = JSON.parse(payload) as T;
      } catch (err) {
        this.onError(err);
        return;
      }
      this.deliver(notice);
    }, { onReconnect: () => this.reconnected() });
  }

  private reconnected(): void {
    for (const l of this.resyncs) {
      try {
        l();
      } catch (err) {
        this.onError(err);
      }
    }
  }

  /** Hands a notice to this process's listeners without going through the database. */
  deliver(notice: T): void {
    for (const l of this.listeners) {
      try {
        l(notice);
      } catch (err) {
        this.onError(err);
      }
    }
  }

  subscribe(listener: NoticeListener<T>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `listener` runs after the LISTEN connection came back: notices may have been lost meanwhile. */
  onReconnect(listener: () => void): () => void {
    this.resyncs.add(listener);
    return () => this.resyncs.delete(listener);
  }

  /** Stops listening and drops the listeners. */
  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.listeners.clear();
    this.resyncs.clear();
  }

  /**
   * Sends a notice. Call it inside the writing transaction: Postgres delivers it only if the
   * transaction commits, in commit order.
   */
  static async send(q: Queryable, channel: string, notice: unknown): Promise<void> {
    await q.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(notice)]);
  }
}
