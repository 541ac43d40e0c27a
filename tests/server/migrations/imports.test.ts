import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, guestToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';
import { upload, waitForJob } from './fixtures';

let s: TestServer;
let admin: string;
let sales: string;
let otherAdmin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  otherAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
});
afterAll(async () => { await s?.close(); });

const HEADER = 'CUSTOMERCODE,CUSTOMERNAME,MOBILENO,SALEUNIT,PRICELEVEL,CUSTOMERTYPE,TAGS';
const CSV = [
  HEADER,
  'CRM001,ร้านป้าแดง,0891110001,1001,3,RETAIL,"vip,north"',
  'CRM002,Shop Two,0891110002,1002,,,',
  'CRM003,,0891110003,1001,,,', // no name
  'CRM004,Shop Four,12345,1001,,,', // bad mobile
  'CRM005,Shop Five,0891110005,1001,,,',
].join('\n');

const plain = (bad: { line: number; field: string; reason: string }[]) => bad.map(({ line, field, reason }) => ({ line, field, reason }));
const count = async (sql: string, params: unknown[]) => Number((await s.db.query<{ n: number }>(sql, params))[0].n);

describe('create-profile-crm', () => {
  it('names the columns of a kind (required ones marked) and the size limits', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/migration/customers/columns', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.Kind).toBe('customers');
    expect(r.body.Columns).toContainEqual(expect.objectContaining({ name: 'MOBILENO', required: true }));
    expect(r.body.MaxRowsAsync).toBeGreaterThan(r.body.MaxRows);
  });

  it('validate is a dry run that names every bad row by line, field and reason', async () => {
    const r = await upload(s.app, '/api/merchant/migration/customers/validate', admin, 'crm.csv', CSV);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ Kind: 'customers', Total: 5, Good: 3, BadLines: 2 });
    expect(plain(r.body.Bad)).toEqual([
      { line: 4, field: 'CUSTOMERNAME', reason: 'is required' },
      { line: 5, field: 'MOBILENO', reason: 'must be 10 digits starting with 0' },
    ]);
    expect(await count("SELECT count(*)::int AS n FROM customers WHERE tenant_id = 'sabai' AND customer_code LIKE 'CRM%'", [])).toBe(0);
  });

  it('import writes the good rows (profile, centre, price level, tags), audits, and replays the same file', async () => {
    const r = await upload(s.app, '/api/merchant/migration/customers/import', admin, 'crm.csv', CSV);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ Imported: 3, BadLines: 2, Replayed: false });
    const [c] = await s.db.query<Record<string, unknown>>(
      `SELECT c.customer_name, c.route_step2, c.password_hash, cc.sale_unit, cc.customer_type, pl.price_level
         FROM customers c JOIN customer_centers cc USING (tenant_id, customer_code)
         JOIN customer_price_levels pl ON pl.tenant_id = c.tenant_id AND pl.customer_code = c.customer_code AND pl.sale_unit = cc.sale_unit
        WHERE c.tenant_id = 'sabai' AND c.customer_code = 'CRM001'`, []);
    expect(c).toMatchObject({ customer_name: 'ร้านป้าแดง', route_step2: 'vip,north', password_hash: null, sale_unit: '1001', customer_type: 'RETAIL', price_level: 3 });
    // The salesperson of centre 1001 finds the imported customer in the customer list.
    const list = await call(s.app, 'GET', '/api/customers/list?text=CRM001', { token: sales });
    expect(list.body.Data.map((x: { Code: string }) => x.Code)).toEqual(['CRM001']);
    const audit = await count("SELECT count(*)::int AS n FROM audit_log WHERE tenant_id = 'sabai' AND action = 'migration.import.customers' AND target = $1", [r.body.JobId]);
    expect(audit).toBe(1);

    const again = await upload(s.app, '/api/merchant/migration/customers/import', admin, 'crm-again.csv', CSV);
    expect(again.body).toMatchObject({ Replayed: true, JobId: r.body.JobId, Imported: 3 });
    expect(await count("SELECT count(*)::int AS n FROM customers WHERE tenant_id = 'sabai' AND customer_code LIKE 'CRM%'", [])).toBe(3);

    // A changed file: the imported codes are now reported as existing, the fixed rows go in.
    const fixed = `${HEADER}\nCRM001,ร้านป้าแดง,0891110001,1001,3,RETAIL,\nCRM003,Shop Three,0891110003,1001,,,\n`;
    const next = await upload(s.app, '/api/merchant/migration/customers/import', admin, 'fixed.csv', fixed);
    expect(next.body).toMatchObject({ Imported: 1, Replayed: false });
    expect(plain(next.body.Bad)).toEqual([
      { line: 2, field: 'CUSTOMERCODE', reason: 'already exists' },
      { line: 2, field: 'MOBILENO', reason: 'is already used by customer CRM001' },
    ]);
  });

  it('refuses files that are not CSV/JSON text, lack columns or exceed the size', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    const bin = await upload(s.app, '/api/merchant/migration/customers/validate', admin, 'x.csv', png);
    expect(bin.status).toBe(400);
    expect(bin.body.Errors).toEqual([{ field: '/body/file', reason: 'is not UTF-8 text (save it as CSV UTF-8 or JSON)' }]);
    const cols = await upload(s.app, '/api/merchant/migration/customers/validate', admin, 'x.csv', 'CODE,NAME\nA,B\n');
    expect(cols.status).toBe(400);
    expect(cols.body.Errors).toContainEqual({ field: '/body/file/columns/MOBILENO', reason: 'required column is missing' });
    const big = await upload(s.app, '/api/merchant/migration/customers/validate', admin, 'x.csv', `${HEADER}\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(big.status).toBe(400);
    expect(big.body.Errors).toEqual([{ field: '/body/file', reason: 'is larger than 2 MB' }]);
    const json = await upload(s.app, '/api/merchant/migration/customers/validate', admin, 'x.json',
      JSON.stringify([{ CUSTOMERCODE: 'J1', CUSTOMERNAME: 'Json shop', MOBILENO: '0891119999', SALEUNIT: '9999' }]));
    expect(plain(json.body.Bad)).toEqual([{ line: 1, field: 'SALEUNIT', reason: 'is not an active distribution centre of this tenant' }]);
  });
});

describe('create-profile-crm-async', () => {
  it('runs in the background with progress, keeps the bad rows for download', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 2500; i++) lines.push(`BIG${String(i).padStart(5, '0')},Shop ${i},08${String(70000000 + i)},${i % 2 ? '1001' : '1002'},,,`);
    lines.push('BIG00001,Duplicate,0899999999,1001,,,');
    s.clock.advance(60_000); // the job list is newest first
    const dry = await upload(s.app, '/api/merchant/migration/customers/jobs?dryRun=true', admin, 'big.csv', lines.join('\n'));
    expect(dry.status, dry.text).toBe(202);
    expect(await waitForJob(s.app, admin, dry.body.JobId)).toMatchObject({ Status: 'done', DryRun: true, Total: 2501, BadLines: 1, Imported: 0 });
    expect(await count("SELECT count(*)::int AS n FROM customers WHERE tenant_id = 'sabai' AND customer_code LIKE 'BIG%'", [])).toBe(0);
    s.clock.advance(60_000);
    const r = await upload(s.app, '/api/merchant/migration/customers/jobs', admin, 'big.csv', lines.join('\n'));
    expect(r.status, r.text).toBe(202);
    const seen: number[] = [];
    const job = await waitForJob(s.app, admin, r.body.JobId, seen);
    expect(job).toMatchObject({ Status: 'done', Total: 2501, Processed: 2501, Imported: 2500, BadLines: 1, Mode: 'async', DryRun: false });
    expect(seen.every((n, i) => i === 0 || n >= seen[i - 1])).toBe(true);
    expect(await count("SELECT count(*)::int AS n FROM customers WHERE tenant_id = 'sabai' AND customer_code LIKE 'BIG%'", [])).toBe(2500);
    const csv = await call(s.app, 'GET', `/api/merchant/migration/jobs/${r.body.JobId}/result`, { token: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('2502,CUSTOMERCODE,is repeated (first on line 3)');
    const json = await call(s.app, 'GET', `/api/merchant/migration/jobs/${r.body.JobId}/result?format=json`, { token: admin });
    expect(json.headers['content-disposition']).toContain('.json');
    expect(json.body).toMatchObject({ JobId: r.body.JobId, Status: 'done', Imported: 2500, Bad: [{ line: 2502, field: 'CUSTOMERCODE' }] });
    const listed = await call(s.app, 'GET', '/api/merchant/migration/jobs?kind=customers', { token: admin });
    expect(listed.body.Data[0]).toMatchObject({ JobId: r.body.JobId, Status: 'done' });
    // A job a stopped server left behind that the queue does not hold shows as failed (its transaction rolled back).
    await s.db.query(
      `INSERT INTO import_jobs (tenant_id, job_id, kind, file_name, status, total_rows, mode, created_by, created_at)
       VALUES ('sabai', '7c9e6679-7425-40de-944b-e07fc1f90ae7', 'customers', 'lost.csv', 'importing', 10, 'async', 'x', $1)`, [new Date(s.clock.now - 31 * 60_000)]);
    const lost = await call(s.app, 'GET', '/api/merchant/migration/jobs/7c9e6679-7425-40de-944b-e07fc1f90ae7', { token: admin });
    expect(lost.body).toMatchObject({ Status: 'failed', Message: expect.stringContaining('Interrupted') });
    // Another tenant's admin cannot read the job.
    const foreign = await call(s.app, 'GET', `/api/merchant/migration/jobs/${r.body.JobId}/result`, { token: otherAdmin });
    expect(foreign.status).toBe(404);
  });
});

describe('background imports on the job queue', () => {
  const file = (prefix: string, mobile: number) => [HEADER, `${prefix}00001,Queue one,0${mobile + 1},1001,,,`, `${prefix}00002,Queue two,0${mobile + 2},1002,,,`].join('\n');
  const lines = file('QRS', 897000000);
  const jobRow = async (id: string) => (await s.db.query<{ state: string }>("SELECT state::text FROM pgboss.job WHERE name = 'migration-import' AND data->>'jobId' = $1", [id]))[0];

  it('is a queue job, not work of the request: nothing is imported until a worker runs it', async () => {
    s.clock.advance(60_000);
    const r = await upload(s.app, '/api/merchant/migration/customers/jobs', admin, 'queued.csv', lines);
    expect(r.status, r.text).toBe(202);
    expect((await jobRow(r.body.JobId)).state).toBe('created');
    const waiting = await call(s.app, 'GET', `/api/merchant/migration/jobs/${r.body.JobId}`, { token: admin });
    expect(waiting.body).toMatchObject({ Status: 'validating', Processed: 0 });
    expect(await count("SELECT count(*)::int AS n FROM customers WHERE tenant_id = 'sabai' AND customer_code LIKE 'QRS%'", [])).toBe(0);
    expect(await waitForJob(s.app, admin, r.body.JobId)).toMatchObject({ Status: 'done', Imported: 2 });
    expect((await jobRow(r.body.JobId)).state).toBe('completed');
    // Running the job again (a redelivery after a crash past the commit) imports nothing more.
    await s.db.query("UPDATE pgboss.job SET state = 'created', completed_on = NULL WHERE name = 'migration-import' AND data->>'jobId' = $1", [r.body.JobId]);
    expect(await s.app.jobs.drain()).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM customers WHERE tenant_id = 'sabai' AND customer_code LIKE 'QRS%'", [])).toBe(2);
    const [audits] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE tenant_id = 'sabai' AND target = $1", [r.body.JobId]);
    expect(Number(audits.n)).toBe(1);
  });

  it('survives a restart: a job cut off mid-import runs again; one the queue gave up on is reported failed', async () => {
    s.clock.advance(60_000);
    const r = await upload(s.app, '/api/merchant/migration/customers/jobs', admin, 'restart.csv', file('QRT', 897000010));
    // As a killed worker leaves it: the row says importing (its transaction rolled back), the queue
    // expired the active job and will retry it.
    await s.db.query("UPDATE import_jobs SET status = 'importing', processed_rows = 1 WHERE tenant_id = 'sabai' AND job_id = $1", [r.body.JobId]);
    await s.db.query("UPDATE pgboss.job SET state = 'retry', retry_count = 1 WHERE name = 'migration-import' AND data->>'jobId' = $1", [r.body.JobId]);
    const meanwhile = await call(s.app, 'GET', `/api/merchant/migration/jobs/${r.body.JobId}`, { token: admin });
    expect(meanwhile.body.Status).toBe('importing');
    expect(await s.app.jobs.drain(100, { ignoreDelays: true })).toBe(1);
    const done = await call(s.app, 'GET', `/api/merchant/migration/jobs/${r.body.JobId}`, { token: admin });
    expect(done.body).toMatchObject({ Status: 'done', Imported: 2, Processed: 2 });

    s.clock.advance(60_000);
    const lost = await upload(s.app, '/api/merchant/migration/customers/jobs', admin, 'lost.csv', file('QRU', 897000020));
    await s.db.query("UPDATE import_jobs SET status = 'importing' WHERE tenant_id = 'sabai' AND job_id = $1", [lost.body.JobId]);
    await s.db.query("UPDATE pgboss.job SET state = 'failed' WHERE name = 'migration-import' AND data->>'jobId' = $1", [lost.body.JobId]);
    const failed = await call(s.app, 'GET', `/api/merchant/migration/jobs/${lost.body.JobId}`, { token: admin });
    expect(failed.body).toMatchObject({ Status: 'failed', Message: expect.stringContaining('Interrupted') });
    expect(await count("SELECT count(*)::int AS n FROM customers WHERE tenant_id = 'sabai' AND customer_code LIKE 'QRU%'", [])).toBe(0);
  });
});

describe('import-package', () => {
  it('replaces packing units and barcodes of existing products', async () => {
    const [p] = await s.db.query<{ p_code: string }>("SELECT p_code FROM products WHERE tenant_id = 'sabai' ORDER BY p_code LIMIT 1", []);
    const csv = `P_CODE,UNIT1,UNIT1NAME_TH,UNIT1NAME_EN,BARCODE1,UNIT2,UNIT2NAME_TH,UNIT2RATE,UNIT3,UNIT3NAME_TH,UNIT3RATE\n${p.p_code},PC,ชิ้น,piece,8850000000027,PK,แพ็ค,6,CS,ลัง,24\nNOPE,PC,ชิ้น,,,,,,,,\n`;
    const r = await upload(s.app, '/api/merchant/migration/packages/import', admin, 'pack.csv', csv);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ Imported: 1, Bad: [{ line: 3, field: 'P_CODE', reason: 'is not a product of this tenant' }] });
    const [row] = await s.db.query<Record<string, unknown>>("SELECT unit2, unit2_rate, unit3_rate, barcode1 FROM products WHERE tenant_id = 'sabai' AND p_code = $1", [p.p_code]);
    expect(row).toMatchObject({ unit2: 'PK', barcode1: '8850000000027' });
    expect(Number(row.unit2_rate)).toBe(6);
    expect(Number(row.unit3_rate)).toBe(24);
  });
});

describe('transfer-stloc', () => {
  it('moves stock between centres, never below zero, once per file', async () => {
    const [p] = await s.db.query<{ p_code: string; stock_available: string }>(
      "SELECT p.p_code, st.stock_available FROM products p JOIN product_stock st USING (tenant_id, p_code) WHERE p.tenant_id = 'sabai' AND st.sale_unit = '1001' AND p.stock_item AND st.stock_available >= 10 ORDER BY p.p_code LIMIT 1", []);
    const stock = async (su: string) => Number((await s.db.query<{ v: string }>("SELECT coalesce(sum(stock_available), 0) AS v FROM product_stock WHERE tenant_id = 'sabai' AND sale_unit = $1 AND p_code = $2", [su, p.p_code]))[0].v);
    const from0 = await stock('1001');
    const to0 = await stock('1002');
    const csv = `P_CODE,FROM_SALEUNIT,TO_SALEUNIT,QTY,UNIT,REF\n${p.p_code},1001,1002,4,1,TR-1\n${p.p_code},1001,1002,${from0},1,TR-2\n`;
    const r = await upload(s.app, '/api/merchant/migration/transfers/import', admin, 'tr.csv', csv);
    expect(r.status, r.text).toBe(200);
    expect(r.body.Imported).toBe(1);
    expect(plain(r.body.Bad)).toEqual([{ line: 3, field: 'QTY', reason: `needs ${from0} base units but 1001 has ${from0 - 4} in stock` }]);
    expect(await stock('1001')).toBe(from0 - 4);
    expect(await stock('1002')).toBe(to0 + 4);
    const again = await upload(s.app, '/api/merchant/migration/transfers/import', admin, 'tr.csv', csv);
    expect(again.body.Replayed).toBe(true);
    expect(await stock('1001')).toBe(from0 - 4);
  });
});

describe('who may import', () => {
  it('only a super admin of the tenant; everyone else 401/403 and nothing is written', async () => {
    const csv = `${HEADER}\nDENY1,Denied,0891234567,1001,,,\n`;
    const tokens = {
      guest: await guestToken(s.app, 'sabai'),
      customer: await customerToken(s.app, 'sabai', DEMO.sabai.customer),
      rider: await riderToken(s.app, 'sabai', DEMO.sabai.rider),
      sales,
    };
    for (const kind of ['customers', 'packages', 'transfers']) {
      for (const action of ['validate', 'import', 'jobs']) {
        for (const [who, token] of Object.entries(tokens)) {
          const r = await upload(s.app, `/api/merchant/migration/${kind}/${action}`, token, 'x.csv', csv);
          expect(r.status, `${kind}/${action} as ${who}`).toBe(403);
        }
        const anonymous = await s.app.inject({ method: 'POST', url: `/api/merchant/migration/${kind}/${action}` });
        expect(anonymous.statusCode).toBe(401);
      }
    }
    // Another tenant's admin imports into their own tenant only: centre 1001 is not theirs.
    const foreign = await upload(s.app, '/api/merchant/migration/customers/import', otherAdmin, 'x.csv', csv);
    expect(foreign.body).toMatchObject({ Imported: 0, Bad: [{ line: 2, field: 'SALEUNIT', reason: 'is not an active distribution centre of this tenant' }] });
    expect(await count("SELECT count(*)::int AS n FROM customers WHERE customer_code = 'DENY1'", [])).toBe(0);
  });
});
