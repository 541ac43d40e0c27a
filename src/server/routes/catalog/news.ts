import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { Body, TENANT_HEADER_NOTE } from '../schemas';
import { NewsOneSchema, WhatsNewSchema } from './responses';
import { CATALOG_TAG } from './schemas';
import { browsingTenant, isoDay } from './viewer';

interface NewsRow {
  code: string; news_type: string; title_th: string; title_en: string; body_th: string; body_en: string; image: string; image_en: string; link: string;
  active: string; date_start: string | null; date_end: string | null; sort_order: number; body_format: string;
}

const COLUMNS = `code, news_type, title_th, title_en, body_th, body_en, image, image_en, link, active,
  date_start::text AS date_start, date_end::text AS date_end, sort_order, body_format`;

/** A banner, news item or page as the storefront shows it; Format text: plain text (blank line = paragraph, '# ' = heading), html: sanitised HTML from the content editor. */
const newsDto = (n: NewsRow) => ({
  Code: n.code, NewsType: n.news_type, Title: n.title_th, TitleEn: n.title_en, Detail: n.body_th, DetailEn: n.body_en,
  Image: n.image, ImageEn: n.image_en, Link: n.link, ActiveStatus: n.active, DateStart: n.date_start, DateEnd: n.date_end, SortOrder: n.sort_order, Format: n.body_format === 'html' ? ('html' as const) : ('text' as const),
});

const NewsCode = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', example: 'HOWTO_001' });

/** Banners and news (`GET_MASTER_DATA/GET_WHATSNEW`) and the news pages (`api/news/{code}` for /news?code=). */
export default async function newsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/GET_MASTER_DATA/GET_WHATSNEW', {
    schema: {
      tags: [CATALOG_TAG],
      summary: 'Banners (NewsType B), news (N) or pages (P): { status: 200, statusText: "OK", result: [...] }',
      description: `${TENANT_HEADER_NOTE} UsePeriodDate true keeps items whose DateStart..DateEnd holds today (open ends allowed); `
        + 'ActiveStatus Y or N keeps items with that status (empty: both). Code narrows to one item.',
      body: Body({
        NewsType: Type.Optional(Type.String({ maxLength: 10, pattern: '^[A-Za-z]*$' })),
        UsePeriodDate: Type.Optional(Type.Boolean()),
        ActiveStatus: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
        Code: Type.Optional(NewsCode),
      }),
      response: { 200: WhatsNewSchema },
    },
  }, async (request) => {
    const tenantId = await browsingTenant(app, request);
    const b = request.body;
    const params: unknown[] = [tenantId];
    const where = ['tenant_id = $1'];
    const add = (sql: string, v: unknown) => { params.push(v); where.push(sql.replace('?', `$${params.length}`)); };
    if (b.NewsType) add('news_type = ?', b.NewsType);
    if (b.ActiveStatus) add('active = ?', b.ActiveStatus);
    if (b.Code) add('code = ?', b.Code);
    if (b.UsePeriodDate) {
      const today = isoDay(new Date(app.clock()));
      add('(date_start IS NULL OR date_start <= ?::date)', today);
      add('(date_end IS NULL OR date_end >= ?::date)', today);
    }
    const rows = await app.db.query<NewsRow>(`SELECT ${COLUMNS} FROM news WHERE ${where.join(' AND ')} ORDER BY sort_order, code`, params);
    return { status: 200, statusText: 'OK', result: rows.map(newsDto) };
  });

  r.get('/api/news/:code', {
    schema: {
      tags: [CATALOG_TAG],
      summary: 'One active news item or page by code (HOWTO_001, FAQ_001, CONTACT_001 …): { Data }',
      description: TENANT_HEADER_NOTE,
      params: Type.Object({ code: NewsCode }, { additionalProperties: false }),
      response: { 200: NewsOneSchema },
    },
  }, async (request) => {
    const tenantId = await browsingTenant(app, request);
    const [row] = await app.db.query<NewsRow>(`SELECT ${COLUMNS} FROM news WHERE tenant_id = $1 AND code = $2 AND active = 'Y'`, [tenantId, request.params.code]);
    if (!row) throw notFound('News not found');
    return { Data: newsDto(row) };
  });
}
