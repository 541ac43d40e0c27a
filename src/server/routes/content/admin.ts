import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record';
import { editablePage, EDITABLE_PAGES, PAGE_IDS, type EditablePage } from '../../content/pages';
import { isBlankHtml, sanitizeRichText } from '../../content/sanitize';
import { liveAsHtml, livePage, listVersions, publish, saveDraft, versionDto } from '../../content/store';
import { badRequest, notFound, type FieldError } from '../../errors';
import { SECURITY, actorOf, merchantScope } from '../merchant/scope';
import { Body } from '../schemas';
import { ContentPageSchema, ContentPagesSchema, ContentPreviewSchema, ContentVersionSchema } from './admin-responses';

const TAGS = ['content'];
const PageId = Type.Union(PAGE_IDS.map((id) => Type.Literal(id)), { description: 'An editable page' });
const MAX_BODY = 200_000;
const Draft = Body({
  TitleTh: Type.String({ maxLength: 200 }),
  TitleEn: Type.String({ maxLength: 200 }),
  BodyTh: Type.String({ maxLength: MAX_BODY, description: 'HTML from the editor; sanitised on the server (allow-list)' }),
  BodyEn: Type.String({ maxLength: MAX_BODY }),
});
type DraftBody = { TitleTh: string; TitleEn: string; BodyTh: string; BodyEn: string };

/** Sanitises a draft and names every missing part (Thai is required; English falls back to Thai for buyers). */
function clean(b: DraftBody) {
  const draft = { titleTh: b.TitleTh.trim(), titleEn: b.TitleEn.trim(), bodyTh: sanitizeRichText(b.BodyTh), bodyEn: sanitizeRichText(b.BodyEn) };
  const errors: FieldError[] = [];
  if (!draft.titleTh) errors.push({ field: '/body/TitleTh', reason: 'the Thai title is required' });
  if (isBlankHtml(draft.bodyTh)) errors.push({ field: '/body/BodyTh', reason: 'the Thai text is required (nothing left after removing what is not allowed)' });
  if (!draft.titleEn && !isBlankHtml(draft.bodyEn)) errors.push({ field: '/body/TitleEn', reason: 'an English text needs an English title' });
  if (errors.length) throw badRequest('The page is incomplete', errors);
  if (isBlankHtml(draft.bodyEn)) draft.bodyEn = '';
  return draft;
}

function pageOf(id: string): EditablePage {
  const page = editablePage(id);
  if (!page) throw notFound('Content page not found');
  return page;
}

/**
 * The super admin's content editor (`/admin/contents`): the tenant's policy texts and fixed news
 * pages in Thai and English, saved as versions, previewed as the server will store them, published.
 */
export default async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const PageParams = Type.Object({ pageId: PageId }, { additionalProperties: false });

  r.get('/api/merchant/admin/contents', {
    schema: { response: { 200: ContentPagesSchema }, tags: TAGS, security: SECURITY, summary: 'The editable pages with their live version and open draft: { Data: [...] }' },
  }, async (request) => {
    const { tenantId } = await merchantScope(app, request);
    const rows = await app.db.query<{ page_id: string; draft: number | null; published: number | null; versions: number }>(
      `SELECT page_id, max(version) FILTER (WHERE status = 'draft') AS draft, max(version) FILTER (WHERE status = 'published') AS published, count(*)::int AS versions
         FROM content_versions WHERE tenant_id = $1 GROUP BY page_id`, [tenantId]);
    const byId = new Map(rows.map((x) => [x.page_id, x]));
    const Data = [];
    for (const p of EDITABLE_PAGES) {
      const live = await livePage(app.db, tenantId, p);
      const v = byId.get(p.id);
      Data.push({
        PageId: p.id, Path: p.path, Consent: !!p.consent, Title: live?.titleTh ?? '', TitleEn: live?.titleEn ?? '',
        LiveVersion: live?.version ?? null, DraftVersion: v?.draft ?? null, Versions: v?.versions ?? 0, UpdatedAt: live?.updatedAt ?? null,
      });
    }
    return { Data };
  });

  r.get('/api/merchant/admin/contents/:pageId', {
    schema: { response: { 200: ContentPageSchema }, tags: TAGS, security: SECURITY, params: PageParams, summary: 'One page: the live text (as editor HTML) and every version, newest first' },
  }, async (request) => {
    const { tenantId } = await merchantScope(app, request);
    const page = pageOf(request.params.pageId);
    const live = await livePage(app.db, tenantId, page);
    const h = live ? liveAsHtml(live) : null;
    return {
      Data: {
        PageId: page.id, Path: page.path, Consent: !!page.consent,
        Live: live && h ? { Version: live.version, TitleTh: h.titleTh, TitleEn: h.titleEn, BodyTh: h.bodyTh, BodyEn: h.bodyEn, UpdatedAt: live.updatedAt } : null,
        Versions: (await listVersions(app.db, tenantId, page.id)).map(versionDto),
      },
    };
  });

  r.post('/api/merchant/admin/contents/:pageId/preview', {
    schema: { response: { 200: ContentPreviewSchema }, tags: TAGS, security: SECURITY, params: PageParams, body: Draft, summary: 'The draft as it would be stored (sanitised), nothing written: { Data }' },
  }, async (request) => {
    await merchantScope(app, request);
    pageOf(request.params.pageId);
    const d = clean(request.body);
    return { Data: { TitleTh: d.titleTh, TitleEn: d.titleEn, BodyTh: d.bodyTh, BodyEn: d.bodyEn } };
  });

  r.post('/api/merchant/admin/contents/:pageId/versions', {
    schema: { response: { 200: ContentVersionSchema }, tags: TAGS, security: SECURITY, params: PageParams, body: Draft, summary: 'Save the draft (replaces the open draft, else a new version): { Data: version }' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const page = pageOf(request.params.pageId);
    const d = clean(request.body);
    const at = new Date(app.clock());
    const row = await app.db.transaction(async (tx) => {
      const saved = await saveDraft(tx, scope.tenantId, page, d, scope.userId, at);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'content.saveDraft', target: `${page.id}#${saved.version}` });
      return saved;
    });
    return { Data: versionDto(row) };
  });

  r.post('/api/merchant/admin/contents/:pageId/versions/:version/publish', {
    schema: { response: { 200: ContentVersionSchema },
      tags: TAGS, security: SECURITY, summary: 'Publish a draft: buyers see it at once; a new PDPA version asks every customer to decide again',
      params: Type.Object({ pageId: PageId, version: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }, { additionalProperties: false }),
      body: Type.Optional(Body({})),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const page = pageOf(request.params.pageId);
    const at = new Date(app.clock());
    const row = await app.db.transaction(async (tx) => {
      const published = await publish(tx, scope.tenantId, page, request.params.version, scope.userId, at);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'content.publish', target: `${page.id}#${published.version}` });
      return published;
    });
    return { Data: versionDto(row) };
  });
}
