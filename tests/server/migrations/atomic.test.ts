import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/server/errors';
import type { MerchantScope } from '../../../src/server/routes/merchant/scope';
import { applyImport, parseUpload, validateParsed } from '../../../src/server/routes/migrations/pipeline';
import { startTestServer, type TestServer } from '../helpers';

/**
 * The good rows go in together or not at all: when the data moves between the check and the write
 * (another writer takes a mobile number, an order takes the stock), the import is refused with a
 * 409 and nothing of it stays.
 */
let s: TestServer;
let scope: MerchantScope;
beforeAll(async () => {
  s = await startTestServer();
  const [admin] = await s.db.query<{ user_id: string; name: string }>("SELECT user_id, name FROM merchant_users WHERE tenant_id = 'sabai' AND role = 1 LIMIT 1", []);
  scope = { tenantId: 'sabai', userId: admin.user_id, role: 1, superAdmin: true, name: admin.name, saleUnits: ['1001', '1002'] };
});
afterAll(async () => { await s?.close(); });

const upload = (text: string) => ({ fileName: 'f.csv', text, hash: `h-${Math.random()}`, bytes: text.length });
const n = async (sql: string, params: unknown[] = []) => Number((await s.db.query<{ n: string }>(sql, params))[0].n);

describe('one transaction for the good rows', () => {
  it('a mobile number taken after the check refuses the whole import (409), the other rows are not written', async () => {
    const file = upload('CUSTOMERCODE,CUSTOMERNAME,MOBILENO,SALEUNIT\nATOM1,First,0861110001,1001\nATOM2,Second,0861110002,1001\n');
    const v = await validateParsed(s.app, 'sabai', 'customers', parseUpload('customers', file, 100));
    expect(v.good).toHaveLength(2);
    await s.db.query("UPDATE customers SET mobile_no = '0861110002' WHERE tenant_id = 'sabai' AND customer_code = (SELECT min(customer_code) FROM customers WHERE tenant_id = 'sabai')", []);
    const err = await applyImport(s.app, scope, 'customers', file, v).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(409);
    expect(await n("SELECT count(*) AS n FROM customers WHERE tenant_id = 'sabai' AND customer_code LIKE 'ATOM%'")).toBe(0);
    expect(await n("SELECT count(*) AS n FROM import_jobs WHERE tenant_id = 'sabai' AND file_name = 'f.csv'")).toBe(0);
  });

  it('stock sold after the check refuses the transfer (409): no location goes below zero, no line moves', async () => {
    const [p] = await s.db.query<{ p_code: string; stock_available: string }>(
      "SELECT p.p_code, st.stock_available FROM products p JOIN product_stock st USING (tenant_id, p_code) WHERE p.tenant_id = 'sabai' AND st.sale_unit = '1001' AND p.stock_item AND st.stock_available >= 10 ORDER BY p.p_code LIMIT 1", []);
    const have = Number(p.stock_available);
    const file = upload(`P_CODE,FROM_SALEUNIT,TO_SALEUNIT,QTY\n${p.p_code},1001,1002,1\n${p.p_code},1001,1002,${have - 1}\n`);
    const v = await validateParsed(s.app, 'sabai', 'transfers', parseUpload('transfers', file, 100));
    expect(v.good).toHaveLength(2);
    const before1002 = await n("SELECT coalesce(sum(stock_available), 0) AS n FROM product_stock WHERE tenant_id = 'sabai' AND sale_unit = '1002' AND p_code = $1", [p.p_code]);
    await s.db.query("UPDATE product_stock SET stock_available = stock_available - 5 WHERE tenant_id = 'sabai' AND sale_unit = '1001' AND p_code = $1", [p.p_code]);
    const err = await applyImport(s.app, scope, 'transfers', file, v).catch((e: unknown) => e);
    expect((err as HttpError).statusCode).toBe(409);
    expect((err as HttpError).message).toContain('Line 3');
    expect(await n("SELECT stock_available AS n FROM product_stock WHERE tenant_id = 'sabai' AND sale_unit = '1001' AND p_code = $1", [p.p_code])).toBe(have - 5);
    expect(await n("SELECT coalesce(sum(stock_available), 0) AS n FROM product_stock WHERE tenant_id = 'sabai' AND sale_unit = '1002' AND p_code = $1", [p.p_code])).toBe(before1002);
    expect(await n("SELECT count(*) AS n FROM stock_transfers WHERE tenant_id = 'sabai'")).toBe(0);
  });
});
