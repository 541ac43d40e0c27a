import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record';
import type { Queryable } from '../../db/index';
import { badRequest, notFound, type FieldError } from '../../errors';
import { ImageRejected } from '../../uploads/image-check';
import { readOneFile } from '../../uploads/multipart';
import { storeImage } from '../../uploads/store';
import { isoDay } from '../catalog/viewer';
import { publicImageUrl } from '../merchant/product-images';
import { SECURITY, actorOf, merchantScope } from '../merchant/scope';
import { Body } from '../schemas';
import { NewsAdminItemSchema, NewsImageSchema, NewsListSchema } from './news-responses';

const TAGS = ['content'];
const Kind = Type.Union([Type.Literal('B'), Type.Literal('N')], { description: 'B: home banner, N: news item' });
const Lang = Type.Union([Type.Literal('th'), Type.Literal('en')], { description: 'Which picture: th is the default, en is shown on English pages (falls back to th when empty)' });
const Code = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
const Day = Type.Union([Type.String({ format: 'date' }), Type.Null()]);
const Fields = {
  TitleTh: Type.String({ maxLength: 120 }),
  TitleEn: Type.String({ maxLength: 120 }),
  BodyTh: Type.String({ maxLength: 4000, description: 'Plain text: a blank line starts a paragraph, a line starting with "# " is a heading' }),
  BodyEn: Type.String({ maxLength: 4000 }),
  Link: Type.String({ maxLength: 500, description: 'Where a tap goes: a storefront path (/product?c1=10) or an https:// address; empty for none' }),
  Active: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  DateStart: Day,
  DateEnd: Day,
  SortOrder: Type.Integer({ minimum: 0, maximum: 100_000 }),
};
const CreateBody = Body({ NewsType: Kind, ...Fields });
const UpdateBody = Body(Fields);
type Draft = { TitleTh: string; TitleEn: string; BodyTh: string; BodyEn: string; Link: string; Active: 'Y' | 'N'; DateStart: string | null; DateEnd: string | null; SortOrder: number };

interface Row {
  code: string; news_type: string; title_th: string; title_en: string; body_th: string; body_en: string; image: string; image_en: string;
  link: string; active: string; date_start: string | null; date_end: string | null; sort_order: number;
}
const COLUMNS = `code, news_type, title_th, title_en, body_th, body_en, image, image_en, link, active,
  date_start::text AS date_start, date_end::text AS date_end, sort_order`;

/** What a buyer sees of it today: off (switched off), scheduled (starts later), ended, or live. */
function stateOf(n: Row, today: string): 'off' | 'scheduled' | 'ended' | 'live' {
  if (n.active !== 'Y') return 'off';
  if (n.date_start && n.date_start > today) return 'scheduled';
  if (n.date_end && n.date_end < today) return 'ended';
  return 'live';
}

const dto = (n: Row, today: string) => ({
  Code: n.code, NewsType: n.news_type as 'B' | 'N', TitleTh: n.title_th, TitleEn: n.title_en, BodyTh: n.body_th, BodyEn: n.body_en,
  Image: n.image, ImageEn: n.image_en, Link: n.link, Active: n.active as 'Y' | 'N', DateStart: n.date_start, DateEnd: n.date_end,
  SortOrder: n.sort_order, State: stateOf(n, today),
});

/** A link must stay in this shop or go to a secure site: never javascript:, data: or another scheme. */
const linkOk = (link: string) => link === '' || (/^\/(?!\/)/.test(link) && !/\s/.test(link)) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(link);

/** Trims the draft and names every field that is wrong with it, all at once. */
function clean(b: Draft): Draft {
  const d = { ...b, TitleTh: b.TitleTh.trim(), TitleEn: b.TitleEn.trim(), BodyTh: b.BodyTh.trim(), BodyEn: b.BodyEn.trim(), Link: b.Link.trim() };
  const errors: FieldError[] = [];
  if (!d.TitleTh) errors.push({ field: '/body/TitleTh', reason: 'the Thai title is required' });
  if (!d.TitleEn && d.BodyEn) errors.push({ field: '/body/TitleEn', reason: 'an English text needs an English title' });
  if (!linkOk(d.Link)) errors.push({ field: '/body/Link', reason: 'must be a path in this shop starting with / or an https:// address' });
  if (d.DateStart && d.DateEnd && d.DateEnd < d.DateStart) errors.push({ field: '/body/DateEnd', reason: 'must be on or after the start date' });
  if (errors.length) throw badRequest('The item is incomplete', errors);
  return d;
}

/** The generated title picture (api/media/…/banners) until staff upload one; the English one only with an English title. */
const generated = (tenantId: string, code: string, lang: 'th' | 'en') => `/api/media/${encodeURIComponent(tenantId)}/banners/${code}${lang === 'en' ? '-en' : ''}.svg`;

async function load(q: Queryable, tenantId: string, code: string): Promise<Row> {
  const [row] = await q.query<Row>(`SELECT ${COLUMNS} FROM news WHERE tenant_id = $1 AND code = $2 AND news_type IN ('B', 'N')`, [tenantId, code]);
  if (!row) throw notFound('Banner or news item not found');
  return row;
}

/**
 * The super admin's banners and news (`/admin/news`): the home banners and news items in Thai and
 * English, each with a picture per language, a link, dates and an order. Every change is audited;
 * any back-office write drops the tenant's cached storefront pages (src/server/spa/ssr-pages.ts).
 * The fixed pages (NewsType P) stay with the content editor.
 */
export default async function newsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const today = () => isoDay(new Date(app.clock()));
  const CodeParams = Type.Object({ code: Code }, { additionalProperties: false });
  const ImageParams = Type.Object({ code: Code, lang: Lang }, { additionalProperties: false });

  r.get('/api/merchant/admin/news', {
    schema: { tags: TAGS, security: SECURITY, response: { 200: NewsListSchema }, summary: 'Every banner and news item (switched off, scheduled and ended ones too), by type then order' },
  }, async (request) => {
    const { tenantId } = await merchantScope(app, request);
    const rows = await app.db.query<Row>(`SELECT ${COLUMNS} FROM news WHERE tenant_id = $1 AND news_type IN ('B', 'N') ORDER BY news_type, sort_order, code`, [tenantId]);
    const day = today();
    return { Data: rows.map((n) => dto(n, day)) };
  });

  r.post('/api/merchant/admin/news', {
    schema: { tags: TAGS, security: SECURITY, body: CreateBody, response: { 201: NewsAdminItemSchema }, summary: 'Add a banner or news item; it gets a code and the generated title picture until one is uploaded' },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const d = clean(request.body);
    const prefix = request.body.NewsType === 'B' ? 'BANNER' : 'NEWS';
    const code = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    const row = await app.db.transaction(async (tx) => {
      const [created] = await tx.query<Row>(
        `INSERT INTO news (tenant_id, code, news_type, title_th, title_en, body_th, body_en, image, image_en, link, active, date_start, date_end, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::date, $13::date, $14) RETURNING ${COLUMNS}`,
        [scope.tenantId, code, request.body.NewsType, d.TitleTh, d.TitleEn, d.BodyTh, d.BodyEn, generated(scope.tenantId, code, 'th'),
          d.TitleEn ? generated(scope.tenantId, code, 'en') : '', d.Link, d.Active, d.DateStart, d.DateEnd, d.SortOrder]);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'content.news.create', target: code, after: { ...d, NewsType: request.body.NewsType } });
      return created;
    });
    reply.status(201);
    return dto(row, today());
  });

  r.put('/api/merchant/admin/news/:code', {
    schema: { tags: TAGS, security: SECURITY, params: CodeParams, body: UpdateBody, response: { 200: NewsAdminItemSchema }, summary: 'Change a banner or news item (texts, link, dates, order, on/off); pictures have their own calls' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const d = clean(request.body);
    const row = await app.db.transaction(async (tx) => {
      const before = await load(tx, scope.tenantId, request.params.code);
      // A generated English picture follows the English title: added with it, dropped without it.
      const imageEn = before.image_en === generated(scope.tenantId, before.code, 'en') || before.image_en === ''
        ? (d.TitleEn ? generated(scope.tenantId, before.code, 'en') : '') : before.image_en;
      const [updated] = await tx.query<Row>(
        `UPDATE news SET title_th = $3, title_en = $4, body_th = $5, body_en = $6, link = $7, active = $8, date_start = $9::date, date_end = $10::date, sort_order = $11, image_en = $12
          WHERE tenant_id = $1 AND code = $2 RETURNING ${COLUMNS}`,
        [scope.tenantId, before.code, d.TitleTh, d.TitleEn, d.BodyTh, d.BodyEn, d.Link, d.Active, d.DateStart, d.DateEnd, d.SortOrder, imageEn]);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'content.news.update', target: before.code, before: dto(before, ''), after: d });
      return updated;
    });
    return dto(row, today());
  });

  r.post('/api/merchant/admin/news/:code/image/:lang', {
    schema: {
      tags: TAGS, security: SECURITY, params: ImageParams, consumes: ['multipart/form-data'], response: { 200: NewsImageSchema },
      summary: 'Set the Thai or the English picture (multipart field file: JPEG/PNG/WebP by content, ≤ 5 MB, re-encoded; served resized as AVIF/WebP)',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const { code, lang } = request.params;
    await load(app.db, scope.tenantId, code);
    const file = await readOneFile(request);
    try {
      return await app.db.transaction(async (tx) => {
        const stored = await storeImage(tx, app.storage, { tenantId: scope.tenantId, kind: 'news-image', ownerKind: 'news', ownerId: code }, { data: file.data, originalName: file.filename });
        const url = publicImageUrl(scope.tenantId, stored.uploadId);
        await tx.query(`UPDATE news SET ${lang === 'en' ? 'image_en' : 'image'} = $3 WHERE tenant_id = $1 AND code = $2`, [scope.tenantId, code, url]);
        await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'content.news.image', target: code, after: { lang, url } });
        return { Code: code, Lang: lang, Url: url, Width: stored.width, Height: stored.height };
      });
    } catch (err) {
      if (err instanceof ImageRejected) throw badRequest(`The picture ${err.reason}`, [{ field: `/body/${file.field}`, reason: err.reason }]);
      throw err;
    }
  });

  r.delete('/api/merchant/admin/news/:code/image/:lang', {
    schema: { tags: TAGS, security: SECURITY, params: ImageParams, response: { 200: NewsAdminItemSchema }, summary: 'Remove an uploaded picture: Thai goes back to the generated title picture, English to the Thai one (or the generated English one)' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const { code, lang } = request.params;
    const row = await app.db.transaction(async (tx) => {
      const before = await load(tx, scope.tenantId, code);
      const url = lang === 'th' ? generated(scope.tenantId, code, 'th') : before.title_en ? generated(scope.tenantId, code, 'en') : '';
      const [updated] = await tx.query<Row>(`UPDATE news SET ${lang === 'en' ? 'image_en' : 'image'} = $3 WHERE tenant_id = $1 AND code = $2 RETURNING ${COLUMNS}`, [scope.tenantId, code, url]);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'content.news.image', target: code, before: { lang, url: lang === 'en' ? before.image_en : before.image }, after: { lang, url } });
      return updated;
    });
    return dto(row, today());
  });
}
