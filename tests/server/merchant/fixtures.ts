import type { Db } from '../../../src/server/db/index';

export interface OrderFixture {
  tenant?: string;
  orderId: string;
  saleUnit: string;
  customerCode?: string;
  customerName?: string;
  status?: string;
  paymentMethod?: string;
  paymentState?: string;
  total?: number;
  createdAt: Date;
  mode?: 'sales' | 'redeem';
  lines?: { pCode: string; name: string; net: number; qty: number; isFree?: boolean }[];
}

const party = { Code: 'X', Name: 'Test', Address: '', Province: '', Ampher: '', Town: '', ZipCode: '', TaxID: '', Phone: '' };

/** Writes an order straight into the orders tables (the reports and lists read them as they are). */
export async function insertOrder(db: Db, o: OrderFixture): Promise<void> {
  const total = o.total ?? (o.lines ?? []).reduce((s, l) => s + l.net, 0);
  await db.query(
    `INSERT INTO orders (tenant_id, order_id, sale_unit, order_type, mode, customer_code, customer_name, status, payment_method, payment_state,
       subtotal, total, ship_to, bill_to, created_at, updated_at)
     VALUES ($1, $2, $3, '3', $4, $5, $6, $7, $8, $9, $10::numeric, $10::numeric, $11::jsonb, $11::jsonb, $12::timestamptz, $12::timestamptz)`,
    [o.tenant ?? 'sabai', o.orderId, o.saleUnit, o.mode ?? 'sales', o.customerCode ?? 'SB0001', o.customerName ?? 'ร้านสมศรีการค้า',
      o.status ?? 'PLACED', o.paymentMethod ?? 'COD', o.paymentState ?? 'COLLECT_ON_DELIVERY', total, JSON.stringify(party), o.createdAt],
  );
  let n = 0;
  for (const l of o.lines ?? []) {
    n += 1;
    await db.query(
      `INSERT INTO order_lines (tenant_id, order_id, line_no, p_code, product_name, product_name_en, qty1, base_quantity, amount, net, is_free)
       VALUES ($1, $2, $3, $4, $5, $5, $6::int, $7::numeric, $8::numeric, $8::numeric, $9)`,
      [o.tenant ?? 'sabai', o.orderId, n, l.pCode, l.name, l.qty, l.qty, l.net, l.isFree ?? false],
    );
  }
}

export interface Part { name: string; value?: string; file?: { filename: string; data: Buffer; type?: string } }

/** A multipart/form-data body: text fields and files in the given order. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----talad${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.file) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type ?? 'image/png'}\r\n\r\n`), p.file.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of the given size (uploads are checked by content). */
export async function png(width = 200, height = 150): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 245, g: 124, b: 0 } } }).png().toBuffer();
}
