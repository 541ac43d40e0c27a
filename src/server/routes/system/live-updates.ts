import type { Db } from '../../db/types';

/**
 * The channel live updates (config streams, chat, session revocations) reach this process on.
 * 'reconnecting': the LISTEN connection is down but within the grace (still ready: a reconnection
 * of a few seconds must not flap the balancer); 'down': down for longer, so not ready.
 */
export function liveUpdatesOf(db: Db, graceMs: number | null, now = Date.now()) {
  const via = db.driver === 'pglite' ? 'in-process' as const : 'postgres-listen' as const;
  const graceSeconds = graceMs === null ? null : graceMs / 1000;
  const s = db.listenState();
  if (s.state !== 'down') return { state: s.state, via, graceSeconds };
  const downMs = Math.max(0, now - s.since);
  return {
    state: graceMs !== null && downMs > graceMs ? 'down' as const : 'reconnecting' as const,
    via, graceSeconds, downSince: new Date(s.since).toISOString(), downSeconds: Math.round(downMs / 100) / 10,
  };
}
