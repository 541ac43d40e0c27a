// Drizzle mirror of migrations/0401_promotions.sql (the SQL file is the source of truth; keep both in step).
import { bigint, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tenantId = () => text('tenant_id').notNull();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const dec = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

export const promotions = pgTable('promotions', {
  tenantId: tenantId(),
  promotionId: bigint('promotion_id', { mode: 'number' }).generatedByDefaultAsIdentity(),
  saleUnit: text('sale_unit').notNull(),
  promotionName: text('promotion_name').notNull(),
  opt30: text('opt30').notNull().default(''),
  promotionRemark: text('promotion_remark').notNull().default(''),
  dateBeginT: text('date_begin_t').notNull(),
  dateEndT: text('date_end_t').notNull(),
  flagEnabled: text('flag_enabled').$type<'Y' | 'N'>().notNull().default('Y'),
  promotionType: text('promotion_type').$type<'1' | '2' | '3'>().notNull(),
  salesNumber: text('sales_number').$type<'1' | '2'>().notNull().default('1'),
  customerTypeList: text('customer_type_list').notNull().default('ALL'),
  customerList: text('customer_list').notNull().default('ALL'),
  opt15: text('opt15').notNull().default('ALL'),
  opt31: text('opt31').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  createdBy: text('created_by').notNull().default(''),
  updatedBy: text('updated_by').notNull().default(''),
}, (t) => [primaryKey({ columns: [t.tenantId, t.promotionId] })]);

export const promotionDetails = pgTable('promotion_details', {
  tenantId: tenantId(),
  promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
  promotionLn: integer('promotion_ln').notNull(),
  buyMin: dec('buy_min'),
  buyMax: dec('buy_max'),
  orderBuy: dec('order_buy'),
  freeNumber: dec('free_number'),
  discNumber: dec('disc_number'),
  discType: text('disc_type').notNull().default('DiscountValue'),
  discTypeCode: text('disc_type_code').notNull().default(''),
  opt6: text('opt6').notNull().default(''),
}, (t) => [primaryKey({ columns: [t.tenantId, t.promotionId, t.promotionLn] })]);

export type PromotionList = 'ProductsSale' | 'ProductsFree' | 'Customers' | 'CustomersNotIn' | 'Stores' | 'CustomerTypes';

export const promotionItems = pgTable('promotion_items', {
  tenantId: tenantId(),
  promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
  list: text('list').$type<PromotionList>().notNull(),
  code: text('code').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.promotionId, t.list, t.code] })]);
