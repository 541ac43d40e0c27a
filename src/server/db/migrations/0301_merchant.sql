-- Merchant back office (docs/merchant.md): customer photos and surveys, centre registration
-- details, the customer allow-list, import jobs, and indexes for the dashboard reports and the
-- product search by barcode. Mirror: src/server/db/schema/merchant.ts.

-- Photo groups ("shop front", "shelf", …) a salesperson files customer photos under.
-- customer_type '' = offered for every customer type.
CREATE TABLE customer_photo_groups (
  tenant_id text NOT NULL,
  code text NOT NULL,
  picture_name text NOT NULL,
  picture_name_en text NOT NULL DEFAULT '',
  customer_type text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant_id, code)
);

-- A photo taken at a customer (the image itself is an `uploads` row, content-checked and re-encoded).
CREATE TABLE customer_files (
  tenant_id text NOT NULL,
  file_id text NOT NULL,
  customer_code text NOT NULL,
  sale_unit text NOT NULL,
  photo_group_code text NOT NULL,
  upload_id text NOT NULL,
  remark text NOT NULL DEFAULT '',
  uploaded_by text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, file_id),
  FOREIGN KEY (tenant_id, upload_id) REFERENCES uploads (tenant_id, upload_id)
);
CREATE INDEX customer_files_customer ON customer_files (tenant_id, customer_code, sale_unit, created_at DESC);

-- Questionnaires a salesperson fills in at a customer. questions: [{ id, type: text|number|choice|yesno,
-- label: {th, en}, options?: [{value, label: {th, en}}], required }].
CREATE TABLE surveys (
  tenant_id text NOT NULL,
  survey_id text NOT NULL,
  title_th text NOT NULL,
  title_en text NOT NULL DEFAULT '',
  customer_type text NOT NULL DEFAULT '',
  sale_unit text NOT NULL DEFAULT '',
  questions jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, survey_id)
);

CREATE TABLE survey_answers (
  tenant_id text NOT NULL,
  answer_id bigint GENERATED ALWAYS AS IDENTITY,
  survey_id text NOT NULL,
  customer_code text NOT NULL,
  sale_unit text NOT NULL,
  answers jsonb NOT NULL,
  answered_by text NOT NULL,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, answer_id),
  FOREIGN KEY (tenant_id, survey_id) REFERENCES surveys (tenant_id, survey_id)
);
CREATE INDEX survey_answers_customer ON survey_answers (tenant_id, customer_code, sale_unit, answered_at DESC);

-- What a merchant registration tells about a new centre beyond distribution_centers.
CREATE TABLE centre_profiles (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  address text NOT NULL DEFAULT '',
  province_id text NOT NULL,
  district_id text NOT NULL,
  town_id text NOT NULL,
  zipcode text NOT NULL DEFAULT '',
  shipment_name text NOT NULL DEFAULT '',
  tax_no text NOT NULL DEFAULT '',
  registered_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, sale_unit),
  FOREIGN KEY (tenant_id, sale_unit) REFERENCES distribution_centers (tenant_id, sale_unit) ON DELETE CASCADE
);

CREATE TABLE centre_bank_accounts (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  account_id text NOT NULL,
  account_name text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, sale_unit),
  FOREIGN KEY (tenant_id, sale_unit) REFERENCES distribution_centers (tenant_id, sale_unit) ON DELETE CASCADE
);

CREATE TABLE centre_images (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('tax', 'shop', 'logo')),
  upload_id text NOT NULL,
  uploaded_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, sale_unit, kind),
  FOREIGN KEY (tenant_id, upload_id) REFERENCES uploads (tenant_id, upload_id)
);

-- Customers allowed in while a tenant runs a closed pilot (exported/imported as JSON by
-- /utils/customerAllowJson).
CREATE TABLE customer_allow_list (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  note text NOT NULL DEFAULT '',
  added_by text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_code)
);

-- Migration imports: validated first, good rows imported in one transaction, progress polled.
CREATE TABLE import_jobs (
  tenant_id text NOT NULL,
  job_id text NOT NULL,
  kind text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('validating', 'importing', 'done', 'failed')),
  total_rows integer NOT NULL DEFAULT 0,
  processed_rows integer NOT NULL DEFAULT 0,
  imported_rows integer NOT NULL DEFAULT 0,
  bad_rows jsonb NOT NULL DEFAULT '[]'::jsonb,
  message text NOT NULL DEFAULT '',
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, job_id)
);
CREATE INDEX import_jobs_recent ON import_jobs (tenant_id, created_at DESC);

-- Dashboard reports read orders by centre and date, and new customers by date.
CREATE INDEX orders_report ON orders (tenant_id, sale_unit, created_at) INCLUDE (total, status, order_id);
CREATE INDEX customers_created ON customers (tenant_id, created_at);

-- Barcode scan looks a product up by exact barcode.
CREATE INDEX products_barcode1 ON products (tenant_id, barcode1) WHERE barcode1 <> '';
CREATE INDEX products_barcode2 ON products (tenant_id, barcode2) WHERE barcode2 <> '';
CREATE INDEX products_barcode3 ON products (tenant_id, barcode3) WHERE barcode3 <> '';
