-- Dashboard report summaries (routes/merchant/reports.ts). Aggregating raw orders and lines for
-- every dashboard view cost 60 ms at 20,000 orders and grows with history; these tables hold the
-- same sums per centre and Bangkok day (sales) or month (products), kept in step by statement-level
-- triggers in the writing transaction, so the reports read a few hundred rows whatever the history.
-- An order counts while it is a sales-mode order that is not cancelled; free lines are not sales.

CREATE FUNCTION report_day(ts timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((ts AT TIME ZONE 'UTC') + interval '7 hours')::date $$;

CREATE TABLE report_sales_daily (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  day date NOT NULL,
  total numeric(16, 2) NOT NULL DEFAULT 0,
  orders integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, sale_unit, day)
);

CREATE TABLE report_product_monthly (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  -- First day of the Bangkok month.
  month date NOT NULL,
  p_code text NOT NULL,
  product_name text NOT NULL DEFAULT '',
  product_name_en text NOT NULL DEFAULT '',
  amount numeric(16, 2) NOT NULL DEFAULT 0,
  quantity numeric(16, 3) NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, sale_unit, month, p_code)
);

-- Backfill from the history already there.
INSERT INTO report_sales_daily (tenant_id, sale_unit, day, total, orders)
SELECT tenant_id, sale_unit, report_day(created_at), sum(total), count(*)
  FROM orders WHERE status <> 'CANCELLED' AND mode = 'sales'
 GROUP BY 1, 2, 3;

INSERT INTO report_product_monthly (tenant_id, sale_unit, month, p_code, product_name, product_name_en, amount, quantity)
SELECT o.tenant_id, o.sale_unit, date_trunc('month', report_day(o.created_at))::date, l.p_code, max(l.product_name), max(l.product_name_en), sum(l.net), sum(l.base_quantity)
  FROM orders o JOIN order_lines l ON l.tenant_id = o.tenant_id AND l.order_id = o.order_id
 WHERE o.status <> 'CANCELLED' AND o.mode = 'sales' AND NOT l.is_free
 GROUP BY 1, 2, 3, 4;

-- New orders: their totals (lines follow in their own statement).
CREATE FUNCTION report_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales_daily AS r (tenant_id, sale_unit, day, total, orders)
  SELECT tenant_id, sale_unit, report_day(created_at), sum(total), count(*)
    FROM new_rows WHERE status <> 'CANCELLED' AND mode = 'sales'
   GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, sale_unit, day) DO UPDATE SET total = r.total + EXCLUDED.total, orders = r.orders + EXCLUDED.orders;
  RETURN NULL;
END $$;

-- Changed orders (a cancel, above all): take the old contribution out and put the new one in.
CREATE FUNCTION report_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT n.tenant_id, n.order_id,
           o.status <> 'CANCELLED' AND o.mode = 'sales' AS was, n.status <> 'CANCELLED' AND n.mode = 'sales' AS now,
           o.sale_unit AS old_unit, n.sale_unit AS new_unit, o.created_at AS old_at, n.created_at AS new_at, o.total AS old_total, n.total AS new_total
      FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.order_id = n.order_id
     WHERE (o.status <> 'CANCELLED' AND o.mode = 'sales') IS DISTINCT FROM (n.status <> 'CANCELLED' AND n.mode = 'sales')
        OR o.sale_unit <> n.sale_unit OR o.created_at <> n.created_at OR o.total <> n.total
  ), delta AS (
    SELECT tenant_id, order_id, old_unit AS sale_unit, old_at AS at, -old_total AS total, -1 AS n, -1 AS sign FROM moved WHERE was
    UNION ALL
    SELECT tenant_id, order_id, new_unit, new_at, new_total, 1, 1 FROM moved WHERE now
  ), sales AS (
    INSERT INTO report_sales_daily AS r (tenant_id, sale_unit, day, total, orders)
    SELECT tenant_id, sale_unit, report_day(at), sum(total), sum(n) FROM delta GROUP BY 1, 2, 3
    ON CONFLICT (tenant_id, sale_unit, day) DO UPDATE SET total = r.total + EXCLUDED.total, orders = r.orders + EXCLUDED.orders
  )
  INSERT INTO report_product_monthly AS r (tenant_id, sale_unit, month, p_code, product_name, product_name_en, amount, quantity)
  SELECT d.tenant_id, d.sale_unit, date_trunc('month', report_day(d.at))::date, l.p_code, max(l.product_name), max(l.product_name_en),
         sum(d.sign * l.net), sum(d.sign * l.base_quantity)
    FROM delta d JOIN order_lines l ON l.tenant_id = d.tenant_id AND l.order_id = d.order_id
   WHERE NOT l.is_free
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, sale_unit, month, p_code) DO UPDATE SET amount = r.amount + EXCLUDED.amount, quantity = r.quantity + EXCLUDED.quantity;
  RETURN NULL;
END $$;

-- Deleted orders (the app never deletes one; this keeps the daily sums right for maintenance scripts).
-- Their lines go by cascade after the order row, so their product sums stay: rebuild the month then.
CREATE FUNCTION report_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales_daily AS r (tenant_id, sale_unit, day, total, orders)
  SELECT tenant_id, sale_unit, report_day(created_at), -sum(total), -count(*)
    FROM old_rows WHERE status <> 'CANCELLED' AND mode = 'sales'
   GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, sale_unit, day) DO UPDATE SET total = r.total + EXCLUDED.total, orders = r.orders + EXCLUDED.orders;
  RETURN NULL;
END $$;

-- New lines of counted orders.
CREATE FUNCTION report_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_product_monthly AS r (tenant_id, sale_unit, month, p_code, product_name, product_name_en, amount, quantity)
  SELECT o.tenant_id, o.sale_unit, date_trunc('month', report_day(o.created_at))::date, l.p_code, max(l.product_name), max(l.product_name_en), sum(l.net), sum(l.base_quantity)
    FROM new_rows l JOIN orders o ON o.tenant_id = l.tenant_id AND o.order_id = l.order_id
   WHERE NOT l.is_free AND o.status <> 'CANCELLED' AND o.mode = 'sales'
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, sale_unit, month, p_code) DO UPDATE SET amount = r.amount + EXCLUDED.amount, quantity = r.quantity + EXCLUDED.quantity;
  RETURN NULL;
END $$;

-- Deleted lines whose order is still there (a cascade from a deleted order finds none).
CREATE FUNCTION report_lines_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_product_monthly AS r (tenant_id, sale_unit, month, p_code, product_name, product_name_en, amount, quantity)
  SELECT o.tenant_id, o.sale_unit, date_trunc('month', report_day(o.created_at))::date, l.p_code, max(l.product_name), max(l.product_name_en), -sum(l.net), -sum(l.base_quantity)
    FROM old_rows l JOIN orders o ON o.tenant_id = l.tenant_id AND o.order_id = l.order_id
   WHERE NOT l.is_free AND o.status <> 'CANCELLED' AND o.mode = 'sales'
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, sale_unit, month, p_code) DO UPDATE SET amount = r.amount + EXCLUDED.amount, quantity = r.quantity + EXCLUDED.quantity;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_report_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_inserted();
CREATE TRIGGER orders_report_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_updated();
CREATE TRIGGER orders_report_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_deleted();
CREATE TRIGGER order_lines_report_inserted AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_lines_inserted();
CREATE TRIGGER order_lines_report_deleted AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_lines_deleted();

-- New customers by creation date, index-only (customer_code in the index).
CREATE INDEX customers_created_code ON customers (tenant_id, created_at) INCLUDE (customer_code);
