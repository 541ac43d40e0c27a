import { createHash } from 'node:crypto';
import { amountLimitMessage } from '../../../domain/coupon';
import { initialOrderState } from '../../../domain/order-status';
import { vatIncludedIn } from '../../../domain/prices';
import type { Queryable } from '../../db/index';
import { HttpError, badRequest, notFound } from '../../errors';
import { listAddresses, orderParty } from '../addresses/store';
import type { Buyer } from '../checkout/buyer';
import { recordOrderEvent } from '../orders/model';
import { claimOrderKey } from '../orders/place';
import { loadPackage, PACKAGE_NOT_FOUND } from './store';

export type PackagePayment = 'COD' | 'BANK' | 'AR';

export interface BuyInput { paymentMethod: PackagePayment; shipToCode: string }

/**
 * Sells a package through an ordinary order (one line: the package at its price), so it is paid,
 * approved, cancelled and reported like any order; the holding and its purchase rows in the ledger
 * are written in the same transaction. The Idempotency-Key is claimed first, as for POST api/orders:
 * a retry returns the same order and holding.
 */
export async function buyPackage(q: Queryable, buyer: Buyer, packageCode: string, input: BuyInput, key: string, now: Date): Promise<{ orderId: string; holdingCode: string; replayed: boolean }> {
  const hash = createHash('sha256').update(JSON.stringify({ packageCode, saleUnit: buyer.saleUnit, actor: buyer.actorId, input })).digest('hex');
  const claim = await claimOrderKey(q, buyer, key, hash, now);
  if (claim.replayed) {
    const [h] = await q.query<{ holding_code: string }>('SELECT holding_code FROM customer_packages WHERE tenant_id = $1 AND order_id = $2', [buyer.tenantId, claim.orderId]);
    return { orderId: claim.orderId, holdingCode: h.holding_code, replayed: true };
  }
  const { orderId } = claim;

  const pkg = await loadPackage(q, buyer.tenantId, packageCode);
  if (!pkg || !pkg.Active || pkg.SaleUnit !== buyer.saleUnit) throw notFound(PACKAGE_NOT_FOUND);
  if (input.paymentMethod === 'AR' && !buyer.creditCustomer) {
    throw badRequest('Invalid request', [{ field: '/body/paymentMethod', reason: 'credit is only for credit customers' }]);
  }
  const active = (await listAddresses(q, buyer.tenantId, buyer.customerCode)).filter((a) => a.Active === 'Y');
  const shipTo = active.find((a) => a._id === input.shipToCode);
  if (!shipTo) throw badRequest('Invalid request', [{ field: '/body/shipToCode', reason: 'is not one of the customer\'s active addresses' }]);
  const billTo = active.find((a) => a.Address_Type === 'B') ?? shipTo;
  if (input.paymentMethod === 'AR') {
    const raised = await q.query(
      `UPDATE customers SET debt_amount = debt_amount + $3, updated_at = $4
        WHERE tenant_id = $1 AND customer_code = $2 AND authorize_amount - debt_amount >= $3 RETURNING debt_amount`,
      [buyer.tenantId, buyer.creditAccountCode, pkg.Price, now],
    );
    if (raised.length !== 1) throw new HttpError(409, amountLimitMessage(buyer.creditBalance.toFixed(2)), [{ field: '/body/paymentMethod', reason: 'the credit balance does not cover the total' }]);
  }

  const state = initialOrderState(input.paymentMethod);
  await q.query(
    `INSERT INTO orders (tenant_id, order_id, sale_unit, order_type, mode, customer_code, customer_name, customer_type, salesperson_id, status,
       payment_method, payment_state, subtotal, total, vat_amount, ship_to, bill_to, remark, created_at, updated_at, agent_code)
     VALUES ($1, $2, $3, '3', 'sales', $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13::jsonb, $14::jsonb, $15, $16, $16, $17)`,
    [buyer.tenantId, orderId, buyer.saleUnit, buyer.customerCode, buyer.customer.customerName, buyer.customerType, buyer.actorId, state.status,
      input.paymentMethod, state.payment, pkg.Price, vatIncludedIn(pkg.Price), JSON.stringify(orderParty(shipTo)), JSON.stringify(orderParty(billTo)),
      `Prepaid package ${pkg.PackageCode}`, now, buyer.agentCode],
  );
  await q.query(
    `INSERT INTO order_lines (tenant_id, order_id, line_no, p_code, product_name, product_name_en, qty1, unit1, price1, base_quantity, amount, net, tax_type)
     VALUES ($1, $2, 1, $3, $4, $5, 1, 'package', $6, 1, $6, $6, '1')`,
    [buyer.tenantId, orderId, pkg.PackageCode, pkg.Name, pkg.NameEn, pkg.Price],
  );
  await recordOrderEvent(q, {
    tenantId: buyer.tenantId, orderId, action: 'place', status: state.status, paymentState: state.payment,
    actorKind: buyer.agentCode ? 'agent' : buyer.actorId ? 'merchant' : 'customer', actorId: buyer.agentCode ?? buyer.actorId ?? buyer.customerCode, at: now,
  });
  const [{ hseq }] = await q.query<{ hseq: string | number }>("SELECT nextval('customer_package_seq') AS hseq");
  const holdingCode = `HP${String(Number(hseq)).padStart(8, '0')}`;
  const expires = new Date(now.getTime() + pkg.ValidDays * 86_400_000);
  await q.query(
    `INSERT INTO customer_packages (tenant_id, holding_code, package_code, customer_code, sale_unit, order_id, name, name_en, price, bought_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [buyer.tenantId, holdingCode, pkg.PackageCode, buyer.customerCode, buyer.saleUnit, orderId, pkg.Name, pkg.NameEn, pkg.Price, now, expires],
  );
  await q.query(
    `INSERT INTO package_ledger (tenant_id, holding_code, p_code, quantity, kind, order_id, created_at)
     SELECT $1, $2, x.p, x.q, 'purchase', $3, $4 FROM unnest($5::text[], $6::numeric[]) AS x(p, q)`,
    [buyer.tenantId, holdingCode, orderId, now, pkg.Items.map((i) => i.P_Code), pkg.Items.map((i) => i.Quantity)],
  );
  return { orderId, holdingCode, replayed: false };
}
