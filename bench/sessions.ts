/*
 * Revocation checks per request (issue 20): what the request context does with a bearer token,
 * measured in one run before (signature + expiry only, as before sessions existed) and after
 * (plus the session check: in-process cache hit, and a cache miss read from the database).
 * The cache is dropped by LISTEN/NOTIFY (auth/session-store.ts), so nearly every request is a hit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { TokenService } from '../src/server/auth/jwt';
import { SessionStore } from '../src/server/auth/session-store';
import { migrate, openDb } from '../src/server/db/index';
import { percentile } from './harness';
import type { BenchRow, BenchSection } from './types';

const ROUNDS = 5_000;

async function perCall(n: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) await fn(i); // warm-up (JIT, prepared statement)
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  return ((performance.now() - t0) * 1000) / n; // µs per call
}

export const sessionsBenchSection: BenchSection = {
  name: 'sessions',
  async run(): Promise<BenchRow[]> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-bench-sessions-'));
    const db = await openDb({ dataDir });
    try {
      await migrate(db);
      const tokens = new TokenService(new TextEncoder().encode('b'.repeat(48)));
      const store = new SessionStore(db);
      await store.start();
      const { sessionId } = await store.create(db, { tenantId: 'sabai', kind: 'customer', userId: 'SB0001', limitSeconds: 3600 });
      const token = await tokens.sign({ UserId: 'SB0001', TenantId: 'sabai', Kind: 'customer', Role: 'CUSTOMER', sid: sessionId });

      // Before and after alternate in batches (the machine's load shifts under a long run); medians.
      const beforeRuns: number[] = [];
      const afterRuns: number[] = [];
      for (let b = 0; b < 10; b++) {
        beforeRuns.push(await perCall(ROUNDS / 10, async () => tokens.verify(token)));
        afterRuns.push(await perCall(ROUNDS / 10, async () => {
          const r = await tokens.verify(token);
          if (r.ok) await store.active('sabai', r.claims.sid!, 'customer', 'SB0001');
        }));
      }
      const before = percentile(beforeRuns, 50);
      const afterHit = percentile(afterRuns, 50);
      if (store.cachedEntries !== 1) throw new Error('the session check did not hit its cache');
      // A miss: a new process, or the first request after a notice dropped the entry.
      const afterMiss = await perCall(500, async () => {
        const r = await tokens.verify(token);
        store.forget({ tenantId: 'sabai', sessionIds: [sessionId] });
        if (r.ok) await store.active('sabai', r.claims.sid!, 'customer', 'SB0001');
      });
      await store.stop();
      // The added work alone (the difference above drowns in the machine's noise when it is loaded).
      const checkAlone = await perCall(ROUNDS, async () => store.active('sabai', sessionId, 'customer', 'SB0001'));
      const signed = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`;
      return [
        { metric: 'auth per request before (JWT verify only)', value: `${before.toFixed(1)} µs`, budget: '-', pass: null },
        { metric: 'auth per request after (verify + session check, cached)', value: `${afterHit.toFixed(1)} µs (${signed(afterHit - before)} µs)`, budget: '-', pass: null },
        { metric: 'session check alone, cached (the added cost)', value: `${checkAlone.toFixed(2)} µs`, budget: '≤ 20 µs', pass: checkAlone <= 20 },
        { metric: 'auth per request after, cache miss (embedded DB read)', value: `${afterMiss.toFixed(1)} µs`, budget: '-', pass: null },
      ];
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
