/*
 * Server bench section: a real server process on the embedded database (PGlite), loaded with
 * autocannon (16 connections, 10 s per endpoint): guest login, api/webConfig/items and
 * authen/customer/dcs/all → requests/s and p95 latency; then the p95 time from saving a flag to the
 * `flags` event arriving in a subscribed SSE client (budget ≤ 1 s).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options as CannonOptions } from 'autocannon';
import { p95, spawnServer } from './harness';
import type { BenchRow, BenchSection } from './types';

const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_SERVER_DURATION ?? 10);
const FLAG_SAMPLES = 20;
const PROPAGATION_BUDGET_MS = 1000;

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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-bench-'));
  const { base, stop } = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 120_000);
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
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const serverBenchSection: BenchSection = { name: 'server', run: serverSection };
