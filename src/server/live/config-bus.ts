import type { Db, Queryable } from '../db/index';
import { NotifyChannel } from './notify-channel';

export const CONFIG_CHANNEL = 'talad_config';

/** What travels on `talad_config`: which tenant's flags, bundle or distribution centres changed. */
export type ConfigNotice = { type: 'flags' | 'bundle' | 'centers'; tenantId: string };

/**
 * Fan-out of configuration changes through Postgres LISTEN/NOTIFY (notify-channel.ts), so every
 * server process (and every browser connected to any of them) hears about a change. Notices are
 * sent inside the writing transaction: they are delivered only if it commits. `deliver` is for
 * changes every process sees by itself (tenant files): no need to go through the database.
 */
export class ConfigBus extends NotifyChannel<ConfigNotice> {
  constructor(db: Db, onError: (err: unknown) => void = () => {}) {
    super(db, CONFIG_CHANNEL, onError);
  }

  /** Call inside the transaction that made the change. */
  static async notify(q: Queryable, notice: ConfigNotice): Promise<void> {
    await NotifyChannel.send(q, CONFIG_CHANNEL, notice);
  }
}
