/*
 * Support chat (docs/chat.md): message send → delivered to a subscribed stream, with the sender
 * on one server process and the subscriber on another, both on PostgreSQL (LISTEN/NOTIFY between
 * them); and how many idle chat streams one process holds, with its resident memory.
 * Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL); skipped otherwise. The idle streams come from
 * several loopback addresses (127.0.0.2 … 127.0.0.51) so a per-address cap on open streams does not
 * stop the count, and the count is bounded (CHAT_BENCH_STREAMS, default 5,000).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { scratchPgDatabase } from '../src/server/db/scratch';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { p95, percentile, spawnServer, type BenchServer } from './harness';
import type { BenchRow, BenchSection } from './types';

const SAMPLES = 200;
const STREAMS = Number(process.env.CHAT_BENCH_STREAMS ?? 5000);
const ADDRESSES = 50;

async function login(base: string, path_: string, mobileNo: string): Promise<string> {
  const res = await fetch(`${base}${path_}`, { method: 'POST', headers: { 'content-type': 'application/json', tenantid: 'sabai' }, body: JSON.stringify({ mobileNo, password: DEMO_PASSWORD }) });
  const body = await res.json() as { jtoken?: string; token?: string };
  const token = body.jtoken ?? body.token;
  if (!token) throw new Error(`login ${mobileNo}: ${res.status}`);
  return token;
}

async function post(base: string, token: string, body: unknown): Promise<{ Data: { Id: number; ConversationId: number } }> {
  const res = await fetch(`${base}/api/chat/messages`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`send: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ Data: { Id: number; ConversationId: number } }>;
}

interface OpenStream { req: http.ClientRequest; onData(cb: (chunk: string) => void): void; close(): void }

/** One chat stream over its own socket from a given loopback address; resolves once the `ready` event arrived. */
function openStream(base: string, token: string, localAddress: string): Promise<OpenStream> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const listeners: ((c: string) => void)[] = [];
    const req = http.request({ host: url.hostname, port: url.port, path: '/api/chat/stream', localAddress, agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) { reject(new Error(`stream: ${res.statusCode}`)); res.resume(); return; }
      res.setEncoding('utf8');
      let ready = false;
      res.on('data', (chunk: string) => {
        if (!ready && chunk.includes('event: ready')) {
          ready = true;
          resolve({ req, onData: (cb) => listeners.push(cb), close: () => req.destroy() });
        }
        for (const l of listeners) l(chunk);
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
    req.setTimeout(0);
    req.end();
  });
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** RSS in MB of the server itself: `tsx` runs it as a child node process, the largest of the tree. */
function rssMb(pid: number): number {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i]));
  return Math.max(...tree.map(rssOf));
}

async function deliveryLatency(a: BenchServer, b: BenchServer): Promise<number[]> {
  const customer = await login(b.base, '/authen/login', '0810000001');
  const staff = await login(a.base, '/authen/user/login', '0890000002');
  const first = await post(b.base, customer, { ClientId: randomUUID(), Kind: 'text', SaleUnit: '1001', Text: 'bench: hello' });
  const stream = await openStream(b.base, customer, '127.0.0.1');
  const samples: number[] = [];
  try {
    for (let i = 0; i < SAMPLES + 10; i++) {
      const marker = `bench-${i}-${randomUUID()}`;
      const arrived = new Promise<number>((resolve) => stream.onData((c) => { if (c.includes(marker)) resolve(performance.now()); }));
      const t0 = performance.now();
      await post(a.base, staff, { ClientId: randomUUID(), Kind: 'text', ConversationId: first.Data.ConversationId, Text: marker });
      const t1 = await Promise.race([arrived, new Promise<number>((_, rej) => setTimeout(() => rej(new Error('message not delivered within 5 s')), 5000))]);
      if (i >= 10) samples.push(t1 - t0); // the first ten warm both processes up
    }
  } finally {
    stream.close();
  }
  return samples;
}

async function idleStreams(server: BenchServer): Promise<{ held: number; rssBefore: number; rssAfter: number; failed: string }> {
  const token = await login(server.base, '/authen/login', '0810000002');
  const rssBefore = rssMb(server.pid);
  const open: OpenStream[] = [];
  let failed = '';
  const deadline = Date.now() + 180_000;
  try {
    for (let i = 0; i < STREAMS && Date.now() < deadline; i += 50) {
      const batch = await Promise.allSettled(Array.from({ length: Math.min(50, STREAMS - i) }, (_, k) => openStream(server.base, token, `127.0.0.${2 + ((i + k) % ADDRESSES)}`)));
      for (const r of batch) {
        if (r.status === 'fulfilled') open.push(r.value);
        else failed ||= String(r.reason);
      }
      if (failed) break;
    }
    await new Promise((r) => setTimeout(r, 2000));
    return { held: open.length, rssBefore, rssAfter: rssMb(server.pid), failed };
  } finally {
    for (const s of open) s.close();
  }
}

export const chatBenchSection: BenchSection = {
  name: 'chat',
  async run(): Promise<BenchRow[]> {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) return [{ metric: 'chat on PostgreSQL', value: 'skipped (set BENCH_DATABASE_URL)', budget: '-', pass: null }];
    const fresh = await scratchPgDatabase(url, 'talad_bench_chat', 2);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-bench-chat-'));
    const servers: BenchServer[] = [];
    try {
      const env = { DATABASE_URL: fresh.url, DATA_DIR: dataDir };
      // The first process migrates and seeds; the second starts on the ready database.
      servers.push(await spawnServer(env));
      servers.push(await spawnServer({ ...env, SEED: 'N' }));
      const [a, b] = servers;
      const latency = await deliveryLatency(a, b);
      const p = p95(latency);
      const idle = await idleStreams(b);
      const perStream = idle.held ? ((idle.rssAfter - idle.rssBefore) * 1024) / idle.held : 0;
      return [
        { metric: `chat message send → delivered p95, 2 processes on PostgreSQL (${latency.length} messages; load ${os.loadavg()[0].toFixed(1)})`, value: `${p.toFixed(1)} ms (p50 ${percentile(latency, 50).toFixed(1)})`, budget: '≤ 300 ms', pass: p <= 300 },
        {
          metric: `idle chat streams held by one process (${ADDRESSES} loopback addresses)`,
          value: `${idle.held}${idle.failed ? ` (stopped: ${idle.failed})` : ''}; RSS ${idle.rssBefore.toFixed(0)} → ${idle.rssAfter.toFixed(0)} MB (${perStream.toFixed(1)} KB each)`,
          budget: `≥ ${STREAMS}`, pass: idle.held >= 5000 || (STREAMS < 5000 ? null : false),
        },
      ];
    } finally {
      for (const s of servers.reverse()) await s.stop();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
