import { buildApp } from './app';
import { configFromEnv } from './config';

/** The server process: migrate, seed demo data on first start, serve API + SPA on $PORT (default 3000). */
async function main(): Promise<void> {
  const config = configFromEnv();
  const app = await buildApp({ config, seed: process.env.SEED !== 'N' });
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
