-- The sandbox gateway's refunds, one per refund key (the idempotency id a real acquirer keeps): the
-- same key again answers the same refund, and the refund-status job can ask whether a refund whose
-- answer we lost was made (docs/payments.md "Refunds left PENDING").
CREATE TABLE payment_sandbox_refunds (
  tenant_id text NOT NULL,
  refund_key text NOT NULL,
  charge_id text NOT NULL,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, refund_key)
);
