// Drizzle mirror of migrations/0201..0204 (the SQL files are the source of truth; keep both in step).
import { bigint, boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CartLine } from '../../../domain/cart';

const tenantId = () => text('tenant_id').notNull();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const carts = pgTable('carts', {
  tenantId: tenantId(),
  ownerId: text('owner_id').notNull(),
  saleUnit: text('sale_unit').notNull(),
  mode: text('mode').$type<'sales' | 'redeem'>().notNull(),
  lines: jsonb('lines').$type<CartLine[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.ownerId, t.saleUnit, t.mode] })]);

export const customerAddresses = pgTable('customer_addresses', {
  tenantId: tenantId(),
  customerCode: text('customer_code').notNull(),
  addressId: text('address_id').notNull(),
  saleUnit: text('sale_unit').notNull().default(''),
  addressType: text('address_type').$type<'C' | 'S' | 'B'>().notNull(),
  name: text('name').notNull(),
  taxId: text('tax_id').notNull().default(''),
  address: text('address').notNull().default(''),
  province: text('province').notNull().default(''),
  provinceName: text('province_name').notNull().default(''),
  ampher: text('ampher').notNull().default(''),
  ampherName: text('ampher_name').notNull().default(''),
  town: text('town').notNull().default(''),
  townName: text('town_name').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  lat: doublePrecision('lat'),
  long: doublePrecision('long'),
  remark: text('remark').notNull().default(''),
  phone: text('phone').notNull().default(''),
  active: text('active').$type<'Y' | 'N'>().notNull().default('Y'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.customerCode, t.addressId] })]);

export const coupons = pgTable('coupons', {
  tenantId: tenantId(),
  couponId: text('coupon_id').notNull(),
  customerCode: text('customer_code').notNull(),
  saleUnit: text('sale_unit'),
  promotionId: text('promotion_id').notNull().default(''),
  nameTh: text('name_th').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  couponType: text('coupon_type').$type<'value' | 'percent'>().notNull(),
  value: money('value').notNull(),
  minimumOrder: money('minimum_order').notNull().default(0),
  maxDiscount: money('max_discount').notNull().default(0),
  dateBegin: date('date_begin', { mode: 'string' }),
  dateEnd: date('date_end', { mode: 'string' }),
  lock: text('lock').$type<'N' | 'Y'>().notNull().default('N'),
  lockedAt: ts('locked_at'),
  orderId: text('order_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.couponId] })]);

/** Per customer: the journal's entry counts (history totals), kept by a trigger on points_ledger. */
export const pointsAccounts = pgTable('points_accounts', {
  tenantId: tenantId(),
  customerCode: text('customer_code').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  entries: integer('entries').notNull().default(0),
  received: integer('received').notNull().default(0),
  paid: integer('paid').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.customerCode] })]);

export const pointsLedger = pgTable('points_ledger', {
  tenantId: tenantId(),
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  customerCode: text('customer_code').notNull(),
  kind: text('kind').$type<'earn' | 'spend' | 'refund' | 'adjust' | 'expire' | 'reward' | 'voucher'>().notNull(),
  points: money('points').notNull(),
  expiresOn: date('expires_on', { mode: 'string' }),
  allocations: jsonb('allocations').$type<{ id: number; points: number }[]>(),
  orderId: text('order_id'),
  saleUnit: text('sale_unit'),
  remark: text('remark').notNull().default(''),
  lotId: bigint('lot_id', { mode: 'number' }),
  idemKey: text('idem_key'),
  actor: text('actor'),
  missionId: bigint('mission_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/** What is left of each received ledger entry (migration 0801, docs/loyalty.md). */
export const pointsLots = pgTable('points_lots', {
  tenantId: tenantId(),
  lotId: bigint('lot_id', { mode: 'number' }).notNull(),
  customerCode: text('customer_code').notNull(),
  points: money('points').notNull(),
  remaining: money('remaining').notNull(),
  expiresOn: date('expires_on', { mode: 'string' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.lotId] })]);

export const orders = pgTable('orders', {
  tenantId: tenantId(),
  orderId: text('order_id').notNull(),
  saleUnit: text('sale_unit').notNull(),
  orderType: text('order_type').notNull().default('3'),
  mode: text('mode').$type<'sales' | 'redeem'>().notNull(),
  customerCode: text('customer_code').notNull(),
  customerName: text('customer_name').notNull(),
  customerType: text('customer_type').notNull().default(''),
  salespersonId: text('salesperson_id'),
  status: text('status').notNull(),
  paymentMethod: text('payment_method').notNull(),
  paymentState: text('payment_state').notNull(),
  riderId: text('rider_id'),
  subtotal: money('subtotal').notNull(),
  productDiscount: money('product_discount').notNull().default(0),
  billDiscount: money('bill_discount').notNull().default(0),
  couponDiscount: money('coupon_discount').notNull().default(0),
  deliveryFee: money('delivery_fee').notNull().default(0),
  total: money('total').notNull(),
  vatAmount: money('vat_amount').notNull().default(0),
  pointsTotal: money('points_total').notNull().default(0),
  pointsEarned: money('points_earned').notNull().default(0),
  couponId: text('coupon_id'),
  promotions: jsonb('promotions').$type<unknown[]>().notNull().default([]),
  shipTo: jsonb('ship_to').$type<Record<string, unknown>>().notNull(),
  billTo: jsonb('bill_to').$type<Record<string, unknown>>().notNull(),
  remark: text('remark').notNull().default(''),
  needTaxInvoice: boolean('need_tax_invoice').notNull().default(false),
  qrPayload: text('qr_payload'),
  qrExpiresAt: ts('qr_expires_at'),
  cancelReason: text('cancel_reason'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.orderId] })]);

export const orderLines = pgTable('order_lines', {
  tenantId: tenantId(),
  orderId: text('order_id').notNull(),
  lineNo: integer('line_no').notNull(),
  pCode: text('p_code').notNull(),
  productName: text('product_name').notNull().default(''),
  productNameEn: text('product_name_en').notNull().default(''),
  qty1: integer('qty1').notNull().default(0),
  qty2: integer('qty2').notNull().default(0),
  qty3: integer('qty3').notNull().default(0),
  unit1: text('unit1').notNull().default(''),
  unit2: text('unit2').notNull().default(''),
  unit3: text('unit3').notNull().default(''),
  // Migration 1440: codes and English names of the units, for quantities in the page's language.
  unit1Code: text('unit1_code').notNull().default(''),
  unit2Code: text('unit2_code').notNull().default(''),
  unit3Code: text('unit3_code').notNull().default(''),
  unit1En: text('unit1_en').notNull().default(''),
  unit2En: text('unit2_en').notNull().default(''),
  unit3En: text('unit3_en').notNull().default(''),
  price1: money('price1').notNull().default(0),
  price2: money('price2').notNull().default(0),
  price3: money('price3').notNull().default(0),
  baseQuantity: numeric('base_quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  amount: money('amount').notNull().default(0),
  productDiscount: money('product_discount').notNull().default(0),
  billDiscount: money('bill_discount').notNull().default(0),
  net: money('net').notNull().default(0),
  points: money('points').notNull().default(0),
  taxType: text('tax_type').notNull().default('2'),
  advancePrice: boolean('advance_price').notNull().default(false),
  isFree: boolean('is_free').notNull().default(false),
  promotionIds: jsonb('promotion_ids').$type<string[]>().notNull().default([]),
}, (t) => [primaryKey({ columns: [t.tenantId, t.orderId, t.lineNo] })]);

export const orderEvents = pgTable('order_events', {
  tenantId: tenantId(),
  orderId: text('order_id').notNull(),
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  action: text('action').notNull(),
  status: text('status').notNull(),
  paymentState: text('payment_state').notNull(),
  actorKind: text('actor_kind').notNull(),
  actorId: text('actor_id').notNull().default(''),
  reason: text('reason'),
  at: ts('at').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.orderId, t.id] })]);

export const orderRequests = pgTable('order_requests', {
  tenantId: tenantId(),
  customerCode: text('customer_code').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  orderId: text('order_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.customerCode, t.idempotencyKey] })]);

export const uploads = pgTable('uploads', {
  tenantId: tenantId(),
  uploadId: text('upload_id').notNull(),
  kind: text('kind').notNull(),
  ownerKind: text('owner_kind').notNull(),
  ownerId: text('owner_id').notNull(),
  filePath: text('file_path').notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  sha256: text('sha256').notNull(),
  originalName: text('original_name').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.uploadId] })]);

export const paymentSlips = pgTable('payment_slips', {
  tenantId: tenantId(),
  orderId: text('order_id').notNull(),
  uploadId: text('upload_id').notNull(),
  status: text('status').$type<'SUBMITTED' | 'APPROVED' | 'REJECTED'>().notNull().default('SUBMITTED'),
  submittedBy: text('submitted_by').notNull(),
  reviewedBy: text('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  reason: text('reason'),
  createdAt: ts('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.orderId, t.uploadId] })]);

export const centrePaymentSettings = pgTable('centre_payment_settings', {
  tenantId: tenantId(),
  saleUnit: text('sale_unit').notNull(),
  promptpayId: text('promptpay_id').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  bankAccountNo: text('bank_account_no').notNull().default(''),
  bankAccountName: text('bank_account_name').notNull().default(''),
  qrTtlMinutes: integer('qr_ttl_minutes').notNull().default(15),
  deliveryFee: money('delivery_fee').notNull().default(0),
  freeDeliveryFrom: money('free_delivery_from').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.saleUnit] })]);
