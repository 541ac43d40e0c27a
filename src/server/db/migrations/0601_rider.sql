-- Rider area (docs/rider.md): the rider's vehicle for the profile page, and the invoice approval
-- of the SINGHA company variant (Wait → Approved | Canceled, both final; domain canChangeInvoice).

ALTER TABLE riders ADD COLUMN vehicle_type text;
ALTER TABLE riders ADD COLUMN vehicle_plate text;

-- One row per order once its rider decided; an order delivered without a row is still 'Wait'.
CREATE TABLE rider_invoices (
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('Wait', 'Approved', 'Canceled')),
  reason text,
  rider_id text NOT NULL,
  decided_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, order_id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, order_id) ON DELETE CASCADE
);

-- The rider's history reads their own delivered / failed moves.
CREATE INDEX order_events_rider ON order_events (tenant_id, actor_id, at DESC) WHERE actor_kind = 'rider';
