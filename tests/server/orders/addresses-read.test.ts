import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, claims, customerToken, DEMO, startTestServer, type TestServer } from '../helpers';

/**
 * GET_DELIVERY_ADDRESS is a read (issue 20): the default shipping and billing addresses are made
 * when a customer is created (registration, agent, import) or, for customers created before, once
 * at start; reading the list never writes a row.
 */
let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });

const rowsOf = async (tenant: string, code: string) =>
  (await s.db.query<{ address_type: string; n: number }>(
    'SELECT address_type, count(*)::int AS n FROM customer_addresses WHERE tenant_id = $1 AND customer_code = $2 GROUP BY 1 ORDER BY 1',
    [tenant, code],
  ));

describe('delivery addresses are made with the customer, not by reading them', () => {
  it('a customer seeded before has S and B addresses already, before any read', async () => {
    const token = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    const code = String(claims(token).UserId);
    expect(await rowsOf('sabai', code)).toEqual([{ address_type: 'B', n: 1 }, { address_type: 'S', n: 1 }]);
  });

  it('a newly registered customer gets them at registration and can order at once', async () => {
    const reg = await call(s.app, 'POST', '/authen/register', {
      tenant: 'sabai', body: { name: 'ร้านใหม่ทดสอบที่อยู่', mobileNo: '0899991234', password: 'secret123', confirmPassword: 'secret123', saleUnit: '1001' },
    });
    expect(reg.status).toBe(200);
    const code = String(claims(reg.body.jtoken).UserId);
    expect(await rowsOf('sabai', code)).toEqual([{ address_type: 'B', n: 1 }, { address_type: 'S', n: 1 }]);
    const list = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { token: reg.body.jtoken, body: {} });
    expect(list.body.data.filter((a: { Address_Type: string }) => a.Address_Type !== 'C')).toMatchObject([
      { Address_Type: 'S', Name: 'ร้านใหม่ทดสอบที่อยู่', SaleUnit: '1001', Active: 'Y' },
      { Address_Type: 'B', Name: 'ร้านใหม่ทดสอบที่อยู่', SaleUnit: '1001', Active: 'Y' },
    ]);
  });

  it('reading the list writes nothing, even for a customer with no address', async () => {
    const token = await customerToken(s.app, 'sabai', DEMO.sabai.credit);
    const code = String(claims(token).UserId);
    await s.db.query('DELETE FROM customer_addresses WHERE tenant_id = $1 AND customer_code = $2', ['sabai', code]);
    const [before] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_addresses');
    for (let i = 0; i < 3; i++) {
      const r = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { token, body: {} });
      expect(r.status).toBe(200);
      expect(r.body.data.filter((a: { Address_Type: string }) => a.Address_Type !== 'C')).toEqual([]);
    }
    const [after] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_addresses');
    expect(after.n).toBe(before.n);
  });
});
