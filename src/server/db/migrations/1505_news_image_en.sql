-- Issue 19 (one language per page): a banner or news item may have its own English picture (text
-- baked into a banner is in one language). Empty: the English page shows `image`.
ALTER TABLE news ADD COLUMN image_en text NOT NULL DEFAULT '';
