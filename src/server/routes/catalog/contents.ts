import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { Query, TENANT_HEADER_NOTE } from '../schemas';
import { ContentPageSchema } from './responses';
import { CATALOG_TAG } from './schemas';
import { browsingTenant } from './viewer';

interface ContentRow { id: string; version: string; title_th: string; title_en: string; body_th: string; body_en: string; body_format: string }

/** `GET api/contents/{id}`: the cookies policy, PDPA policy and privacy policy texts. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/contents/:id', {
    schema: {
      response: { 200: ContentPageSchema }, tags: [CATALOG_TAG],
      summary: 'A content page: { Data: text in the locale, Format, Title, Locale, Version, Th: { Title, Body }, En: { Title, Body } }',
      description: `${TENANT_HEADER_NOTE} Ids: cookies-policy, pdpa, privacy. Locale: the locale query, else the locale cookie, else th `
        + '(English falls back to Thai where a text has no English). Format text: plain text (blank line = paragraph, "# " = heading); '
        + 'Format html: sanitised HTML published from the back-office editor (docs/content.md). '
        + 'Version is the policy version a PDPA consent refers to.',
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$', example: 'cookies-policy' }) }, { additionalProperties: false }),
      querystring: Query({ locale: Type.Optional(Type.Union([Type.Literal('th'), Type.Literal('en')])) }),
    },
  }, async (request) => {
    const tenantId = await browsingTenant(app, request);
    const [row] = await app.db.query<ContentRow>(
      'SELECT id, version, title_th, title_en, body_th, body_en, body_format FROM contents WHERE tenant_id = $1 AND id = $2', [tenantId, request.params.id]);
    if (!row) throw notFound('Content not found');
    const locale = request.query.locale ?? (request.cookies?.locale === 'en' ? 'en' : 'th');
    const en = locale === 'en' && row.body_en;
    return {
      Data: en ? row.body_en : row.body_th,
      Format: row.body_format === 'html' ? 'html' as const : 'text' as const,
      Title: en ? row.title_en || row.title_th : row.title_th,
      Locale: en ? 'en' as const : 'th' as const,
      Version: row.version,
      Th: { Title: row.title_th, Body: row.body_th },
      En: { Title: row.title_en, Body: row.body_en },
    };
  });
}
