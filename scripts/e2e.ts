/*
 * npm run test:e2e [-- <playwright args>]
 * Builds the web app when dist/web is missing or older than its sources, starts the real server
 * (src/server/main.ts) on a free port with a temporary DATA_DIR and a temporary copy of tenants/
 * (specs add a tenant folder while it runs), runs Playwright against it, then stops the server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST_INDEX = path.join(ROOT, 'dist', 'web', 'index.html');
const WEB_SOURCES = ['src/web', 'src/engine', 'src/domain', 'public', 'schemas', 'locales', 'vite.config.ts', 'package-lock.json'];
const BIN = path.join(ROOT, 'node_modules', '.bin');

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, e) => Math.max(m, newestMtime(path.join(p, e))), stat.mtimeMs);
}

function buildWebIfNeeded(): void {
  const built = fs.existsSync(DIST_INDEX) ? fs.statSync(DIST_INDEX).mtimeMs : 0;
  if (built && !WEB_SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built)) return;
  console.info('e2e: building the web app');
  const res = spawnSync(path.join(BIN, 'vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('vite build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForServer(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/tenant/bundle?tenantId=sabai`);
      if (res.ok) return;
      if (res.status < 500) throw new Error(`server answers ${res.status} for the demo tenant: ${await res.text()}`);
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('server answers')) throw err;
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not ready after ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main(): Promise<number> {
  buildWebIfNeeded();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const tenantsDir = path.join(tmp, 'tenants');
  fs.cpSync(path.join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  // The bundle loader reads locales/ and schemas/ beside the tenants folder.
  fs.cpSync(path.join(ROOT, 'locales'), path.join(tmp, 'locales'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'schemas'), path.join(tmp, 'schemas'), { recursive: true });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  console.info(`e2e: server on ${base} (DATA_DIR ${dataDir})`);
  const server = spawn(path.join(BIN, 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TENANTS_DIR: tenantsDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', AUTH_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(base, server, 180_000);
    const res = spawnSync(path.join(BIN, 'playwright'), ['test', ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: base, E2E_TENANTS_DIR: tenantsDir, E2E_DATA_DIR: dataDir },
    });
    return res.status ?? 1;
  } finally {
    await stop(server);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('e2e:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
