-- Cancelling an order gives back what it drew from packages (docs/packages.md): a `refund` row per
-- draw row. The ledger's unique (holding, product, kind, order) makes a second refund of the same
-- order impossible, whatever path or race cancels it.
ALTER TABLE package_ledger DROP CONSTRAINT IF EXISTS package_ledger_kind_check;
ALTER TABLE package_ledger ADD CONSTRAINT package_ledger_kind_check CHECK (kind IN ('purchase', 'draw', 'refund'));
