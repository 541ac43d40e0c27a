-- Back-office product search (routes/merchant/product-view.ts) pages through every product, the
-- disabled ones too, in code order. With the search column beside the code, a frequent text finds
-- its page by walking this index alone (index-only) instead of reading every match from the
-- table and sorting; a rare text still goes through the trigram index (products_search_trgm).
CREATE INDEX products_merchant_search ON products (tenant_id, p_code) INCLUDE (search_text);
