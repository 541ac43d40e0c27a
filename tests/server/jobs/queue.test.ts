// @vitest-environment node
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../../src/server/jobs/index';
import { startTestServer, type TestServer } from '../helpers';

/**
 * The job queue on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Each test
 * builds its own JobQueue on the app's database — like another server process on the same
 * database — with job names of its own, and drives it with drain()/tick(): nothing sleeps.
 */
describe('job queue (pg-boss on the project database)', () => {
  let s: TestServer;
  const queues: JobQueue[] = [];
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await s?.close();
  });

  function queue(db = s.db): JobQueue {
    const q = new JobQueue(db, s.clock.read);
    queues.push(q);
    return q;
  }

  it('the app started its queue: pg-boss schema in the database, no worker in tests', async () => {
    expect(s.app.jobs.started).toBe(true);
    expect(s.app.jobs.isWorking).toBe(false);
    const [row] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name = 'job'");
    expect(Number(row.n)).toBe(1);
  });

  it('runs a job once with its payload and the server clock; a bad payload is refused on send', async () => {
    const q = queue();
    const seen: { n: number; now: string; retry: number }[] = [];
    const send = q.define({
      name: 't-once', payload: Type.Object({ n: Type.Integer() }, { additionalProperties: false }),
      handle: async (p, ctx) => { seen.push({ n: p.n, now: ctx.now.toISOString(), retry: ctx.retryCount }); },
    });
    await q.start(s.app, { work: false });
    expect(await send({ n: 7 })).toMatch(/[0-9a-f-]{36}/);
    await expect(q.send('t-once', { n: 'x' })).rejects.toThrow(/bad payload: \/n/);
    await expect(q.send('t-nope', {})).rejects.toThrow(/unknown job t-nope/);
    expect(await q.drain()).toBe(1);
    expect(await q.drain()).toBe(0);
    expect(seen).toEqual([{ n: 7, now: new Date(s.clock.now).toISOString(), retry: 0 }]);
    expect(await q.counts('t-once')).toEqual({ completed: 1 });
  });

  it("a queue made by an earlier release takes this release's retry and expiry settings", async () => {
    const before = queue();
    before.define({ name: 't-settings', payload: Type.Object({}), retry: { limit: 2, delaySeconds: 30 }, expireInSeconds: 60, handle: async () => {} });
    await before.start(s.app, { work: false });
    await before.stop();
    // The next release changes the job's settings; its queue already exists in the database.
    const after = queue();
    after.define({ name: 't-settings', payload: Type.Object({}), retry: { limit: 5, delaySeconds: 10, backoff: false }, expireInSeconds: 300, handle: async () => {} });
    await after.start(s.app, { work: false });
    const [row] = await s.db.query<{ retry_limit: number; retry_delay: number; retry_backoff: boolean; expire_seconds: number }>(
      "SELECT retry_limit, retry_delay, retry_backoff, expire_seconds FROM pgboss.queue WHERE name = 't-settings'",
    );
    expect(row).toEqual({ retry_limit: 5, retry_delay: 10, retry_backoff: false, expire_seconds: 300 });
  });

  it('retries a failing job by its policy, then gives up and keeps the failure', async () => {
    const q = queue();
    let attempts = 0;
    const last: boolean[] = [];
    q.define({
      name: 't-retry', payload: Type.Object({}), retry: { limit: 2, delaySeconds: 0, backoff: false },
      handle: async (_p, ctx) => { attempts += 1; last.push(ctx.lastAttempt); throw new Error('the shop is closed'); },
    });
    await q.start(s.app, { work: false });
    await q.send('t-retry', {});
    await q.drain();
    expect(attempts).toBe(3);
    expect(last).toEqual([false, false, true]);
    expect(await q.counts('t-retry')).toEqual({ failed: 1 });
    const [job] = await s.db.query<{ output: { message: string } }>("SELECT output FROM pgboss.job WHERE name = 't-retry'");
    expect(job.output.message).toBe('the shop is closed');
  });

  it('a key on a short-policy queue keeps one waiting job per key', async () => {
    const q = queue();
    const ran: string[] = [];
    const send = q.define({
      name: 't-key', policy: 'short', payload: Type.Object({ id: Type.String() }),
      handle: async (p) => { ran.push(p.id); },
    });
    await q.start(s.app, { work: false });
    expect(await send({ id: 'a' }, { key: 'a' })).not.toBeNull();
    expect(await send({ id: 'a' }, { key: 'a' })).toBeNull();
    expect(await send({ id: 'b' }, { key: 'b' })).not.toBeNull();
    await q.drain();
    expect(ran.sort()).toEqual(['a', 'b']);
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    const q = queue();
    const ran: string[] = [];
    const send = q.define({ name: 't-tx', payload: Type.Object({ v: Type.String() }), handle: async (p) => { ran.push(p.v); } });
    await q.start(s.app, { work: false });
    await expect(s.db.transaction(async (tx) => {
      await send({ v: 'rolled back' }, { tx });
      throw new Error('abort');
    })).rejects.toThrow('abort');
    await s.db.transaction(async (tx) => { await send({ v: 'committed' }, { tx }); });
    await q.drain();
    expect(ran).toEqual(['committed']);
  });

  it('startAfter counts from the server clock; tickers see the moved clock', async () => {
    const q = queue();
    const ran: string[] = [];
    const ticks: string[] = [];
    const send = q.define({ name: 't-later', payload: Type.Object({}), handle: async () => { ran.push('x'); } });
    q.ticker({ name: 't-ticker', run: async (now) => { ticks.push(now.toISOString()); } });
    await q.start(s.app, { work: false });
    await send({}, { startAfter: new Date(s.clock.now + 3600_000) });
    expect(await q.drain()).toBe(0);
    s.clock.advance(86_400_000);
    await q.tick();
    expect(ticks).toEqual([new Date(s.clock.now).toISOString()]);
  });

  it('two processes draining the same queue run every job exactly once', async () => {
    const second = await s.openSecondDb();
    try {
      const ran = new Map<number, number>();
      const mk = (db: typeof s.db) => {
        const q = queue(db);
        q.define({
          name: 't-race', payload: Type.Object({ i: Type.Integer() }), batchSize: 3,
          handle: async (p) => { ran.set(p.i, (ran.get(p.i) ?? 0) + 1); },
        });
        return q;
      };
      const a = mk(s.db);
      const b = mk(second.db);
      await a.start(s.app, { work: false });
      await b.start(s.app, { work: false });
      for (let i = 0; i < 40; i += 1) await a.send('t-race', { i });
      const [na, nb] = await Promise.all([a.drain(), b.drain()]);
      expect(na + nb).toBe(40);
      expect([...ran.values()].every((n) => n === 1)).toBe(true);
      expect(ran.size).toBe(40);
      await b.stop();
    } finally {
      await second.close();
    }
  });

  it('a worker polls and runs jobs by itself; stop waits for the running handler', async () => {
    const q = queue();
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const events: string[] = [];
    q.define({
      name: 't-work', payload: Type.Object({}),
      handle: async () => { events.push('started'); await gate; events.push('finished'); },
    });
    await q.start(s.app, { work: true, pollingIntervalSeconds: 0.5 });
    await q.send('t-work', {});
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    const stopping = q.stop(5_000).then(() => events.push('stopped'));
    release();
    await stopping;
    expect(events).toEqual(['started', 'finished', 'stopped']);
    // pg-boss completes a finished job without awaiting it (manager.js: this.complete(...) is not awaited): poll.
    await expect.poll(async () => (await s.db.query<{ state: string }>("SELECT state::text FROM pgboss.job WHERE name = 't-work'"))[0].state, { timeout: 5_000 }).toBe('completed');
  });
});
