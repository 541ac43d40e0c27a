-- Refunds per gateway payment (full or partial), keyed so a repeated request refunds once, and the
-- mismatches the reconciliation finds between our books and the provider's status (docs/payments.md).

-- One row per refund asked for. The key is the caller's (Idempotency-Key / RefundKey) or derived
-- (`full:<attempt>` for "refund what is owed"): the same key again answers the same refund. A
-- PENDING row reserves its amount before the provider is called, so parallel refunds can never add
-- up to more than was captured.
CREATE TABLE payment_refunds (
  tenant_id text NOT NULL,
  refund_key text NOT NULL,
  attempt_id text NOT NULL,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  -- PENDING: reserved, provider being asked; DONE: refunded; DUE: the provider must finish it by
  -- hand (its portal) or later (asynchronous wallets); FAILED: the provider refused (amount freed).
  status text NOT NULL CHECK (status IN ('PENDING', 'DONE', 'DUE', 'FAILED')),
  refund_ref text,
  failure text,
  requested_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, refund_key),
  FOREIGN KEY (tenant_id, attempt_id) REFERENCES payment_attempts (tenant_id, attempt_id) ON DELETE CASCADE
);
CREATE INDEX payment_refunds_attempt ON payment_refunds (tenant_id, attempt_id);

-- What a reconciliation run found: our attempt/order against the provider's status query. One open
-- row per attempt and kind; re-querying or settling resolves it.
CREATE TABLE payment_mismatches (
  tenant_id text NOT NULL,
  attempt_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('PAID_AT_GATEWAY_UNPAID', 'UNPAID_AT_GATEWAY', 'AMOUNT_MISMATCH', 'QUERY_FAILED')),
  order_id text NOT NULL,
  sale_unit text NOT NULL,
  provider text NOT NULL,
  day date NOT NULL,
  our_status text NOT NULL,
  gateway_status text,
  our_amount_satang bigint NOT NULL,
  gateway_amount_satang bigint,
  detail text,
  detected_at timestamptz NOT NULL,
  resolved_at timestamptz,
  PRIMARY KEY (tenant_id, attempt_id, kind)
);
CREATE INDEX payment_mismatches_day ON payment_mismatches (tenant_id, day);
