-- Why staff refunded (typed in the order's payment panel), and a way to find refunds left PENDING
-- (the provider was asked but our record of its answer was lost) for the refund-status job.
ALTER TABLE payment_refunds ADD COLUMN reason text;
CREATE INDEX payment_refunds_pending ON payment_refunds (status, updated_at) WHERE status = 'PENDING';
