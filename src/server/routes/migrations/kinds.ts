import type { FastifyInstance } from 'fastify';
import {
  IMPORT_COLUMNS, stockKey, validateCustomerRows, validatePackageRows, validateTransferRows,
  type GoodRow, type ImportKind, type RawRow, type ValidationResult,
} from '../../../domain/imports/index';
import type { Queryable } from '../../db/index';
import { conflict } from '../../errors';
import { tenantBundle } from '../../tenants/resolve';
import { createDefaultAddresses } from '../addresses/store';

export interface WriteContext {
  tenantId: string;
  jobId: string;
  userId: string;
  now: Date;
  /** Called after each chunk with the rows written so far (the background job's progress). */
  progress?: (written: number) => void;
}

/**
 * One import kind on the server: load what its rules need (only for the keys the file names),
 * validate with the domain's pure rules, write the good rows with the transaction's handle.
 */
export interface KindHandler {
  validate(app: FastifyInstance, tenantId: string, rows: RawRow[]): Promise<ValidationResult<unknown>>;
  write(tx: Queryable, good: GoodRow<unknown>[], w: WriteContext): Promise<number>;
  /** Tables whose statistics the write's plans depend on (foreign-key checks, updates by key). */
  tables: string[];
}

const CHUNK = 1000;
const distinct = (rows: RawRow[], col: string) => [...new Set(rows.map((r) => (r.values[col] ?? '').trim()).filter(Boolean))];
const activeCentres = async (app: FastifyInstance, tenantId: string) => new Set((await app.centers.all(tenantId)).map((c) => c.saleUnit));

/**
 * The embedded database answers from microtasks: a loop of awaits over it never lets timers or
 * other requests in. A macrotask turn between chunks lets the page's progress polls through.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

async function inChunks<T>(rows: T[], w: WriteContext, fn: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await fn(rows.slice(i, i + CHUNK));
    w.progress?.(Math.min(i + CHUNK, rows.length));
    await breathe();
  }
}

/** A unique key hit inside the import means another writer took a code after validation. */
async function guardRace<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict(`${what} changed since the file was validated; nothing was imported. Validate the file again.`);
    throw err;
  }
}

const customers: KindHandler = {
  tables: ['customers', 'customer_centers', 'customer_price_levels'],
  async validate(app, tenantId, rows) {
    const codes = distinct(rows, 'CUSTOMERCODE');
    const mobiles = distinct(rows, 'MOBILENO');
    // Joins on unnest use the keys' indexes: `= ANY($n)` with 100,000 values scans and compares
    // every row with every value (and the embedded database runs on this thread).
    const existing = await app.db.query<{ customer_code: string; mobile_no: string }>(
      `SELECT c.customer_code, c.mobile_no FROM unnest($2::text[]) AS k(code) JOIN customers c ON c.tenant_id = $1 AND c.customer_code = k.code
       UNION
       SELECT c.customer_code, c.mobile_no FROM unnest($3::text[]) AS k(mobile) JOIN customers c ON c.tenant_id = $1 AND c.mobile_no = k.mobile`,
      [tenantId, codes, mobiles],
    );
    return validateCustomerRows(rows, {
      existingCodes: new Set(existing.map((e) => e.customer_code)),
      existingMobiles: new Map(existing.map((e) => [e.mobile_no, e.customer_code])),
      centres: await activeCentres(app, tenantId),
      defaultCompanyCode: tenantBundle(app, tenantId).companyCode,
    });
  },
  async write(tx, good, w) {
    const rows = good.map((g) => g.value as ReturnType<typeof validateCustomerRows>['good'][number]['value']);
    await guardRace('A customer code or mobile number', () => inChunks(rows, w, async (chunk) => {
      const col = <K extends keyof (typeof rows)[number]>(k: K) => chunk.map((r) => r[k]);
      await tx.query(
        `INSERT INTO customers (tenant_id, customer_code, customer_profile_code, mobile_no, customer_name, email, company_code,
                                authorize_amount, route_step2, tax_no, address, zip, phone, default_sale_unit, new_customer, created_at, updated_at)
         SELECT $1, t.code, t.profile, t.mobile, t.name, t.email, t.company, t.amount, t.tags, t.tax, t.address, t.zip, t.mobile, t.sale_unit, 'N', $2, $2
           FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::numeric[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
             AS t(code, profile, mobile, name, email, company, amount, tags, tax, address, zip, sale_unit)`,
        [w.tenantId, w.now, col('code'), col('profileCode'), col('mobileNo'), col('name'), col('email'), col('companyCode'),
          col('authorizeAmount'), chunk.map((r) => r.tags.join(',')), col('taxNo'), col('address'), col('zip'), col('saleUnit')],
      );
      await tx.query(
        `INSERT INTO customer_centers (tenant_id, customer_code, sale_unit, customer_type, store_type)
         SELECT $1, t.code, t.sale_unit, t.ctype, t.stype FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS t(code, sale_unit, ctype, stype)`,
        [w.tenantId, col('code'), col('saleUnit'), col('customerType'), col('storeType')],
      );
      await tx.query(
        `INSERT INTO customer_price_levels (tenant_id, customer_code, sale_unit, price_level)
         SELECT $1, t.code, t.sale_unit, t.level FROM unnest($2::text[], $3::text[], $4::smallint[]) AS t(code, sale_unit, level)`,
        [w.tenantId, col('code'), col('saleUnit'), col('priceLevel')],
      );
      await createDefaultAddresses(tx, w.tenantId, col('code'), w.now);
    }));
    return rows.length;
  },
};

const packages: KindHandler = {
  tables: ['products'],
  async validate(app, tenantId, rows) {
    const codes = distinct(rows, 'P_CODE');
    const barcodes = [...new Set(['BARCODE1', 'BARCODE2', 'BARCODE3'].flatMap((c) => distinct(rows, c)))];
    const [products, owners] = await Promise.all([
      app.db.query<{ p_code: string }>('SELECT p.p_code FROM unnest($2::text[]) AS k(code) JOIN products p ON p.tenant_id = $1 AND p.p_code = k.code', [tenantId, codes]),
      app.db.query<{ p_code: string; barcode: string }>(
        `SELECT p.p_code, k.b AS barcode FROM unnest($2::text[]) AS k(b) JOIN products p ON p.tenant_id = $1 AND p.barcode1 = k.b
         UNION SELECT p.p_code, k.b FROM unnest($2::text[]) AS k(b) JOIN products p ON p.tenant_id = $1 AND p.barcode2 = k.b
         UNION SELECT p.p_code, k.b FROM unnest($2::text[]) AS k(b) JOIN products p ON p.tenant_id = $1 AND p.barcode3 = k.b`,
        [tenantId, barcodes],
      ),
    ]);
    return validatePackageRows(rows, { products: new Set(products.map((p) => p.p_code)), barcodeOwners: new Map(owners.map((o) => [o.barcode, o.p_code])) });
  },
  async write(tx, good, w) {
    const rows = good.map((g) => g.value as ReturnType<typeof validatePackageRows>['good'][number]['value']);
    await inChunks(rows, w, async (chunk) => {
      const u = (i: 0 | 1 | 2, k: 'code' | 'nameTh' | 'nameEn' | 'barcode') => chunk.map((r) => r.units[i]?.[k] ?? '');
      const rate = (i: 1 | 2) => chunk.map((r) => r.units[i]?.rate ?? 0);
      await tx.query(
        `UPDATE products p SET
           unit1 = t.u1, unit1_name_th = t.n1th, unit1_name_en = t.n1en, unit1_rate = 1, barcode1 = t.b1,
           unit2 = t.u2, unit2_name_th = t.n2th, unit2_name_en = t.n2en, unit2_rate = t.r2, barcode2 = t.b2,
           unit3 = t.u3, unit3_name_th = t.n3th, unit3_name_en = t.n3en, unit3_rate = t.r3, barcode3 = t.b3,
           updated_at = $2
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::numeric[], $12::text[],
                     $13::text[], $14::text[], $15::text[], $16::numeric[], $17::text[])
           AS t(p_code, u1, n1th, n1en, b1, u2, n2th, n2en, r2, b2, u3, n3th, n3en, r3, b3)
        WHERE p.tenant_id = $1 AND p.p_code = t.p_code`,
        [w.tenantId, w.now, chunk.map((r) => r.pCode), u(0, 'code'), u(0, 'nameTh'), u(0, 'nameEn'), u(0, 'barcode'),
          u(1, 'code'), u(1, 'nameTh'), u(1, 'nameEn'), rate(1), u(1, 'barcode'), u(2, 'code'), u(2, 'nameTh'), u(2, 'nameEn'), rate(2), u(2, 'barcode')],
      );
    });
    return rows.length;
  },
};

const transfers: KindHandler = {
  tables: ['product_stock'],
  async validate(app, tenantId, rows) {
    const codes = distinct(rows, 'P_CODE');
    // Stock of every (centre, product) the file touches, looked up by the stock table's key.
    const pairs = [...new Set(rows.flatMap((r) => ['FROM_SALEUNIT', 'TO_SALEUNIT'].map((c) => `${(r.values[c] ?? '').trim()}|${(r.values.P_CODE ?? '').trim()}`)))]
      .map((k) => k.split('|') as [string, string]);
    const [products, stock] = await Promise.all([
      app.db.query<{ p_code: string; stock_item: boolean; unit1: string; unit2: string; unit3: string; unit1_rate: string; unit2_rate: string; unit3_rate: string }>(
        `SELECT p.p_code, p.stock_item, p.unit1, p.unit2, p.unit3, p.unit1_rate, p.unit2_rate, p.unit3_rate
           FROM unnest($2::text[]) AS k(code) JOIN products p ON p.tenant_id = $1 AND p.p_code = k.code`,
        [tenantId, codes],
      ),
      app.db.query<{ sale_unit: string; p_code: string; stock_available: string }>(
        `SELECT st.sale_unit, st.p_code, st.stock_available FROM unnest($2::text[], $3::text[]) AS k(sale_unit, code)
           JOIN product_stock st ON st.tenant_id = $1 AND st.sale_unit = k.sale_unit AND st.p_code = k.code`,
        [tenantId, pairs.map((x) => x[0]), pairs.map((x) => x[1])],
      ),
    ]);
    return validateTransferRows(rows, {
      centres: await activeCentres(app, tenantId),
      products: new Map(products.map((p) => [p.p_code, {
        stockItem: p.stock_item, unitCodes: [p.unit1, p.unit2, p.unit3],
        rates: [Number(p.unit1_rate) || 1, p.unit2 ? Number(p.unit2_rate) : 0, p.unit3 ? Number(p.unit3_rate) : 0],
      }])),
      stock: new Map(stock.map((s) => [stockKey(s.sale_unit, s.p_code), Number(s.stock_available)])),
    });
  },
  async write(tx, good, w) {
    let done = 0;
    for (const g of good) {
      const t = g.value as ReturnType<typeof validateTransferRows>['good'][number]['value'];
      // Conditional decrement: a concurrent order may have taken the stock since validation.
      const [taken] = await tx.query(
        `UPDATE product_stock SET stock_available = stock_available - $4, updated_at = $5
          WHERE tenant_id = $1 AND sale_unit = $2 AND p_code = $3 AND stock_available >= $4 RETURNING p_code`,
        [w.tenantId, t.from, t.pCode, t.baseQty, w.now],
      );
      if (!taken) throw conflict(`Line ${g.line}: ${t.from} no longer has ${t.baseQty} of ${t.pCode} in stock; nothing was transferred. Validate the file again.`);
      await tx.query(
        `INSERT INTO product_stock (tenant_id, sale_unit, p_code, stock_available, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, sale_unit, p_code) DO UPDATE SET stock_available = product_stock.stock_available + EXCLUDED.stock_available, updated_at = EXCLUDED.updated_at`,
        [w.tenantId, t.to, t.pCode, t.baseQty, w.now],
      );
      await tx.query(
        `INSERT INTO stock_transfers (tenant_id, job_id, line, p_code, from_sale_unit, to_sale_unit, unit, qty, base_qty, ref, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [w.tenantId, w.jobId, g.line, t.pCode, t.from, t.to, t.unit, t.qty, t.baseQty, t.ref, w.userId, w.now],
      );
      if (++done % CHUNK === 0) {
        w.progress?.(done);
        await breathe();
      }
    }
    w.progress?.(done);
    return done;
  },
};

export const KINDS: Record<ImportKind, KindHandler> = { customers, packages, transfers };
export { IMPORT_COLUMNS };
