/**
 * Runs Talad as N server processes on one PostgreSQL behind a load balancer (docs/operations.md):
 *   DATABASE_URL=postgres://… JWT_SECRET=… npm run cluster -- --processes 2 --port 8080
 * Processes listen on PORT+1 … PORT+N (the first one migrates and seeds, the others wait for it);
 * the balancer listens on PORT. With `--haproxy` it starts Debian's haproxy with ops/haproxy.cfg
 * instead of the built-in Node balancer. Ctrl-C stops everything (SIGTERM: each process drains).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBalancer } from './lib/balancer';

const arg = (name: string, def: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1]! : def; };
const N = Number(arg('processes', '2'));
const PORT = Number(arg('port', process.env.PORT ?? '8080'));
const useHaproxy = process.argv.includes('--haproxy');
if (!process.env.DATABASE_URL) { console.error('DATABASE_URL is required: N processes share one PostgreSQL'); process.exit(2); }
if (!process.env.JWT_SECRET) { console.error('JWT_SECRET is required: every process must verify the others\' tokens'); process.exit(2); }

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const start = (i: number) => {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: root, stdio: 'inherit',
    env: { ...process.env, PORT: String(PORT + i), HOST: '127.0.0.1', INSTANCE_NAME: `talad-${i}`, SEED: i === 1 ? process.env.SEED ?? 'Y' : 'N', TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1', DRAIN_MS: process.env.DRAIN_MS ?? '2000' },
  });
  children.push(child);
  return child;
};
const ready = async (port: number) => {
  for (;;) {
    try { if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 500));
  }
};

start(1);
await ready(PORT + 1);
for (let i = 2; i <= N; i++) start(i);
await Promise.all(Array.from({ length: N - 1 }, (_, k) => ready(PORT + k + 2)));
const backends = Array.from({ length: N }, (_, k) => `http://127.0.0.1:${PORT + k + 1}`);
let stopBalancer: () => Promise<void>;
if (useHaproxy) {
  const cfg = fs.readFileSync(path.join(root, 'ops', 'haproxy.cfg'), 'utf8')
    .replace('bind 127.0.0.1:8080', `bind 127.0.0.1:${PORT}`)
    .replace(/^\s*server talad-\d+ .*$\n?/gm, '')
    .replace('# servers', backends.map((b, k) => `    server talad-${k + 1} ${new URL(b).host} check`).join('\n'));
  const file = path.join(os.tmpdir(), `talad-haproxy-${process.pid}.cfg`);
  fs.writeFileSync(file, cfg);
  const hp = spawn('haproxy', ['-f', file], { stdio: 'inherit' });
  children.push(hp);
  stopBalancer = async () => { hp.kill('SIGTERM'); };
} else {
  const lb = await startBalancer({ port: PORT, host: process.env.HOST ?? '127.0.0.1', backends });
  stopBalancer = lb.close;
}
console.info(`Talad: ${N} processes (${backends.join(', ')}) behind ${useHaproxy ? 'haproxy' : 'the Node balancer'} on http://localhost:${PORT}`);
const stop = async () => {
  await stopBalancer();
  for (const c of children) c.kill('SIGTERM');
  // A child already gone (killed by a fault test, crashed) has an exit code or a signal.
  await Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))));
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
