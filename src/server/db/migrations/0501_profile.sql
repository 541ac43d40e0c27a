-- Buyer profile data beyond the customer row (src/server/routes/profile): PDPA consent decisions
-- (every accept or refusal of a policy version, newest wins) and answers to tenant-configured
-- profile forms (groupQA, petInformation …), one JSON document per customer and form.
CREATE TABLE pdpa_consents (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  customer_code text NOT NULL,
  sale_unit text NOT NULL DEFAULT '',
  policy_id text NOT NULL DEFAULT 'pdpa',
  version text NOT NULL DEFAULT '',
  accepted boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE
);
CREATE INDEX pdpa_consents_customer ON pdpa_consents (tenant_id, customer_code, created_at DESC);

CREATE TABLE customer_form_answers (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  form_id text NOT NULL,
  answers jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, customer_code, form_id),
  FOREIGN KEY (tenant_id, customer_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE
);
