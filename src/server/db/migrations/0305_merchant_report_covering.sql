-- The top-sales ranking of a month sums a few thousand product rows per centre: with the figures
-- beside the key it reads this index alone (index-only); names are looked up for the ten winners.
CREATE INDEX report_product_monthly_sums ON report_product_monthly (tenant_id, sale_unit, month) INCLUDE (p_code, amount, quantity);
