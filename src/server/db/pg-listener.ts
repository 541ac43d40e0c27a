import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import type { ListenOptions, ListenState, Unlisten } from './types';

/** The part of a pino logger (Fastify's `app.log`) the listener writes to. */
export interface ListenerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ListenerBackoff {
  /** First wait after a drop (ms); doubled after each failed attempt. */
  initialMs: number;
  /** Longest wait between attempts (ms): it keeps trying at this pace for as long as it takes. */
  maxMs: number;
}

export const DEFAULT_LISTENER_BACKOFF: ListenerBackoff = { initialMs: 500, maxMs: 30_000 };

export interface ListenerHeartbeat {
  /** Pause between two `SELECT 1` on the LISTEN connection (ms); 0 turns the heartbeat off. */
  intervalMs: number;
  /** How long one may take before the connection is taken for lost (ms). */
  timeoutMs: number;
}

/**
 * A cut that sends no FIN or RST (a dead NAT entry, a pulled cable, a failover that leaves the old
 * address silent) is noticed within 25 s instead of TCP keep-alive's ~11 minutes. The timeout is
 * generous: each false alarm makes every open stream resync, which a slow database does not need.
 */
export const DEFAULT_LISTENER_HEARTBEAT: ListenerHeartbeat = { intervalMs: 15_000, timeoutMs: 10_000 };

interface Sub { onPayload: (payload: string) => void; onReconnect?: () => void }

const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * The one connection a process LISTENs on (every channel rides it). PostgreSQL may end it at any
 * time (a restart, a failover, `pg_terminate_backend`): then it is opened again with a capped,
 * jittered exponential backoff (many processes dropped at once do not reconnect in step), LISTEN
 * is issued again for every channel still subscribed, and each subscriber's `onReconnect` runs,
 * because notices sent while no connection listened are lost for good. One line is logged when
 * the connection drops and one when it is back. A subscription made while it is down is kept and
 * takes effect on reconnection; only the very first connection's failure is thrown to the caller.
 * A heartbeat (`SELECT 1` with its own deadline) supervises the live connection: no answer in time,
 * or an error, is a lost connection like any other (the same reconnection and resync).
 */
export function pgListener(connectionString: string, opts: { log?: ListenerLog; backoff?: ListenerBackoff; heartbeat?: ListenerHeartbeat } = {}) {
  const backoff = opts.backoff ?? DEFAULT_LISTENER_BACKOFF;
  const heartbeat = opts.heartbeat ?? DEFAULT_LISTENER_HEARTBEAT;
  const log = opts.log;
  const subs = new Map<string, Set<Sub>>();
  /** The live connection and the channels LISTENed on it. */
  let client: pg.Client | undefined;
  let listening = new Set<string>();
  /** The first connection, while it is being opened. */
  let first: Promise<pg.Client> | undefined;
  /** Since when the connection has been down (a reconnection loop runs), else 0. */
  let downSince = 0;
  let attempts = 0;
  let timer: NodeJS.Timeout | undefined;
  /** The live connection's next heartbeat. */
  let beat: NodeJS.Timeout | undefined;
  let closed = false;

  /** Brings the connection's LISTENs in line with the subscriptions (pg runs a client's queries in order). */
  async function sync(c: pg.Client): Promise<void> {
    const add = [...subs.keys()].filter((ch) => !listening.has(ch));
    const drop = [...listening].filter((ch) => !subs.has(ch));
    if (!add.length && !drop.length) return;
    for (const ch of add) listening.add(ch);
    for (const ch of drop) listening.delete(ch);
    await c.query([...add.map((ch) => `LISTEN ${quote(ch)}`), ...drop.map((ch) => `UNLISTEN ${quote(ch)}`)].join('; '));
  }

  async function open(): Promise<pg.Client> {
    // Keep-alive backs up the heartbeat; the connect timeout keeps a reconnection from waiting on a
    // silent address for minutes (the operating system's SYN retries) before the next attempt.
    // Named in pg_stat_activity unless DATABASE_URL or PGAPPNAME names the connections already.
    const c = new pg.Client({
      connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000, fallback_application_name: 'talad-listen',
      connectionTimeoutMillis: heartbeat.intervalMs > 0 ? heartbeat.timeoutMs : 0,
    });
    // Attached before connecting: an 'error' with no listener would end the process.
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      for (const s of subs.get(msg.channel) ?? []) s.onPayload(msg.payload ?? '');
    });
    try {
      await c.connect();
      if (closed) throw new Error('The database is closed');
      listening = new Set();
      await sync(c);
      if (closed) throw new Error('The database is closed');
      client = c;
      watch(c);
      await sync(c); // channels subscribed during the round trip above
      return c;
    } catch (err) {
      if (client === c) {
        client = undefined;
        clearTimeout(beat);
      }
      await c.end().catch(() => undefined);
      throw err;
    }
  }

  /**
   * Heartbeats for `c` while it is the live connection. On a timeout or an error it is lost: lost()
   * ends it, and with the heartbeat's query still pending end() destroys the socket rather than wait
   * for a goodbye that cannot arrive. Timers are unref'd: supervision never keeps the process up.
   */
  function watch(c: pg.Client): void {
    if (!(heartbeat.intervalMs > 0)) return;
    beat = setTimeout(() => void (async () => {
      if (c !== client) return;
      let deadline: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          c.query('SELECT 1'),
          new Promise<never>((_, reject) => {
            deadline = setTimeout(() => reject(new Error(`LISTEN heartbeat: no answer within ${heartbeat.timeoutMs} ms`)), heartbeat.timeoutMs);
            deadline.unref();
          }),
        ]);
      } catch (err) {
        lost(c, err as Error);
        return;
      } finally {
        clearTimeout(deadline);
      }
      if (c === client) watch(c);
    })(), heartbeat.intervalMs);
    beat.unref();
  }

  function lost(c: pg.Client, err?: Error): void {
    if (c !== client) return; // an old or not yet established connection: handled where it was
    client = undefined;
    clearTimeout(beat);
    c.end().catch(() => undefined);
    if (closed) return;
    if (!downSince) {
      downSince = Date.now();
      attempts = 0;
      log?.warn({ err, channels: [...subs.keys()] }, 'LISTEN connection lost; live updates paused, reconnecting');
    }
    if (!timer) schedule();
  }

  function schedule(): void {
    if (closed) return;
    const cap = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempts, 30));
    attempts++;
    timer = setTimeout(() => void reconnect(), cap / 2 + Math.random() * (cap / 2));
    timer.unref();
  }

  async function reconnect(): Promise<void> {
    timer = undefined;
    if (closed) return;
    let c: pg.Client;
    try {
      c = await open();
    } catch {
      if (!timer) schedule();
      return;
    }
    if (c !== client) return; // lost again at once: the next attempt is scheduled
    log?.info({ downMs: Date.now() - downSince, attempts, channels: [...subs.keys()] }, 'LISTEN connection back; subscribers told to resync');
    downSince = 0;
    for (const set of [...subs.values()]) {
      for (const s of [...set]) {
        try {
          s.onReconnect?.();
        } catch (err) {
          log?.warn({ err }, 'a LISTEN subscriber failed to resync');
        }
      }
    }
  }

  return {
    /** Whether notices can arrive now: 'idle' until the first subscription opens the connection. */
    state(): ListenState {
      if (client) return { state: 'up' };
      if (downSince) return { state: 'down', since: downSince };
      return { state: 'idle' };
    },
    async listen(channel: string, onPayload: (payload: string) => void, o: ListenOptions = {}): Promise<Unlisten> {
      if (closed) throw new Error('The database is closed');
      // Handlers run in the scope they were registered in, not in whichever request happened to
      // open the connection (or in the reconnection timer's).
      const sub: Sub = { onPayload: AsyncResource.bind(onPayload), onReconnect: o.onReconnect && AsyncResource.bind(o.onReconnect) };
      let set = subs.get(channel);
      if (!set) subs.set(channel, (set = new Set()));
      set.add(sub);
      const unlisten: Unlisten = async () => {
        set.delete(sub);
        if (set.size > 0 || subs.get(channel) !== set) return;
        subs.delete(channel);
        if (client) await sync(client).catch(() => undefined);
      };
      try {
        if (client) await sync(client);
        else if (downSince) return unlisten; // LISTENed when the connection is back
        else await sync(await (first ??= open().finally(() => { first = undefined; })));
      } catch (err) {
        // Lost while subscribing: the reconnection will LISTEN. Otherwise the caller hears why.
        if (downSince) return unlisten;
        await unlisten();
        throw err;
      }
      return unlisten;
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      clearTimeout(beat);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
