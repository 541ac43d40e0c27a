// Drizzle mirror of migrations/0001_core.sql (the SQL files are the source of truth; keep both in step).
import { bigint, boolean, doublePrecision, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const tenantId = () => text('tenant_id').notNull();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tenantCounters = pgTable('tenant_counters', {
  tenantId: tenantId(),
  name: text('name').notNull(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.name] })]);

export const distributionCenters = pgTable('distribution_centers', {
  tenantId: tenantId(),
  saleUnit: text('sale_unit').notNull(),
  distName: text('dist_name').notNull(),
  distShortname: text('dist_shortname').notNull().default(''),
  fullAddress: text('full_address').notNull().default(''),
  photoPath: text('photo_path').notNull().default(''),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  lineChannelName: text('line_channel_name'),
  lineOaUrl: text('line_oa_url'),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.saleUnit] })]);

export const customers = pgTable('customers', {
  tenantId: tenantId(),
  customerCode: text('customer_code').notNull(),
  customerProfileCode: text('customer_profile_code').notNull(),
  mobileNo: text('mobile_no').notNull(),
  passwordHash: text('password_hash'),
  customerName: text('customer_name').notNull(),
  email: text('email'),
  status: text('status').notNull().default('A'),
  companyCode: text('company_code').notNull().default(''),
  authorizeAmount: numeric('authorize_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  debtAmount: numeric('debt_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  isSapCustomer: boolean('is_sap_customer').notNull().default(false),
  routeStep2: text('route_step2').notNull().default(''),
  accountCode: text('account_code'),
  taxNo: text('tax_no'),
  shopPhotoImage: text('shop_photo_image'),
  picFileName: text('pic_file_name'),
  personType: text('person_type'),
  newCustomer: text('new_customer').notNull().default('N'),
  address: text('address').notNull().default(''),
  provinceId: text('province_id'),
  provinceName: text('province_name'),
  ampherId: text('ampher_id'),
  ampherName: text('ampher_name'),
  townId: text('town_id'),
  townName: text('town_name'),
  zip: text('zip'),
  phone: text('phone'),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  defaultSaleUnit: text('default_sale_unit'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.customerCode] })]);

export const customerCenters = pgTable('customer_centers', {
  tenantId: tenantId(),
  customerCode: text('customer_code').notNull(),
  saleUnit: text('sale_unit').notNull(),
  customerType: text('customer_type').notNull().default(''),
}, (t) => [primaryKey({ columns: [t.tenantId, t.customerCode, t.saleUnit] })]);

export const merchantUsers = pgTable('merchant_users', {
  tenantId: tenantId(),
  userId: text('user_id').notNull(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  mobileNo: text('mobile_no').notNull(),
  email: text('email'),
  passwordHash: text('password_hash'),
  role: smallint('role').notNull(),
  status: text('status').notNull().default('A'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.userId] })]);

export const merchantUserCenters = pgTable('merchant_user_centers', {
  tenantId: tenantId(),
  userId: text('user_id').notNull(),
  saleUnit: text('sale_unit').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.saleUnit] })]);

export const riders = pgTable('riders', {
  tenantId: tenantId(),
  riderId: text('rider_id').notNull(),
  name: text('name').notNull(),
  mobileNo: text('mobile_no').notNull(),
  passwordHash: text('password_hash'),
  saleUnit: text('sale_unit'),
  status: text('status').notNull().default('A'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.riderId] })]);

export const otpCodes = pgTable('otp_codes', {
  tenantId: tenantId(),
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  audience: text('audience').notNull(),
  mobileNo: text('mobile_no').notNull(),
  purpose: text('purpose').notNull(),
  refCode: text('ref_code').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const webConfig = pgTable('web_config', {
  tenantId: tenantId(),
  opt: text('opt').notNull(),
  optValue: text('opt_value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default(''),
}, (t) => [primaryKey({ columns: [t.tenantId, t.opt] })]);

export const auditLog = pgTable('audit_log', {
  tenantId: tenantId(),
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  at: ts('at').notNull().defaultNow(),
  actorKind: text('actor_kind').notNull(),
  actorId: text('actor_id').notNull(),
  actorName: text('actor_name').notNull().default(''),
  action: text('action').notNull(),
  target: text('target').notNull().default(''),
  before: jsonb('before'),
  after: jsonb('after'),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);
