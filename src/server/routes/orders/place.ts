import { createHash } from 'node:crypto';
import { amountLimitMessage } from '../../../domain/coupon';
import { initialOrderState } from '../../../domain/order-status';
import type { CheckoutMethod } from '../../../domain/payment';
import { promptPayPayload } from '../../../domain/promptpay';
import { parseStoredCart } from '../../../domain/cart-storage';
import type { Queryable } from '../../db/index';
import { HttpError, badRequest, conflict } from '../../errors';
import { listAddresses, orderParty, type AddressView } from '../addresses/store';
import type { Buyer, Mode } from '../checkout/buyer';
import { computeQuote, type Quote, type QuoteResult } from '../checkout/quote';
import { productLabel, type LineInput, type QuoteLine } from '../checkout/quote-lines';
import { COUPON_USED, lockCoupon } from '../coupons/store';
import { readCart, removeOrderedLines, type CartKey } from '../cart/store';
import { spendPoints } from '../points/ledger';
import { recordOrderEvent } from './model';
import { takeStock } from './stock';
import { packageBalances, writeDraws } from '../packages/ledger';

export interface PlaceOrderInput {
  mode: Mode;
  paymentMethod: CheckoutMethod;
  shipToCode: string;
  billToCode?: string;
  couponId?: string;
  remark?: string;
  needTaxInvoice?: boolean;
  lines?: LineInput[];
  expectedTotal?: number;
  /** Draw lines from the customer's prepaid packages (docs/packages.md). */
  usePackages?: boolean;
}

export type PlaceOutcome = { orderId: string; replayed: boolean };

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different order';

/** What identifies "the same request" for an Idempotency-Key: the body and where it is placed. */
export function requestHash(buyer: Buyer, input: PlaceOrderInput): string {
  return createHash('sha256').update(JSON.stringify({ saleUnit: buyer.saleUnit, actor: buyer.actorId, agent: buyer.agentCode, input })).digest('hex');
}

export function cartKeyFor(buyer: Buyer, mode: Mode): CartKey {
  return { tenantId: buyer.tenantId, ownerId: buyer.customerCode, saleUnit: buyer.saleUnit, mode, guest: false, priceSaleUnit: buyer.saleUnit, ...(buyer.agentCode ? { agentCode: buyer.agentCode } : {}) };
}

/**
 * Ship-to and bill-to from the customer's active addresses (one read): bill-to is the one asked
 * for, else the first active billing (B) address, else the ship-to.
 */
async function orderAddresses(q: Queryable, buyer: Buyer, input: PlaceOrderInput): Promise<{ shipTo: AddressView; billTo: AddressView }> {
  const active = (await listAddresses(q, buyer.tenantId, buyer.customerCode)).filter((a) => a.Active === 'Y');
  const pick = (code: string, field: string) => {
    const a = active.find((x) => x._id === code);
    if (!a) throw badRequest('Invalid request', [{ field, reason: 'is not one of the customer\'s active addresses' }]);
    return a;
  };
  const shipTo = pick(input.shipToCode, '/body/shipToCode');
  const billTo = input.billToCode ? pick(input.billToCode, '/body/billToCode') : active.find((a) => a.Address_Type === 'B') ?? shipTo;
  return { shipTo, billTo };
}

/** Every reason the quote gives not to place, as the one error the client shows. */
function refuse(quote: Quote): never {
  const stock = quote.Problems.find((p) => p.Code === 'outOfStock');
  if (stock) throw new HttpError(409, stock.Message, [{ field: `/lines/${stock.P_Code}`, reason: `only ${stock.Available} left` }]);
  const empty = quote.Problems.find((p) => p.Code === 'emptyCart');
  if (empty) throw badRequest(empty.Message, [{ field: '/body/lines', reason: 'no selected lines to order' }]);
  if (quote.Problems.length) {
    throw new HttpError(409, quote.Problems[0].Message, quote.Problems.map((p) => ({ field: `/lines/${p.P_Code}`, reason: p.Message })));
  }
  if (quote.Coupon && !quote.Coupon.Valid) throw new HttpError(409, quote.Coupon.Message ?? COUPON_USED, [{ field: '/body/couponId', reason: quote.Coupon.Message ?? 'is not valid' }]);
  throw new HttpError(409, quote.PaymentProblem ?? 'This payment method is not available', [{ field: '/body/paymentMethod', reason: quote.PaymentProblem ?? 'is not available' }]);
}

function orderNumber(seq: number): string {
  return `SO${String(seq).padStart(8, '0')}`;
}

/** All lines (paid, then free) in one statement: one round trip whatever the order's size. */
async function insertLines(q: Queryable, tenantId: string, orderId: string, result: QuoteResult): Promise<void> {
  const all = [...result.quote.Lines, ...result.quote.FreeItems];
  const col = <T>(f: (l: QuoteLine) => T) => all.map(f);
  const unit = (l: QuoteLine, u: number) => l.Units.find((x) => x.Unit === u);
  await q.query(
    `INSERT INTO order_lines (tenant_id, order_id, line_no, p_code, product_name, product_name_en, qty1, qty2, qty3, unit1, unit2, unit3,
       price1, price2, price3, base_quantity, amount, product_discount, bill_discount, net, points, tax_type, advance_price, is_free, promotion_ids,
       unit1_code, unit2_code, unit3_code, unit1_en, unit2_en, unit3_en)
     SELECT $1, $2, x.* FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::text[], $11::text[], $12::text[],
       $13::numeric[], $14::numeric[], $15::numeric[], $16::numeric[], $17::numeric[], $18::numeric[], $19::numeric[], $20::numeric[], $21::numeric[],
       $22::text[], $23::boolean[], $24::boolean[], $25::jsonb[],
       $26::text[], $27::text[], $28::text[], $29::text[], $30::text[], $31::text[]) AS x`,
    [tenantId, orderId, all.map((_, i) => i + 1), col((l) => l.P_Code), col((l) => l.ProductName), col((l) => l.ProductNameEn),
      col((l) => l.qty1), col((l) => l.qty2), col((l) => l.qty3),
      col((l) => unit(l, 1)?.Name ?? ''), col((l) => unit(l, 2)?.Name ?? ''), col((l) => unit(l, 3)?.Name ?? ''),
      col((l) => unit(l, 1)?.Price ?? 0), col((l) => unit(l, 2)?.Price ?? 0), col((l) => unit(l, 3)?.Price ?? 0),
      col((l) => l.BaseQuantity), col((l) => l.Amount), col((l) => l.ProductDiscount), col((l) => l.BillDiscount), col((l) => l.Net), col((l) => l.Points),
      col((l) => l.TaxType), col((l) => l.Units.some((u) => u.Advance)), col((l) => l.IsFree), col((l) => JSON.stringify(l.PromotionIds)),
      col((l) => unit(l, 1)?.Code ?? ''), col((l) => unit(l, 2)?.Code ?? ''), col((l) => unit(l, 3)?.Code ?? ''),
      col((l) => unit(l, 1)?.NameEn ?? ''), col((l) => unit(l, 2)?.NameEn ?? ''), col((l) => unit(l, 3)?.NameEn ?? '')],
  );
}

/**
 * Places an order in one transaction: claim the Idempotency-Key (a second request with the key
 * waits here for the first and then gets its order), re-quote from the database, lock the coupon,
 * take stock, spend points or raise the debt for credit, write the order, its lines and its first
 * event, count best sellers, and take the ordered lines out of the cart. Any failure rolls all of
 * it back, the key included, so the request can be retried.
 */
export async function placeOrder(
  q: Queryable, buyer: Buyer, input: PlaceOrderInput, key: string, now: Date, opts: { keepCart?: boolean } = {},
): Promise<PlaceOutcome> {
  const hash = requestHash(buyer, input);
  const claim = await claimOrderKey(q, buyer, key, hash, now);
  if (claim.replayed) return { orderId: claim.orderId, replayed: true };
  const { orderId } = claim;

  const { shipTo, billTo } = await orderAddresses(q, buyer, input);
  const cartKey = cartKeyFor(buyer, input.mode);
  const lines = input.lines ?? parseStoredCart((await readCart(q, cartKey)).lines).cart.filter((l) => l.selected);
  // Package balances are read under a lock on the holdings: parallel orders draw one after the other
  // (none read at all when the order does not use them: the quote's offer is for the checkout page).
  const balances = input.usePackages && input.mode === 'sales' ? await packageBalances(q, buyer.tenantId, buyer.customerCode, buyer.saleUnit, now, { lock: true }) : undefined;
  const result = await computeQuote(q, buyer, {
    mode: input.mode, lines, couponId: input.couponId, paymentMethod: input.paymentMethod, usePackages: input.usePackages, packageBalances: balances ?? [],
  }, now);
  const { quote } = result;
  if (!quote.CanPlace) refuse(quote);
  if (input.expectedTotal !== undefined) {
    const expected = input.mode === 'redeem' ? quote.PointsTotal : quote.Total;
    if (Math.round(expected * 100) !== Math.round(input.expectedTotal * 100)) {
      throw new HttpError(409, 'The total of your order has changed: please check it again', [{ field: '/body/expectedTotal', reason: `the total is now ${expected.toFixed(2)}` }]);
    }
  }

  if (input.couponId && !(await lockCoupon(q, buyer.tenantId, input.couponId, buyer.customerCode, orderId, now))) {
    throw new HttpError(409, COUPON_USED, [{ field: '/body/couponId', reason: COUPON_USED }]);
  }
  const wanted = new Map<string, { quantity: number; line: QuoteLine }>();
  for (const l of [...quote.Lines, ...quote.FreeItems]) {
    const w = wanted.get(l.P_Code);
    wanted.set(l.P_Code, { quantity: (w?.quantity ?? 0) + l.BaseQuantity, line: w?.line ?? l });
  }
  await takeStock(q, buyer.tenantId, buyer.saleUnit, [...wanted.entries()]
    .filter(([code]) => result.products.get(code)?.StockItem)
    .map(([code, w]) => {
      const p = result.products.get(code);
      return { P_Code: code, quantity: w.quantity, label: productLabel(p, code), unitName: String(p?.UNIT1NAME || p?.UNIT1 || 'units') };
    }), now);
  if (input.mode === 'redeem') {
    await spendPoints(q, { tenantId: buyer.tenantId, customerCode: buyer.customerCode, points: quote.PointsTotal, orderId, saleUnit: buyer.saleUnit, now });
  }
  if (input.paymentMethod === 'AR') {
    const raised = await q.query(
      `UPDATE customers SET debt_amount = debt_amount + $3, updated_at = $4
        WHERE tenant_id = $1 AND customer_code = $2 AND authorize_amount - debt_amount >= $3 RETURNING debt_amount`,
      [buyer.tenantId, buyer.creditAccountCode, quote.Total, now],
    );
    if (raised.length !== 1) throw new HttpError(409, amountLimitMessage(buyer.creditBalance.toFixed(2)), [{ field: '/body/paymentMethod', reason: 'the credit balance does not cover the total' }]);
  }

  const state = initialOrderState(input.paymentMethod);
  const qr = input.paymentMethod === 'THAIQR'
    ? { payload: promptPayPayload({ target: result.settings.promptpayId, amount: quote.Total }), expires: new Date(now.getTime() + result.settings.qrTtlMinutes * 60_000) }
    : null;
  await q.query(
    `INSERT INTO orders (tenant_id, order_id, sale_unit, order_type, mode, customer_code, customer_name, customer_type, salesperson_id, status,
       payment_method, payment_state, subtotal, product_discount, bill_discount, coupon_discount, delivery_fee, total, vat_amount, points_total,
       coupon_id, promotions, ship_to, bill_to, remark, need_tax_invoice, qr_payload, qr_expires_at, created_at, updated_at, agent_code)
     VALUES ($1, $2, $3, '3', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::jsonb, $22::jsonb, $23::jsonb,
       $24, $25, $26, $27, $28, $28, $29)`,
    [buyer.tenantId, orderId, buyer.saleUnit, input.mode, buyer.customerCode, buyer.customer.customerName, buyer.customerType, buyer.actorId,
      state.status, input.paymentMethod, state.payment, quote.Subtotal, quote.ProductDiscount, quote.BillDiscount, quote.CouponDiscount,
      quote.DeliveryFee, quote.Total, quote.Vat, quote.PointsTotal, input.couponId ?? null, JSON.stringify(quote.Promotions),
      JSON.stringify(orderParty(shipTo)), JSON.stringify(orderParty(billTo)), input.remark ?? '', input.needTaxInvoice ?? false,
      qr?.payload ?? null, qr?.expires ?? null, now, buyer.agentCode],
  );
  await insertLines(q, buyer.tenantId, orderId, result);
  await writeDraws(q, buyer.tenantId, orderId, quote.PackageDraws, now);
  await recordOrderEvent(q, {
    tenantId: buyer.tenantId, orderId, action: 'place', status: state.status, paymentState: state.payment,
    actorKind: buyer.agentCode ? 'agent' : buyer.actorId ? 'merchant' : 'customer', actorId: buyer.agentCode ?? buyer.actorId ?? buyer.customerCode, at: now,
  });
  // Code order, like the stock rows: concurrent orders never wait on each other's counters in a cycle.
  const sold = [...quote.Lines].sort((x, y) => (x.P_Code < y.P_Code ? -1 : 1));
  await q.query(
    `INSERT INTO product_sales_counters (tenant_id, sale_unit, p_code, quantity, orders, updated_at)
     SELECT $1, $2, x.code, x.qty, 1, $5 FROM unnest($3::text[], $4::numeric[]) WITH ORDINALITY AS x(code, qty, n) ORDER BY x.n
     ON CONFLICT (tenant_id, sale_unit, p_code) DO UPDATE SET quantity = product_sales_counters.quantity + EXCLUDED.quantity,
       orders = product_sales_counters.orders + 1, updated_at = EXCLUDED.updated_at`,
    [buyer.tenantId, buyer.saleUnit, sold.map((l) => l.P_Code), sold.map((l) => l.BaseQuantity), now],
  );
  // A subscription run orders its own lines: what the customer has in the cart stays there.
  if (!opts.keepCart) await removeOrderedLines(q, cartKey, quote.Lines.map((l) => l.P_Code), now);
  return { orderId, replayed: false };
}

/**
 * Claims an Idempotency-Key for a new order number (the first request of a key wins, in the caller's
 * transaction): `replayed` with the earlier order when the key was used for the same request, 409
 * when it was used for another. Every order path (checkout, package purchase) goes through it.
 */
export async function claimOrderKey(q: Queryable, buyer: Pick<Buyer, 'tenantId' | 'customerCode'>, key: string, hash: string, now: Date): Promise<{ orderId: string; replayed: boolean }> {
  const [{ seq }] = await q.query<{ seq: string | number }>("SELECT nextval('order_number_seq') AS seq");
  const orderId = orderNumber(Number(seq));
  const claimed = await q.query(
    `INSERT INTO order_requests (tenant_id, customer_code, idempotency_key, request_hash, order_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING order_id`,
    [buyer.tenantId, buyer.customerCode, key, hash, orderId, now],
  );
  if (claimed.length > 0) return { orderId, replayed: false };
  const [prior] = await q.query<{ order_id: string; request_hash: string }>(
    'SELECT order_id, request_hash FROM order_requests WHERE tenant_id = $1 AND customer_code = $2 AND idempotency_key = $3',
    [buyer.tenantId, buyer.customerCode, key],
  );
  if (prior.request_hash !== hash) throw conflict(KEY_REUSED_MESSAGE);
  return { orderId: prior.order_id, replayed: true };
}
