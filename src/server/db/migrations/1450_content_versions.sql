-- Content pages edited in the back office (docs/content.md). Every save is a version of one page
-- (cookies-policy, pdpa, privacy, about, HOWTO_001, FAQ_001, CONTACT_001) in Thai and English;
-- publishing a version copies it to the live row the storefront reads (contents or news) with
-- body_format 'html'. The bodies are sanitised HTML (allow-list on the server) before they are stored.
CREATE TABLE IF NOT EXISTS content_versions (
  tenant_id text NOT NULL,
  page_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  title_th text NOT NULL,
  title_en text NOT NULL DEFAULT '',
  body_th text NOT NULL,
  body_en text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'superseded')),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  published_by text,
  published_at timestamptz,
  PRIMARY KEY (tenant_id, page_id, version)
);
-- At most one published version per page.
CREATE UNIQUE INDEX IF NOT EXISTS content_versions_published ON content_versions (tenant_id, page_id) WHERE status = 'published';

-- 'text' (the seeded plain text: blank line = paragraph, '# ' = heading) or 'html' (sanitised).
ALTER TABLE contents ADD COLUMN IF NOT EXISTS body_format text NOT NULL DEFAULT 'text';
ALTER TABLE news ADD COLUMN IF NOT EXISTS body_format text NOT NULL DEFAULT 'text';

-- Staff read consents per policy version.
CREATE INDEX IF NOT EXISTS pdpa_consents_version ON pdpa_consents (tenant_id, policy_id, version, customer_code, created_at DESC);
