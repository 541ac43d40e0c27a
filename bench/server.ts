/*
 * Server bench section: a real server process on the embedded database (PGlite), loaded with
 * autocannon (16 connections, 10 s per endpoint): guest login, api/webConfig/items and
 * authen/customer/dcs/all → requests/s and p95 latency; then the p95 time from saving a flag to the
 * `flags` event arriving in a subscribed SSE client (budget ≤ 1 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options as CannonOptions } from 'autocannon';
import type { BenchRow, BenchSection } from './types';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_SERVER_DURATION ?? 10);
const FLAG_SAMPLES = 20;
const PROPAGATION_BUDGET_MS = 1000;

function p95(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-bench-'));
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIR: path.join(dataDir, 'no-web'), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start within 120 s');
}

async function load(name: string, opts: CannonOptions): Promise<BenchRow[]> {
  const latencies: number[] = [];
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  instance.on('response', (_client, statusCode, _bytes, ms) => { if (statusCode < 300) latencies.push(ms); });
  const result = await instance;
  const failed = result.non2xx + result.errors + result.timeouts;
  return [
    { metric: `${name} req/s`, value: result.requests.average.toFixed(0), budget: '-', pass: failed === 0 ? null : false },
    { metric: `${name} p95`, value: `${p95(latencies).toFixed(1)} ms`, budget: '-', pass: failed === 0 ? null : false },
    ...(failed ? [{ metric: `${name} failures`, value: String(failed), budget: '0', pass: false }] : []),
  ];
}

/** Seconds from saving a flag to the SSE event, measured as a browser would receive it. */
async function flagPropagation(base: string, adminToken: string): Promise<number[]> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/webConfig/stream?tenantId=sabai`, { signal: controller.signal });
  if (!res.body) throw new Error('no SSE body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const waitFor = async (value: string): Promise<void> => {
    for (;;) {
      let idx;
      while ((idx = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        const data = block.split('\n').find((l) => l.startsWith('data:'));
        if (block.includes('event: flags') && data && JSON.parse(data.slice(5)).flags.ENABLE_FAQ === value) return;
      }
      const { value: chunk, done } = await reader.read();
      if (done) throw new Error('SSE stream ended');
      buffer += decoder.decode(chunk, { stream: true });
    }
  };
  await waitFor('N'); // sabai's default, sent on connect
  const samples: number[] = [];
  for (let i = 0; i < FLAG_SAMPLES; i++) {
    const value = i % 2 === 0 ? 'Y' : 'N';
    const start = performance.now();
    const put = await fetch(`${base}/api/webConfig/admin/items`, {
      method: 'PUT', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Opt: 'ENABLE_FAQ', OptValue: value }),
    });
    if (!put.ok) throw new Error(`flag save failed: ${put.status}`);
    await waitFor(value);
    samples.push(performance.now() - start);
  }
  controller.abort();
  return samples;
}

export async function serverSection(): Promise<BenchRow[]> {
  const { base, child, dataDir } = await startServer();
  try {
    const json = { 'content-type': 'application/json', tenantid: 'sabai' };
    const guest = await (await fetch(`${base}/authen/login/guest`, { headers: { tenantid: 'sabai' } })).json() as { jtoken: string };
    const admin = await (await fetch(`${base}/authen/user/login`, { method: 'POST', headers: json, body: JSON.stringify({ mobileNo: '0890000001', password: 'demo1234' }) })).json() as { token: string };
    const rows: BenchRow[] = [];
    rows.push(...await load('guest login', { url: `${base}/authen/login/guest`, headers: { tenantid: 'sabai' } }));
    rows.push(...await load('webConfig/items', { url: `${base}/api/webConfig/items`, method: 'POST', headers: json, body: '{}' }));
    rows.push(...await load('customer/dcs/all', {
      url: `${base}/authen/customer/dcs/all?text=${encodeURIComponent('สาขา')}&lat=13.7563&lng=100.5018`,
      headers: { authorization: `Bearer ${guest.jtoken}` },
    }));
    const propagation = p95(await flagPropagation(base, admin.token));
    rows.push({ metric: 'flag save → SSE event p95', value: `${propagation.toFixed(0)} ms`, budget: `≤ ${PROPAGATION_BUDGET_MS} ms`, pass: propagation <= PROPAGATION_BUDGET_MS });
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const serverBenchSection: BenchSection = { name: 'server', run: serverSection };
