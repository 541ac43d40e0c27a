import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../errors';
import { CATALOG_TAG, PCode } from './schemas';
import { bannerSvg, categorySvg, groupSvg, productSvg } from './svg';

const Tenant = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' });
const params = <T extends Record<string, ReturnType<typeof Type.String>>>(extra: T) =>
  Type.Object({ tenantId: Tenant, ...extra }, { additionalProperties: false });

function sendSvg(reply: FastifyReply, svg: string) {
  // Pictures of a product change only with its name: a day in caches is fine.
  reply.header('cache-control', 'public, max-age=86400');
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * Generated pictures of the seeded catalogue, addressed by tenant in the path so plain `<img>` tags
 * work without headers: `api/media/{tenant}/products/{code}/{n}.svg`, `…/categories/{level}-{code}.svg`,
 * `…/banners/{code}.svg`, `…/groups/{id}.svg`.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = [CATALOG_TAG];

  r.get('/api/media/:tenantId/products/:code/:file', {
    schema: { tags, summary: 'A product picture (SVG), views 1–5', params: params({ code: PCode, file: Type.String({ pattern: '^[1-5]\\.svg$' }) }) },
  }, async (request, reply) => {
    const { tenantId, code, file } = request.params;
    const [p] = await app.db.query<{ brand_name_th: string; name_th: string; size_name: string; h1: string }>(
      'SELECT brand_name_th, name_th, size_name, h1 FROM products WHERE tenant_id = $1 AND p_code = $2', [tenantId, code]);
    if (!p) throw notFound('Picture not found');
    return sendSvg(reply, productSvg({ brand: p.brand_name_th, name: p.name_th, size: p.size_name, h1: p.h1, view: Number(file[0]) }));
  });

  r.get('/api/media/:tenantId/categories/:file', {
    schema: { tags, summary: 'A category picture (SVG)', params: params({ file: Type.String({ pattern: '^[1-5]-[A-Za-z0-9._-]{1,40}\\.svg$' }) }) },
  }, async (request, reply) => {
    const { tenantId, file } = request.params;
    const [level, code] = [Number(file[0]), file.slice(2, -4)];
    const [c] = await app.db.query<{ name_th: string; name_en: string; h1: string }>(
      'SELECT name_th, name_en, CASE WHEN level = 1 THEN code ELSE h1 END AS h1 FROM categories WHERE tenant_id = $1 AND level = $2 AND code = $3',
      [tenantId, level, code]);
    if (!c) throw notFound('Picture not found');
    return sendSvg(reply, categorySvg(c.name_th, c.name_en, c.h1));
  });

  r.get('/api/media/:tenantId/banners/:file', {
    schema: { tags, summary: 'A banner or news picture (SVG); {code}-en.svg is its English picture', params: params({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}\\.svg$' }) }) },
  }, async (request, reply) => {
    const { tenantId, file } = request.params;
    const english = file.endsWith('-en.svg');
    const code = file.slice(0, english ? -7 : -4);
    const [n] = await app.db.query<{ title_th: string; body_th: string; title_en: string; body_en: string; sort_order: number }>(
      'SELECT title_th, body_th, title_en, body_en, sort_order FROM news WHERE tenant_id = $1 AND code = $2', [tenantId, code]);
    if (!n) throw notFound('Picture not found');
    const [title, body] = english && n.title_en ? [n.title_en, n.body_en] : [n.title_th, n.body_th];
    return sendSvg(reply, bannerSvg(title, body, Math.floor(n.sort_order / 10)));
  });

  r.get('/api/media/:tenantId/groups/:file', {
    schema: { tags, summary: 'A display group logo (SVG)', params: params({ file: Type.String({ pattern: '^[0-9]{1,9}\\.svg$' }) }) },
  }, async (request, reply) => {
    const { tenantId, file } = request.params;
    const id = Number(file.slice(0, -4));
    const [g] = await app.db.query<{ name_th: string }>('SELECT name_th FROM display_groups WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
    if (!g) throw notFound('Picture not found');
    return sendSvg(reply, groupSvg(g.name_th, id));
  });
}
