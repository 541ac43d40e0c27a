import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../../../src/server/db/index';
import { runInRequestScope } from '../../../src/server/db/scope';
import { DEMO_TENANTS } from '../../../src/server/seed/demo-data';
import { call, claims, customerToken, DEMO, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

/**
 * Row-level security as the second wall (docs/security.md "Tenant isolation in the database"):
 * a query that forgets its `tenant_id = $1` still sees only the scope's tenant, on PGlite and on
 * PostgreSQL, through every way the app reaches the database (bare query, transaction, drizzle).
 */
let s: TestServer;
let tables: string[];
beforeAll(async () => {
  s = await startTestServer();
  // Give both tenants rows in the most sensitive tables (cart, order, order lines, sessions).
  for (const tenant of ['sabai', 'khongdee'] as const) {
    const centres = DEMO_TENANTS.find((t) => t.tenantId === tenant)!.centers.map((c) => c.saleUnit);
    await addProducts(s.db, tenant, centres, [{ code: 'T-RLS', name: 'RLS test', price: 10, stock: 100 }]);
    const token = await customerToken(s.app, tenant, DEMO[tenant].customer);
    await call(s.app, 'PUT', '/api/cart/lines', { token, body: { P_Code: 'T-RLS', qty1: 2, qty2: 0, qty3: 0 } });
    const placed = await placeOrder(s.app, token, { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, token), lines: [{ P_Code: 'T-RLS', qty1: 1, qty2: 0, qty3: 0 }] });
    if (placed.status >= 300) throw new Error(`order for ${tenant}: ${placed.text}`);
  }
  tables = (await s.db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
  )).map((r) => r.table_name);
});
afterAll(async () => { await s?.close(); });

async function countsByTenant(table: string): Promise<Record<string, number>> {
  const rows = await s.db.query<{ tenant_id: string; n: number }>(`SELECT tenant_id, count(*)::int AS n FROM ${table} GROUP BY tenant_id`);
  return Object.fromEntries(rows.map((r) => [r.tenant_id, r.n]));
}

describe('row-level security', () => {
  it('covers every table with a tenant_id column (tables added later too)', async () => {
    const missing = await s.db.query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relname = ANY($1::text[])
         AND (NOT c.relrowsecurity OR NOT EXISTS (SELECT 1 FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = c.relname AND p.policyname = 'tenant_isolation'))`,
      [tables],
    );
    expect(tables.length).toBeGreaterThan(40);
    expect(missing.map((m) => m.relname)).toEqual([]);
  });

  it('a query without its tenant filter returns only the scope tenant\'s rows, in every table', async () => {
    const seenOther: string[] = [];
    let bothTenants = 0;
    for (const table of tables) {
      const all = await countsByTenant(table); // outside a request: the system path, every tenant
      if (all.sabai && all.khongdee) bothTenants++;
      const scoped = await withTenant('sabai', () => s.db.query<{ tenant_id: string; n: number }>(
        `SELECT tenant_id, count(*)::int AS n FROM ${table} GROUP BY tenant_id`,
      ));
      if (scoped.some((r) => r.tenant_id !== 'sabai')) seenOther.push(table);
      expect({ table, n: scoped.find((r) => r.tenant_id === 'sabai')?.n ?? 0 }).toEqual({ table, n: all.sabai ?? 0 });
    }
    expect(seenOther).toEqual([]);
    expect(bothTenants).toBeGreaterThanOrEqual(15);
    for (const sensitive of ['customers', 'orders', 'order_lines', 'carts', 'auth_sessions', 'customer_addresses']) {
      expect(await countsByTenant(sensitive), sensitive).toMatchObject({ sabai: expect.any(Number), khongdee: expect.any(Number) });
    }
  });

  it('holds inside transactions, through drizzle, and for writes of another tenant\'s rows', async () => {
    const inTx = await withTenant('khongdee', () => s.db.transaction(async (tx) => {
      const rows = await tx.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM customers');
      const touched = await tx.query('UPDATE customers SET customer_name = customer_name RETURNING tenant_id');
      return { tenants: rows.map((r) => r.tenant_id), touched: [...new Set(touched.map((r) => r.tenant_id))] };
    }));
    expect(inTx).toEqual({ tenants: ['khongdee'], touched: ['khongdee'] });

    const { customers } = await import('../../../src/server/db/schema/core');
    const viaOrm = await withTenant('sabai', () => s.db.orm.select({ t: customers.tenantId }).from(customers));
    expect(new Set(viaOrm.map((r) => r.t))).toEqual(new Set(['sabai']));

    // Writing a row of another tenant is refused by the policy's WITH CHECK.
    await expect(withTenant('sabai', () => s.db.query(
      "INSERT INTO web_config (tenant_id, opt, opt_value, updated_by) VALUES ('khongdee', 'ENABLE_FAQ', 'N', 'rls-test')",
    ))).rejects.toThrow(/row-level security/);
    // Deleting without a filter removes nothing of the other tenant.
    const before = await countsByTenant('web_config');
    await withTenant('sabai', () => s.db.query('DELETE FROM web_config WHERE opt = $1', ['NO_SUCH_OPT_BUT_ALL_TENANTS']));
    expect(await countsByTenant('web_config')).toEqual(before);
  });

  it('runs tenant queries as a role without superuser or bypass rights; the system path is named', async () => {
    const [role] = await withTenant('sabai', () => s.db.query<{ rolsuper: boolean; rolbypassrls: boolean; who: string }>(
      'SELECT rolsuper, rolbypassrls, current_user AS who FROM pg_roles WHERE rolname = current_user',
    ));
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, who: 'talad_app' });
    const system = await withTenant('sabai', () => asSystem('test: both tenants', () => s.db.query<{ tenant_id: string }>(
      'SELECT DISTINCT tenant_id FROM customers ORDER BY 1',
    )));
    expect(system.map((r) => r.tenant_id)).toEqual(['khongdee', 'sabai']);
  });

  it('a scope never leaks into the next statement: interleaved tenant, system and failing statements', async () => {
    const who = 'SELECT current_user AS who, current_setting(\'app.tenant_id\', true) AS tenant, (SELECT array_agg(DISTINCT tenant_id ORDER BY tenant_id) FROM customers) AS seen';
    type Who = { who: string; tenant: string | null; seen: string[] };
    const runs = Array.from({ length: 30 }, (_, i) => {
      if (i % 3 === 0) return s.db.query<Who>(who);
      if (i % 5 === 1) return withTenant('sabai', () => s.db.query('SELECT 1/0')).then(() => { throw new Error('1/0 answered'); }, () => null);
      const tenant = i % 2 ? 'sabai' : 'khongdee';
      return withTenant(tenant, () => (i % 4 === 2 ? s.db.transaction((tx) => tx.query<Who>(who)) : s.db.query<Who>(who)));
    });
    const answers = await Promise.all(runs);
    for (const [i, rows] of answers.entries()) {
      if (rows === null) continue;
      const [row] = rows;
      if (i % 3 === 0) expect({ i, ...row, tenant: row.tenant || null }).toEqual({ i, who: expect.not.stringMatching(/^talad_app$/), tenant: null, seen: ['khongdee', 'sabai'] });
      else expect({ i, ...row }).toEqual({ i, who: 'talad_app', tenant: i % 2 ? 'sabai' : 'khongdee', seen: [i % 2 ? 'sabai' : 'khongdee'] });
    }
  });

  it('refuses a query in a request whose tenant is not decided yet', async () => {
    await expect(runInRequestScope(() => s.db.query('SELECT 1'))).rejects.toThrow(/tenant was decided/);
  });

  it('a request sees its token\'s tenant, and interleaved requests of two tenants do not mix', async () => {
    const a = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    const b = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call(s.app, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { token: i % 2 ? b : a, body: {} })));
    for (const [i, r] of answers.entries()) {
      expect(r.status).toBe(200);
      expect(r.body.data.length).toBeGreaterThan(0);
      for (const addr of r.body.data) expect(addr.Cust_ID).toBe(claims(i % 2 ? b : a).UserId);
    }
  });
});
