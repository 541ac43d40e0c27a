/*
 * The real server (src/server/main.ts) in a child process on a free port, with a temporary DATA_DIR
 * and a temporary copy of tenants/ (plus the locales/ and schemas/ the bundle loader reads beside
 * it). Shared by the e2e runner and the browser sections of the bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');
const DIST_INDEX = path.join(ROOT, 'dist', 'web', 'index.html');
const DIST_SSR = path.join(ROOT, 'dist', 'ssr', 'entry-server.js');
const WEB_SOURCES = ['src/web', 'src/engine', 'src/domain', 'public', 'schemas', 'locales', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, e) => Math.max(m, newestMtime(path.join(p, e))), stat.mtimeMs);
}

/** Builds dist/web when it is missing or older than its sources. */
export function buildWebIfNeeded(): void {
  const built = fs.existsSync(DIST_INDEX) && fs.existsSync(DIST_SSR) ? fs.statSync(DIST_INDEX).mtimeMs : 0;
  if (built && !WEB_SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built)) return;
  console.info('building the web app');
  const res = spawnSync(path.join(BIN, 'vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: BUILD_ENV });
  if (res.status !== 0) throw new Error('vite build failed');
  // The storefront's server renderer (src/web/entry-server.tsx → dist/ssr), after the client build.
  const ssr = spawnSync(path.join(BIN, 'vite'), [...SSR_BUILD_ARGS, '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: BUILD_ENV });
  if (ssr.status !== 0) throw new Error('vite ssr build failed');
}

/**
 * A build started from a test run inherits NODE_ENV=test, and Vite then compiles JSX for
 * development (jsxDEV) while the server bundle's React is the production one: every server render
 * failed with "(void 0) is not a function" on a clean clone. Builds always run as production.
 */
export const BUILD_ENV = { ...process.env, NODE_ENV: 'production' };

/** `vite build` arguments of the server renderer's build (package.json "build" runs the same). */
export const SSR_BUILD_ARGS = ['build', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr'];

export function freePort(): Promise<number> {
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

function stopChild(child: ChildProcess): Promise<void> {
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

export interface RealServer {
  base: string;
  dataDir: string;
  tenantsDir: string;
  /** Stops the server and removes its temporary folders. */
  stop(): Promise<void>;
}

export interface RealServerOptions {
  /** Built SPA to serve (default dist/web). */
  webDir?: string;
  /** Extra environment (NODE_ENV, LOG_LEVEL, …). */
  env?: NodeJS.ProcessEnv;
  /** Where the server's output goes (default: inherited). */
  stdio?: 'inherit' | 'ignore';
}

export async function startRealServer(options: RealServerOptions = {}): Promise<RealServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-server-'));
  const dataDir = path.join(tmp, 'data');
  const tenantsDir = path.join(tmp, 'tenants');
  fs.cpSync(path.join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  fs.cpSync(path.join(ROOT, 'locales'), path.join(tmp, 'locales'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'schemas'), path.join(tmp, 'schemas'), { recursive: true });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const stdio = options.stdio ?? 'inherit';
  const child = spawn(path.join(BIN, 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TENANTS_DIR: tenantsDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      AUTH_RATE_LIMIT: '1000',
      ...(options.webDir ? { WEB_DIR: options.webDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', stdio, stdio],
  });
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitForServer(base, child, 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, dataDir, tenantsDir, stop };
}
