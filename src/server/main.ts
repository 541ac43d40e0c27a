import { buildApp } from './app';
import { configFromEnv } from './config';
import { movableClock } from './jobs/clock';

/** The server process: migrate, seed demo data on first start, serve API + SPA on $PORT (default 3000). */
async function main(): Promise<void> {
  const config = configFromEnv();
  // TEST_CLOCK=Y (development and e2e only): `POST api/dev/clock` moves the server's time.
  const clock = process.env.TEST_CLOCK === 'Y' && !config.production ? movableClock() : undefined;
  const app = await buildApp({ config, seed: process.env.SEED !== 'N', movableClock: clock, jobWorkers: process.env.JOB_WORKERS !== 'N' });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
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
