-- Loyalty (issue 11): a mission reward names its mission, so the history shows the mission's
-- name in the page's language (names from `missions`) instead of the English remark it was
-- written with. Rewards already written get it from their completion row. The append-only
-- trigger is paused for this one backfill of a new column: no amount or existing value changes.
ALTER TABLE points_ledger ADD COLUMN mission_id bigint;
ALTER TABLE points_ledger DISABLE TRIGGER points_ledger_no_update;
UPDATE points_ledger l SET mission_id = c.mission_id
  FROM mission_completions c
 WHERE c.tenant_id = l.tenant_id AND c.ledger_id = l.id AND l.kind = 'reward';
ALTER TABLE points_ledger ENABLE TRIGGER points_ledger_no_update;

-- The history pages' totals (Data.total of All / Received / Paid) without counting a customer's
-- whole journal on every page (10,000 entries: a scan of all of them, most of the page's time on
-- the embedded database). `points_accounts` (formerly the lock anchor; writers now take an
-- advisory lock) keeps the counts, maintained by a trigger on every journal insert, so every
-- customer with an entry has a row whatever wrote it. Received = points > 0, paid = points < 0,
-- the same split as the tabs.
ALTER TABLE points_accounts
  ADD COLUMN entries integer NOT NULL DEFAULT 0,
  ADD COLUMN received integer NOT NULL DEFAULT 0,
  ADD COLUMN paid integer NOT NULL DEFAULT 0;
INSERT INTO points_accounts (tenant_id, customer_code, entries, received, paid)
SELECT tenant_id, customer_code, count(*), count(*) FILTER (WHERE points > 0), count(*) FILTER (WHERE points < 0)
  FROM points_ledger GROUP BY tenant_id, customer_code
ON CONFLICT (tenant_id, customer_code) DO UPDATE SET entries = excluded.entries, received = excluded.received, paid = excluded.paid;

CREATE FUNCTION points_accounts_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO points_accounts AS a (tenant_id, customer_code, entries, received, paid, updated_at)
  VALUES (NEW.tenant_id, NEW.customer_code, 1, (NEW.points > 0)::int, (NEW.points < 0)::int, NEW.created_at)
  ON CONFLICT (tenant_id, customer_code) DO UPDATE
    SET entries = a.entries + 1, received = a.received + excluded.received, paid = a.paid + excluded.paid, updated_at = excluded.updated_at;
  RETURN NULL;
END $$;
CREATE TRIGGER points_ledger_count AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_accounts_count();
