import type { Db, Queryable, Unlisten } from '../db/index';

export const CONFIG_CHANNEL = 'talad_config';

/** What travels on `talad_config`: which tenant's flags, bundle or distribution centres changed. */
export type ConfigNotice = { type: 'flags' | 'bundle' | 'centers'; tenantId: string };

type Listener = (notice: ConfigNotice) => void;

/**
 * Fan-out of configuration changes through Postgres LISTEN/NOTIFY, so every server process (and
 * every browser connected to any of them) hears about a change. Notices are sent inside the
 * writing transaction: they are delivered only if it commits.
 */
export class ConfigBus {
  private listeners = new Set<Listener>();
  private unlisten?: Unlisten;

  constructor(private readonly db: Db, private readonly onError: (err: unknown) => void = () => {}) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.db.listen(CONFIG_CHANNEL, (payload) => {
      let notice: ConfigNotice;
      try {
        notice = JSON.parse(payload) as ConfigNotice;
      } catch (err) {
        this.onError(err);
        return;
      }
      this.deliver(notice);
    });
  }

  /** Call inside the transaction that made the change. */
  static async notify(q: Queryable, notice: ConfigNotice): Promise<void> {
    await q.query('SELECT pg_notify($1, $2)', [CONFIG_CHANNEL, JSON.stringify(notice)]);
  }

  /** For changes every process sees by itself (tenant files): no need to go through the database. */
  deliver(notice: ConfigNotice): void {
    for (const l of this.listeners) {
      try {
        l(notice);
      } catch (err) {
        this.onError(err);
      }
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.listeners.clear();
  }
}
