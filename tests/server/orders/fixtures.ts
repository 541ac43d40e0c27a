import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/index';
import { checkContract } from '../contract';
import { call } from '../helpers';

/**
 * Products with known prices and stock, so the expected figures of a test come from the test and
 * not from the random demo catalogue. Codes start with T- (no demo promotion names them).
 */
export interface TestProduct {
  code: string;
  name: string;
  /** Unit 1 price at every level and its tax type ('1' VAT included, '2' not included). */
  price: number;
  taxType?: '0' | '1' | '2';
  /** Unit 2 (a pack) with this rate, priced from unit 1 by rate. */
  packRate?: number;
  stock: number | null;
  points?: number;
  /** A different level-3 price. */
  level3Price?: number;
}

export async function addProducts(db: Db, tenantId: string, saleUnits: readonly string[], products: readonly TestProduct[]): Promise<void> {
  for (const p of products) {
    await db.query(
      `INSERT INTO products (tenant_id, p_code, name_th, name_en, unit1, unit1_name_th, unit1_name_en, unit1_rate, unit2, unit2_name_th, unit2_name_en, unit2_rate,
         u1_price1, u1_price1_type, u1_price2, u1_price2_type, u1_price3, u1_price3_type, u1_price4, u1_price4_type, u1_price5, u1_price5_type, option1, stock_item)
       VALUES ($1, $2, $3, $4, 'EA', 'ชิ้น', 'piece', 1, $5, $6, $7, $8, $9, $10, $9, $10, $11, $10, $9, $10, $9, $10, $12, $13)`,
      [tenantId, p.code, p.name, `${p.name} (en)`, p.packRate ? 'PK' : '', p.packRate ? 'แพ็ค' : '', p.packRate ? 'pack' : '', p.packRate ?? 0,
        p.price, p.taxType ?? '1', p.level3Price ?? p.price, p.points ?? 0, p.stock !== null],
    );
    if (p.stock !== null) {
      for (const su of saleUnits) {
        await db.query('INSERT INTO product_stock (tenant_id, sale_unit, p_code, stock_available) VALUES ($1, $2, $3, $4)', [tenantId, su, p.code, p.stock]);
      }
    }
  }
}

export async function stockOf(db: Db, tenantId: string, saleUnit: string, code: string): Promise<number> {
  const [row] = await db.query<{ s: string | number }>('SELECT stock_available AS s FROM product_stock WHERE tenant_id = $1 AND sale_unit = $2 AND p_code = $3', [tenantId, saleUnit, code]);
  return Number(row.s);
}

/** A product-discount promotion (type 2) of `percent` % on `codes` from `buyMin` base units. */
export async function addPercentPromotion(db: Db, tenantId: string, saleUnit: string, codes: string[], buyMin: number, percent: number): Promise<number> {
  const [{ promotion_id: id }] = await db.query<{ promotion_id: number }>(
    `INSERT INTO promotions (tenant_id, sale_unit, promotion_name, opt30, promotion_remark, date_begin_t, date_end_t, promotion_type)
     VALUES ($1, $2, 'Test 10%', 'T10', 'test', '20260101', '20271231', '2') RETURNING promotion_id`,
    [tenantId, saleUnit],
  );
  await db.query(`INSERT INTO promotion_details (tenant_id, promotion_id, promotion_ln, buy_min, disc_number, disc_type) VALUES ($1, $2, 1, $3, $4, 'DiscountPercent')`, [tenantId, id, buyMin, percent]);
  for (const c of codes) await db.query(`INSERT INTO promotion_items (tenant_id, promotion_id, list, code) VALUES ($1, $2, 'ProductsSale', $3)`, [tenantId, id, c]);
  return Number(id);
}

/** A real JPEG (or PNG) of a given size, as a phone would send. */
export async function imageBytes(width = 300, height = 400, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 250 } } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

/** A multipart body with one file field. */
export function multipart(field: string, filename: string, data: Buffer, type = 'image/jpeg'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----talad${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(app: FastifyInstance, url: string, token: string, data: Buffer, type = 'image/jpeg', field = 'file') {
  const m = multipart(field, 'slip.jpg', data, type);
  const res = await app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${token}` } });
  checkContract(app, 'POST', url, res);
  return { status: res.statusCode, body: res.json() };
}

/** The customer's shipping address id (created from the profile on first read). */
export async function shipToOf(app: FastifyInstance, token: string): Promise<string> {
  const r = await call(app, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { token, body: {} });
  const s = r.body.data.find((a: { Address_Type: string }) => a.Address_Type === 'S');
  if (!s) throw new Error(`no shipping address: ${r.text}`);
  return s._id;
}

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

export function placeOrder(app: FastifyInstance, token: string, body: Record<string, unknown>, key = newKey()) {
  return call(app, 'POST', '/api/orders', { token, body, headers: { 'idempotency-key': key } });
}
