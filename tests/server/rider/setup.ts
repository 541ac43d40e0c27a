import type { FastifyInstance } from 'fastify';
import { call, customerToken, merchantToken } from '../helpers';
import { placeOrder, shipToOf } from '../orders/fixtures';

export interface Party { tenant: string; saleUnit: string; customer: string; staff: string; riderId: string }

export const SABAI: Party = { tenant: 'sabai', saleUnit: '1001', customer: '0810000001', staff: '0890000002', riderId: 'SB-R01' };
export const KHONGDEE: Party = { tenant: 'khongdee', saleUnit: '2001', customer: '0820000001', staff: '0880000002', riderId: 'KD-R01' };

/** The customer's token with the given centre active. */
export async function buyerAt(app: FastifyInstance, p: Party): Promise<string> {
  const token = await customerToken(app, p.tenant, p.customer);
  const swapped = await call(app, 'GET', `/authen/swapdc/${p.saleUnit}`, { token });
  if (swapped.status !== 200) throw new Error(`swapdc failed: ${swapped.text}`);
  return swapped.body.jtoken;
}

/**
 * A COD order placed by the buyer, then confirmed, packed and given to the rider by the centre's
 * salesperson through the staff endpoints, as the back office does.
 */
export async function orderOutForDelivery(app: FastifyInstance, p: Party, code: string, qty = 2, riderId = p.riderId): Promise<{ orderId: string; buyer: string; total: number }> {
  const buyer = await buyerAt(app, p);
  const placed = await placeOrder(app, buyer, { paymentMethod: 'COD', shipToCode: await shipToOf(app, buyer), lines: [{ P_Code: code, qty1: qty, qty2: 0, qty3: 0 }] });
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.text}`);
  const orderId: string = placed.body.Order.OrderID;
  const staff = await merchantToken(app, p.tenant, p.staff);
  for (const body of [{ to: 'CONFIRMED' }, { to: 'PACKED' }, { to: 'OUT_FOR_DELIVERY', riderId }]) {
    const r = await call(app, 'POST', `/api/orders/${orderId}/${p.saleUnit}/transition`, { token: staff, body });
    if (r.status !== 200) throw new Error(`transition ${JSON.stringify(body)} failed: ${r.text}`);
  }
  return { orderId, buyer, total: placed.body.Order.Total };
}
