import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheUsage, MAX_BYTES } from '../../../src/server/routes/catalog/result-cache';
import { call, customerToken, DEMO, startTestServer, type TestServer } from '../helpers';

/** Issue 20: the catalogue answer cache keys only on what the answer depends on and is bounded by bytes. */
let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });

describe('catalogue answer cache', () => {
  it('a body field the answer ignores (a unique CustomerId per request) does not make a new entry', async () => {
    const token = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    const before = cacheUsage(s.app.db).entries;
    const answers = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const r = await call(s.app, 'POST', '/api/products/items', { token, body: { CustomerId: `spray-${i}-${Math.random()}`, SearchText: 'water', Take: 12 } });
      expect(r.status).toBe(200);
      answers.add(r.text);
    }
    expect(answers.size).toBe(1);
    expect(cacheUsage(s.app.db).entries).toBe(before + 1);
    // Another customer at the same centre and price level is served the same entry.
    const other = await customerToken(s.app, 'sabai', DEMO.sabai.agent);
    await call(s.app, 'POST', '/api/products/items', { token: other, body: { SearchText: 'water', Take: 12 } });
    const usage = cacheUsage(s.app.db);
    expect(usage.entries).toBeLessThanOrEqual(before + 2);
    expect(usage.bytes).toBeGreaterThan(0);
    expect(usage.bytes).toBeLessThanOrEqual(MAX_BYTES);
  });
});
