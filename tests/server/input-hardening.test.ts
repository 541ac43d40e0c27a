import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, DEMO, merchantToken, startTestServer, type TestServer } from './helpers';

/** Issue 20 should-fix items on bad input: every one a 400 naming the field, never a 500 or a silent rewrite. */
let s: TestServer;
let admin: string;
let customer: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  customer = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
});
afterAll(async () => { await s?.close(); });

/** Walks a JSON schema (as served in the OpenAPI document) and yields every numeric leaf with its path. */
function* numericLeaves(schema: unknown, at: string): Generator<{ at: string; node: Record<string, unknown> }> {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.type === 'integer' || node.type === 'number') yield { at, node };
  for (const [k, v] of Object.entries(node)) {
    if (k === 'properties' && v && typeof v === 'object') for (const [p, sub] of Object.entries(v)) yield* numericLeaves(sub, `${at}/${p}`);
    else if (['items', 'additionalProperties'].includes(k)) yield* numericLeaves(v, `${at}/${k}`);
    else if (['anyOf', 'oneOf', 'allOf'].includes(k) && Array.isArray(v)) for (const sub of v) yield* numericLeaves(sub, at);
  }
}

describe('numbers within range', () => {
  it('every integer and number a route accepts has a finite minimum and maximum (no value beyond int8 reaches SQL)', async () => {
    const doc = (await call(s.app, 'GET', '/api/docs/json')).body;
    const unbounded: string[] = [];
    for (const [route, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(methods)) {
        const schemas: [string, unknown][] = [
          ...((op.parameters ?? []) as { in: string; name: string; schema: unknown }[]).map((p): [string, unknown] => [`${p.in}/${p.name}`, p.schema]),
          ...Object.values((op.requestBody?.content ?? {}) as Record<string, { schema: unknown }>).map((c): [string, unknown] => ['body', c.schema]),
        ];
        for (const [part, schema] of schemas) {
          for (const { at, node } of numericLeaves(schema, part)) {
            const ok = Array.isArray(node.enum) || 'const' in node || typeof node.maximum === 'number' && typeof (node.minimum ?? node.exclusiveMinimum) === 'number' && Math.abs(node.maximum as number) <= Number.MAX_SAFE_INTEGER && Math.abs((node.minimum ?? node.exclusiveMinimum) as number) <= 1e15;
            if (!ok) unbounded.push(`${method.toUpperCase()} ${route} ${at}`);
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('ids beyond int8 and 1e309 are 400s naming the field', async () => {
    const huge = await call(s.app, 'GET', '/api/tags/99999999999999999999', { token: admin });
    expect(huge.status).toBe(400);
    expect(huge.body.Errors[0].field).toBe('/params/id');
    const skip = await call(s.app, 'GET', '/api/orders/history?skip=1e20', { token: customer });
    expect(skip.status).toBe(400);
    expect(skip.body.Errors[0].field).toBe('/query/skip');
    const inf = await s.app.inject({
      method: 'POST', url: '/api/checkout/quote', headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      payload: '{"lines":[{"P_Code":"A1","qty1":1e309,"qty2":0,"qty3":0}]}',
    });
    expect(inf.statusCode).toBe(400);
    expect(inf.json().Errors.map((e: { field: string }) => e.field)).toContain('/body/lines/0/qty1');
  });
});

describe('malformed UTF-8', () => {
  it('a JSON body with invalid UTF-8 bytes is a 400, and nothing is stored', async () => {
    const before = (await call(s.app, 'GET', '/api/webConfig/admin/items', { token: admin })).body.Data.find((d: { Opt: string }) => d.Opt === 'CHAT_ROLE_IDS');
    const payload = Buffer.concat([Buffer.from('{"Opt":"CHAT_ROLE_IDS","OptValue":"1'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const r = await s.app.inject({ method: 'PUT', url: '/api/webConfig/admin/items', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ IsException: true, Errors: [{ field: '/body', reason: 'is not valid UTF-8' }] });
    const after = (await call(s.app, 'GET', '/api/webConfig/admin/items', { token: admin })).body.Data.find((d: { Opt: string }) => d.Opt === 'CHAT_ROLE_IDS');
    expect(after).toEqual(before);
    // Valid multi-byte Thai text still goes through.
    const thai = await s.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' }, payload: Buffer.from('{"couponId":"คูปอง"}') });
    expect(thai.statusCode).not.toBe(400);
  });
});

describe('one line per product', () => {
  it('a repeated product code in an order or quote body is a 400 naming the line', async () => {
    const lines = [{ P_Code: 'A1', qty1: 1, qty2: 0, qty3: 0 }, { P_Code: 'B2', qty1: 1, qty2: 0, qty3: 0 }, { P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }];
    const quote = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { lines } });
    expect(quote.status).toBe(400);
    expect(quote.body.Errors).toEqual([{ field: '/body/lines/2/P_Code', reason: "repeats product 'A1' of line 0: send one line per product with its quantities" }]);
    const order = await call(s.app, 'POST', '/api/orders', {
      token: customer, headers: { 'idempotency-key': 'dup-lines-0001' }, body: { paymentMethod: 'COD', shipToCode: 'X', lines },
    });
    expect(order.status).toBe(400);
    expect(order.body.Errors[0].field).toBe('/body/lines/2/P_Code');
    const [{ n }] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = 'sabai'");
    const again = await call(s.app, 'POST', '/api/orders', { token: customer, headers: { 'idempotency-key': 'dup-lines-0002' }, body: { paymentMethod: 'COD', shipToCode: 'X', lines } });
    expect(again.status).toBe(400);
    expect((await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = 'sabai'"))[0].n).toBe(n);
  });
});

describe('flags by declared type', () => {
  const put = (Opt: string, OptValue: string) => call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt, OptValue } });

  it('refuses a value that does not fit the flag\'s type, naming the flag, and stores nothing', async () => {
    const r = await put('ENABLE_FAQ', 'maybe');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ Message: 'Invalid value for ENABLE_FAQ', Errors: [{ field: '/body/OptValue', reason: "ENABLE_FAQ takes Y or N, not 'maybe'" }] });
    expect((await put('SIDE_MENU_CATEGORY_LEVEL', '7')).body.Errors[0].reason).toBe('SIDE_MENU_CATEGORY_LEVEL must be at most 3');
    expect((await put('CATEGORY_DRAWER_MODE', 'tree')).body.Errors[0].reason).toContain('CATEGORY_DRAWER_MODE takes one of hierarchy, displayGroup, customSort');
    expect((await put('CHAT_ROLE_IDS', '1,admin')).status).toBe(400);
    const [{ n }] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM web_config WHERE tenant_id = 'sabai' AND opt IN ('ENABLE_FAQ', 'SIDE_MENU_CATEGORY_LEVEL', 'CATEGORY_DRAWER_MODE', 'CHAT_ROLE_IDS')");
    expect(n).toBe(0);
  });

  it('accepts values of the type and lists each flag\'s type for the web-config screen', async () => {
    expect((await put('ENABLE_FAQ', 'N')).status).toBe(200);
    expect((await put('SIDE_MENU_CATEGORY_LEVEL', '2')).status).toBe(200);
    expect((await put('CHAT_ROLE_IDS', '1,3')).status).toBe(200);
    const items = (await call(s.app, 'GET', '/api/webConfig/admin/items', { token: admin })).body.Data as { Opt: string; Type: { type: string } }[];
    expect(items.find((i) => i.Opt === 'ENABLE_FAQ')!.Type).toEqual({ type: 'yn' });
    expect(items.find((i) => i.Opt === 'SIDE_MENU_CATEGORY_LEVEL')!.Type).toMatchObject({ type: 'int', minimum: 1, maximum: 3 });
  });
});
