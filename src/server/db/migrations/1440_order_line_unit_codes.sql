-- Issue 19 (one language per page): an order line keeps its units' codes and English names beside
-- the Thai names it always kept, so every side shows quantities in the page's language
-- ("2 bottles" / "2 ขวด"). Existing lines take them from the catalogue.
ALTER TABLE order_lines
  ADD COLUMN unit1_code text NOT NULL DEFAULT '',
  ADD COLUMN unit2_code text NOT NULL DEFAULT '',
  ADD COLUMN unit3_code text NOT NULL DEFAULT '',
  ADD COLUMN unit1_en text NOT NULL DEFAULT '',
  ADD COLUMN unit2_en text NOT NULL DEFAULT '',
  ADD COLUMN unit3_en text NOT NULL DEFAULT '';

UPDATE order_lines ol
   SET unit1_code = COALESCE(p.unit1, ''), unit2_code = COALESCE(p.unit2, ''), unit3_code = COALESCE(p.unit3, ''),
       unit1_en = COALESCE(p.unit1_name_en, ''), unit2_en = COALESCE(p.unit2_name_en, ''), unit3_en = COALESCE(p.unit3_name_en, '')
  FROM products p
 WHERE p.tenant_id = ol.tenant_id AND p.p_code = ol.p_code;
