import { buildApp } from './app';
import { configFromEnv } from './config';
import { movableClock } from './jobs/clock';
import { markDraining } from './ops/drain';

/** The server process: migrate, seed demo data on first start, serve API + SPA on $PORT (default 3000). */
async function main(): Promise<void> {
  const config = configFromEnv();
  // TEST_CLOCK=Y (development and e2e only): `POST api/dev/clock` moves the server's time.
  const clock = process.env.TEST_CLOCK === 'Y' && !config.production ? movableClock() : undefined;
  // Test-only, like the movable clock: never with NODE_ENV=production.
  const jobTestTimers = process.env.JOB_TEST_TIMERS === 'Y' && !!clock;
  const app = await buildApp({ config, seed: process.env.SEED !== 'N', movableClock: clock, jobWorkers: process.env.JOB_WORKERS !== 'N', jobTestTimers,
    ...(Number(process.env.SEED_PRODUCTS) > 0 ? { seedProducts: Number(process.env.SEED_PRODUCTS) } : {}) });
  const shutdown = async (signal: string) => {
    // Readiness fails first so a balancer stops sending new requests (DRAIN_MS, default 0); then
    // close: in-flight requests finish, SSE streams end so browsers reconnect to another process.
    markDraining();
    const drainMs = Number(process.env.DRAIN_MS ?? 0);
    app.log.info(`${signal}: draining ${drainMs} ms, then closing`);
    if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.info(`Talad on http://localhost:${config.port} — ${where}; API docs at /api/docs`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
