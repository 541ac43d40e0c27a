-- Missions (issue 11 part 4, docs/missions.md): a catalogue per tenant, each customer's steps,
-- photo submissions reviewed by staff, and one completion per customer and mission (the reward
-- is granted in the transaction that inserts the completion, so it is granted exactly once).

CREATE TABLE missions (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL CHECK (kind IN ('CHECK-IN', 'NEWS', 'ORDER_ACC', 'PHOTO', 'SCAN_QR', 'SURVEY')),
  name_th text NOT NULL,
  name_en text NOT NULL,
  description_th text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  -- CHECK-IN: days to check in; ORDER_ACC: paid amount in baht; other kinds: 1.
  target numeric(14, 2) NOT NULL DEFAULT 1 CHECK (target > 0),
  reward_points numeric(14, 2) NOT NULL DEFAULT 0 CHECK (reward_points >= 0),
  reward_voucher_id integer,
  date_begin date,
  date_end date,
  -- Only customers of this centre (NULL: every centre) / with this tag ('' : everyone).
  sale_unit text,
  target_tag text NOT NULL DEFAULT '',
  -- NEWS: the item to read (title and body in the mission).
  content_th text NOT NULL DEFAULT '',
  content_en text NOT NULL DEFAULT '',
  -- SCAN_QR: the code printed in the QR.
  qr_code text,
  -- SURVEY: a form schema file of schemas/forms (survey-*.json).
  survey_form text,
  -- CHECK-IN: when > 0 the customer must be within this many metres of the centre.
  radius_m integer NOT NULL DEFAULT 0 CHECK (radius_m >= 0),
  active boolean NOT NULL DEFAULT true,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (reward_points > 0 OR reward_voucher_id IS NOT NULL),
  CHECK (date_end IS NULL OR date_begin IS NULL OR date_end >= date_begin)
);
CREATE INDEX missions_active ON missions (tenant_id, kind, id) WHERE active;

-- A customer's steps: one row per check-in day ('2026-11-20'), 'read', 'scan', 'survey' (answers in data).
CREATE TABLE mission_steps (
  tenant_id text NOT NULL,
  mission_id bigint NOT NULL,
  customer_code text NOT NULL,
  step text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, mission_id, customer_code, step)
);

-- PHOTO missions: each submitted photo (checked by content at upload) waits for staff.
CREATE TABLE mission_photos (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  mission_id bigint NOT NULL,
  customer_code text NOT NULL,
  upload_id text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason text,
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX mission_photos_pending ON mission_photos (tenant_id, status, id);
CREATE INDEX mission_photos_owner ON mission_photos (tenant_id, mission_id, customer_code, id DESC);

-- One completion per customer and mission: the primary key is what makes the reward once-only.
CREATE TABLE mission_completions (
  tenant_id text NOT NULL,
  mission_id bigint NOT NULL,
  customer_code text NOT NULL,
  ledger_id bigint,
  coupon_id text,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, mission_id, customer_code)
);
CREATE INDEX mission_completions_customer ON mission_completions (tenant_id, customer_code, completed_at DESC);
