// Drizzle mirror of migrations/0501_profile.sql (the SQL file is the source of truth; keep both in step).
import { bigint, boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tenantId = () => text('tenant_id').notNull();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pdpaConsents = pgTable('pdpa_consents', {
  tenantId: tenantId(),
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  customerCode: text('customer_code').notNull(),
  saleUnit: text('sale_unit').notNull().default(''),
  policyId: text('policy_id').notNull().default('pdpa'),
  version: text('version').notNull().default(''),
  accepted: boolean('accepted').notNull(),
  createdAt: ts('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const customerFormAnswers = pgTable('customer_form_answers', {
  tenantId: tenantId(),
  customerCode: text('customer_code').notNull(),
  formId: text('form_id').notNull(),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  updatedAt: ts('updated_at').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.customerCode, t.formId] })]);
