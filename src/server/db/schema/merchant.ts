// Drizzle mirror of migrations/0301_merchant.sql (the SQL file is the source of truth; keep both in step).
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tenantId = () => text('tenant_id').notNull();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const customerPhotoGroups = pgTable('customer_photo_groups', {
  tenantId: tenantId(),
  code: text('code').notNull(),
  pictureName: text('picture_name').notNull(),
  pictureNameEn: text('picture_name_en').notNull().default(''),
  customerType: text('customer_type').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [primaryKey({ columns: [t.tenantId, t.code] })]);

export const customerFiles = pgTable('customer_files', {
  tenantId: tenantId(),
  fileId: text('file_id').notNull(),
  customerCode: text('customer_code').notNull(),
  saleUnit: text('sale_unit').notNull(),
  photoGroupCode: text('photo_group_code').notNull(),
  uploadId: text('upload_id').notNull(),
  remark: text('remark').notNull().default(''),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: ts('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.fileId] })]);

export interface SurveyQuestion {
  id: string;
  type: 'text' | 'number' | 'choice' | 'yesno';
  label: { th: string; en?: string };
  options?: { value: string; label: { th: string; en?: string } }[];
  required?: boolean;
  /** A number question's lowest answer; counts and amounts by default, so 0 when not given. */
  min?: number;
}

export const surveys = pgTable('surveys', {
  tenantId: tenantId(),
  surveyId: text('survey_id').notNull(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull().default(''),
  customerType: text('customer_type').notNull().default(''),
  saleUnit: text('sale_unit').notNull().default(''),
  questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.surveyId] })]);

export const surveyAnswers = pgTable('survey_answers', {
  tenantId: tenantId(),
  answerId: bigint('answer_id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  surveyId: text('survey_id').notNull(),
  customerCode: text('customer_code').notNull(),
  saleUnit: text('sale_unit').notNull(),
  answers: jsonb('answers').$type<Record<string, string | number | boolean>>().notNull(),
  answeredBy: text('answered_by').notNull(),
  answeredAt: ts('answered_at').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.answerId] })]);

export const centreProfiles = pgTable('centre_profiles', {
  tenantId: tenantId(),
  saleUnit: text('sale_unit').notNull(),
  address: text('address').notNull().default(''),
  provinceId: text('province_id').notNull(),
  districtId: text('district_id').notNull(),
  townId: text('town_id').notNull(),
  zipcode: text('zipcode').notNull().default(''),
  shipmentName: text('shipment_name').notNull().default(''),
  taxNo: text('tax_no').notNull().default(''),
  registeredBy: text('registered_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.saleUnit] })]);

export const centreBankAccounts = pgTable('centre_bank_accounts', {
  tenantId: tenantId(),
  saleUnit: text('sale_unit').notNull(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountId: text('account_id').notNull(),
  accountName: text('account_name').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.saleUnit] })]);

export const centreImages = pgTable('centre_images', {
  tenantId: tenantId(),
  saleUnit: text('sale_unit').notNull(),
  kind: text('kind').$type<'tax' | 'shop' | 'logo'>().notNull(),
  uploadId: text('upload_id').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.saleUnit, t.kind] })]);

export const customerAllowList = pgTable('customer_allow_list', {
  tenantId: tenantId(),
  customerCode: text('customer_code').notNull(),
  note: text('note').notNull().default(''),
  addedBy: text('added_by').notNull(),
  addedAt: ts('added_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.customerCode] })]);

export interface BadRow { line: number; reason: string; field?: string }

export const importJobs = pgTable('import_jobs', {
  tenantId: tenantId(),
  jobId: text('job_id').notNull(),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull().default(''),
  status: text('status').$type<'validating' | 'importing' | 'done' | 'failed'>().notNull(),
  totalRows: integer('total_rows').notNull().default(0),
  processedRows: integer('processed_rows').notNull().default(0),
  importedRows: integer('imported_rows').notNull().default(0),
  badRows: jsonb('bad_rows').$type<BadRow[]>().notNull().default([]),
  message: text('message').notNull().default(''),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  finishedAt: ts('finished_at'),
}, (t) => [primaryKey({ columns: [t.tenantId, t.jobId] })]);
