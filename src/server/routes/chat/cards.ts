import type { Queryable } from '../../db/index';
import { badRequest } from '../../errors';
import type { ConversationRow } from './store';

/**
 * Cards are snapshots taken when the message is sent (what the order looked like when asked
 * about), built by the server from rows the conversation's customer may see, never from what the
 * client sent.
 */
export interface OrderCard {
  Type: 'order';
  OrderId: string;
  SaleUnit: string;
  Status: string;
  Mode: string;
  Total: number;
  Lines: number;
  CreatedAt: string;
}

export interface ProductCard {
  Type: 'product';
  P_Code: string;
  NameTh: string;
  NameEn: string;
  UnitTh: string;
  UnitEn: string;
  Image: string;
}

/** An order of the conversation's customer at the conversation's centre, else 400 on the field. */
export async function orderCard(q: Queryable, conv: ConversationRow, orderId: string): Promise<OrderCard> {
  const [o] = conv.owner_kind === 'customer' ? await q.query<{ order_id: string; sale_unit: string; status: string; mode: string; total: string; created_at: Date; lines: string }>(
    `SELECT o.order_id, o.sale_unit, o.status, o.mode, o.total::text, o.created_at,
            (SELECT count(*) FROM order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.order_id)::text AS lines
       FROM orders o WHERE o.tenant_id = $1 AND o.order_id = $2 AND o.customer_code = $3 AND o.sale_unit = $4`,
    [conv.tenant_id, orderId, conv.owner_id, conv.sale_unit],
  ) : [];
  if (!o) throw badRequest('Invalid request', [{ field: '/body/OrderId', reason: 'is not an order of this customer at this centre' }]);
  return { Type: 'order', OrderId: o.order_id, SaleUnit: o.sale_unit, Status: o.status, Mode: o.mode, Total: Number(o.total), Lines: Number(o.lines), CreatedAt: new Date(o.created_at).toISOString() };
}

export async function productCard(q: Queryable, tenantId: string, pCode: string): Promise<ProductCard> {
  const [p] = await q.query<{ p_code: string; name_th: string; name_en: string; unit1_name_th: string; unit1_name_en: string; pic1: string }>(
    'SELECT p_code, name_th, name_en, unit1_name_th, unit1_name_en, pic1 FROM products WHERE tenant_id = $1 AND p_code = $2 AND NOT disabled',
    [tenantId, pCode],
  );
  if (!p) throw badRequest('Invalid request', [{ field: '/body/ProductCode', reason: 'is not a product of this shop' }]);
  return { Type: 'product', P_Code: p.p_code, NameTh: p.name_th, NameEn: p.name_en, UnitTh: p.unit1_name_th, UnitEn: p.unit1_name_en, Image: p.pic1 };
}
