-- Repeatable missions and voucher stock (issue 11 gaps, docs/missions.md, docs/loyalty.md).
--
-- A mission repeats every Bangkok day, every week (Monday to Sunday, Bangkok), or not at all; at
-- most max_completions times per customer (NULL: no total limit, only with a period). A once-only
-- mission is repeat_every 'none' with max_completions 1 (every existing mission).
ALTER TABLE missions ADD COLUMN repeat_every text NOT NULL DEFAULT 'none' CHECK (repeat_every IN ('none', 'day', 'week'));
ALTER TABLE missions ADD COLUMN max_completions integer DEFAULT 1 CHECK (max_completions IS NULL OR max_completions >= 1);
ALTER TABLE missions ADD CONSTRAINT missions_repeat_limit CHECK (repeat_every <> 'none' OR max_completions IS NOT NULL);

-- Each completion belongs to a round: the day ('2026-11-26') for daily missions, the week's Monday
-- ('W2026-11-23') for weekly ones, the completion's number ('1', '2', …) otherwise. The primary key
-- (one completion per round) is what keeps parallel completions from rewarding twice; rounds are
-- numbered up to max_completions, so N-times missions can never pass N.
ALTER TABLE mission_completions ADD COLUMN round text NOT NULL DEFAULT '1';
ALTER TABLE mission_completions DROP CONSTRAINT mission_completions_pkey;
ALTER TABLE mission_completions ADD PRIMARY KEY (tenant_id, mission_id, customer_code, round);

-- Steps count towards the round they were made in.
ALTER TABLE mission_steps ADD COLUMN round text NOT NULL DEFAULT '1';
ALTER TABLE mission_steps DROP CONSTRAINT mission_steps_pkey;
ALTER TABLE mission_steps ADD PRIMARY KEY (tenant_id, mission_id, customer_code, round, step);

-- Voucher stock: at most `stock` exchanges (NULL: unlimited); `claimed` counts them and is raised
-- in the exchange's transaction by one conditional UPDATE, so parallel exchanges never pass it.
ALTER TABLE loyalty_vouchers ADD COLUMN stock integer CHECK (stock IS NULL OR stock >= 0);
ALTER TABLE loyalty_vouchers ADD COLUMN claimed integer NOT NULL DEFAULT 0 CHECK (claimed >= 0);
ALTER TABLE loyalty_vouchers ADD CONSTRAINT loyalty_vouchers_stock_claimed CHECK (stock IS NULL OR claimed <= stock);
UPDATE loyalty_vouchers v SET claimed = (SELECT count(*) FROM coupons c WHERE c.tenant_id = v.tenant_id AND c.voucher_id = v.id AND c.points_cost IS NOT NULL AND c.points_cost > 0);
