import type { Queryable } from '../db/index';
import { conflict, notFound } from '../errors';
import type { EditablePage } from './pages';
import { plainTextToHtml } from './sanitize';

export interface LivePage { version: string; titleTh: string; titleEn: string; bodyTh: string; bodyEn: string; format: 'text' | 'html'; updatedAt: string | null }

export interface VersionRow {
  version: number; title_th: string; title_en: string; body_th: string; body_en: string; status: 'draft' | 'published' | 'superseded';
  created_by: string; created_at: string; published_by: string | null; published_at: string | null;
}

const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);

export const versionDto = (v: VersionRow) => ({
  Version: v.version, Status: v.status, TitleTh: v.title_th, TitleEn: v.title_en, BodyTh: v.body_th, BodyEn: v.body_en,
  CreatedBy: v.created_by, CreatedAt: iso(v.created_at), PublishedBy: v.published_by, PublishedAt: iso(v.published_at),
});

/** What the storefront serves now for the page (null: nothing yet). */
export async function livePage(q: Queryable, tenantId: string, page: EditablePage): Promise<LivePage | null> {
  if (page.store === 'contents') {
    const [r] = await q.query<{ version: string; title_th: string; title_en: string | null; body_th: string; body_en: string | null; body_format: string; updated_at: string }>(
      'SELECT version, title_th, title_en, body_th, body_en, body_format, updated_at FROM contents WHERE tenant_id = $1 AND id = $2', [tenantId, page.id]);
    return r ? { version: r.version, titleTh: r.title_th, titleEn: r.title_en ?? '', bodyTh: r.body_th, bodyEn: r.body_en ?? '', format: r.body_format === 'html' ? 'html' : 'text', updatedAt: iso(r.updated_at) } : null;
  }
  const [r] = await q.query<{ title_th: string; title_en: string | null; body_th: string | null; body_en: string | null; body_format: string; created_at: string }>(
    `SELECT title_th, title_en, body_th, body_en, body_format, created_at FROM news WHERE tenant_id = $1 AND code = $2 AND news_type = 'P'`, [tenantId, page.id]);
  if (!r) return null;
  const [v] = await q.query<{ version: number }>(`SELECT version FROM content_versions WHERE tenant_id = $1 AND page_id = $2 AND status = 'published'`, [tenantId, page.id]);
  return { version: v ? String(v.version) : '1', titleTh: r.title_th, titleEn: r.title_en ?? '', bodyTh: r.body_th ?? '', bodyEn: r.body_en ?? '', format: r.body_format === 'html' ? 'html' : 'text', updatedAt: iso(r.created_at) };
}

/** The live text as editor HTML (seeded plain text converted). */
export function liveAsHtml(live: LivePage) {
  const html = (s: string) => (live.format === 'html' ? s : plainTextToHtml(s));
  return { titleTh: live.titleTh, titleEn: live.titleEn, bodyTh: html(live.bodyTh), bodyEn: html(live.bodyEn) };
}

export async function listVersions(q: Queryable, tenantId: string, pageId: string): Promise<VersionRow[]> {
  return q.query<VersionRow>(
    `SELECT version, title_th, title_en, body_th, body_en, status, created_by, created_at, published_by, published_at
       FROM content_versions WHERE tenant_id = $1 AND page_id = $2 ORDER BY version DESC`, [tenantId, pageId]);
}

export interface Draft { titleTh: string; titleEn: string; bodyTh: string; bodyEn: string }

/**
 * Saves the draft: the page's open draft is replaced (one draft at a time), else a new version is
 * added. The first save of a page that was never edited records the live text as version 1 first,
 * so the history starts from what buyers saw.
 */
export async function saveDraft(tx: Queryable, tenantId: string, page: EditablePage, draft: Draft, by: string, at: Date): Promise<VersionRow> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content:${tenantId}:${page.id}`]);
  const [latest] = await tx.query<{ version: number; status: string }>(
    'SELECT version, status FROM content_versions WHERE tenant_id = $1 AND page_id = $2 ORDER BY version DESC LIMIT 1', [tenantId, page.id]);
  let version: number;
  if (latest?.status === 'draft') {
    version = latest.version;
    await tx.query(
      `UPDATE content_versions SET title_th = $4, title_en = $5, body_th = $6, body_en = $7, created_by = $8, created_at = $9
        WHERE tenant_id = $1 AND page_id = $2 AND version = $3`,
      [tenantId, page.id, version, draft.titleTh, draft.titleEn, draft.bodyTh, draft.bodyEn, by, at]);
  } else {
    version = (latest?.version ?? 0) + 1;
    if (!latest) {
      const live = await livePage(tx, tenantId, page);
      if (live) {
        const h = liveAsHtml(live);
        await tx.query(
          `INSERT INTO content_versions (tenant_id, page_id, version, title_th, title_en, body_th, body_en, status, created_by, created_at, published_by, published_at)
           VALUES ($1, $2, 1, $3, $4, $5, $6, 'published', 'seed', $7, 'seed', $7)`,
          [tenantId, page.id, h.titleTh, h.titleEn, h.bodyTh, h.bodyEn, live.updatedAt ?? at]);
        version = 2;
      }
    }
    await tx.query(
      `INSERT INTO content_versions (tenant_id, page_id, version, title_th, title_en, body_th, body_en, status, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'draft', $8, $9)`,
      [tenantId, page.id, version, draft.titleTh, draft.titleEn, draft.bodyTh, draft.bodyEn, by, at]);
  }
  const [row] = (await listVersions(tx, tenantId, page.id)).filter((v) => v.version === version);
  return row!;
}

/** Publishes a draft: the previous published version is superseded and the live row replaced. */
export async function publish(tx: Queryable, tenantId: string, page: EditablePage, version: number, by: string, at: Date): Promise<VersionRow> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content:${tenantId}:${page.id}`]);
  const [v] = (await listVersions(tx, tenantId, page.id)).filter((x) => x.version === version);
  if (!v) throw notFound('Content version not found');
  if (v.status !== 'draft') throw conflict(`Version ${version} is ${v.status}; only a draft can be published`);
  await tx.query(`UPDATE content_versions SET status = 'superseded' WHERE tenant_id = $1 AND page_id = $2 AND status = 'published'`, [tenantId, page.id]);
  await tx.query(`UPDATE content_versions SET status = 'published', published_by = $4, published_at = $5 WHERE tenant_id = $1 AND page_id = $2 AND version = $3`,
    [tenantId, page.id, version, by, at]);
  if (page.store === 'contents') {
    await tx.query(
      `INSERT INTO contents (tenant_id, id, version, title_th, title_en, body_th, body_en, body_format, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'html', $8)
       ON CONFLICT (tenant_id, id) DO UPDATE SET version = EXCLUDED.version, title_th = EXCLUDED.title_th, title_en = EXCLUDED.title_en,
         body_th = EXCLUDED.body_th, body_en = EXCLUDED.body_en, body_format = 'html', updated_at = EXCLUDED.updated_at`,
      [tenantId, page.id, String(version), v.title_th, v.title_en, v.body_th, v.body_en, at]);
  } else {
    await tx.query(
      `INSERT INTO news (tenant_id, code, news_type, title_th, title_en, body_th, body_en, body_format, active, sort_order, created_at)
       VALUES ($1, $2, 'P', $3, $4, $5, $6, 'html', 'Y', 100, $7)
       ON CONFLICT (tenant_id, code) DO UPDATE SET title_th = EXCLUDED.title_th, title_en = EXCLUDED.title_en,
         body_th = EXCLUDED.body_th, body_en = EXCLUDED.body_en, body_format = 'html', active = 'Y'`,
      [tenantId, page.id, v.title_th, v.title_en, v.body_th, v.body_en, at]);
  }
  return { ...v, status: 'published', published_by: by, published_at: at.toISOString() };
}
