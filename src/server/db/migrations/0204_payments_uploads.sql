-- Uploaded files (content-checked), payment slips and each centre's payment settings.

CREATE TABLE uploads (
  tenant_id text NOT NULL,
  upload_id text NOT NULL,
  -- 'payment-slip', 'delivery-proof', …
  kind text NOT NULL,
  owner_kind text NOT NULL,
  owner_id text NOT NULL,
  -- Relative to $DATA_DIR/uploads.
  file_path text NOT NULL,
  mime text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  sha256 text NOT NULL,
  original_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, upload_id)
);

CREATE TABLE payment_slips (
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  upload_id text NOT NULL,
  status text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED', 'APPROVED', 'REJECTED')),
  submitted_by text NOT NULL,
  reviewed_by text,
  reviewed_at timestamptz,
  reason text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, order_id, upload_id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, order_id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, upload_id) REFERENCES uploads (tenant_id, upload_id)
);

-- Where a centre's money goes and what delivery costs there. A centre without a row takes COD,
-- bank transfer and credit, no Thai QR (no PromptPay id), and charges no delivery fee.
CREATE TABLE centre_payment_settings (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  promptpay_id text NOT NULL DEFAULT '',
  bank_name text NOT NULL DEFAULT '',
  bank_account_no text NOT NULL DEFAULT '',
  bank_account_name text NOT NULL DEFAULT '',
  qr_ttl_minutes integer NOT NULL DEFAULT 15 CHECK (qr_ttl_minutes BETWEEN 1 AND 1440),
  delivery_fee numeric(14, 2) NOT NULL DEFAULT 0 CHECK (delivery_fee >= 0),
  free_delivery_from numeric(14, 2) NOT NULL DEFAULT 0 CHECK (free_delivery_from >= 0),
  PRIMARY KEY (tenant_id, sale_unit),
  FOREIGN KEY (tenant_id, sale_unit) REFERENCES distribution_centers (tenant_id, sale_unit) ON DELETE CASCADE
);
