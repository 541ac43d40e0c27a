import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../domain/constants';
import { Query, TENANT_HEADER_NOTE } from '../schemas';
import { DisplayGroupsSchema } from './responses';
import { CATALOG_TAG, Skip, Take, YesNo, yes } from './schemas';
import { browsingTenant } from './viewer';

interface GroupRow { id: number; type: string; name_th: string; name_en: string; logo_image: string; use_translate_name: boolean; product_count: number }

/** `GET api/products/display-group/type/{type}`: display groups of a type (the drawer's groups, promotion brands …). */
export default async function displayGroupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/products/display-group/type/:type', {
    schema: {
      tags: [CATALOG_TAG], response: { 200: DisplayGroupsSchema },
      summary: 'Display groups of a type: { Data: [{ Id, Name, NameEn, LogoImage, UseTranslateName, Type, ProductCount }] }',
      description: `${TENANT_HEADER_NOTE} productsIncluded=Y lists only groups holding at least one product on sale (and counts them). `
        + 'A group\'s products: POST api/products/items with DisplayGroupId.',
      params: Type.Object({ type: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false }),
      querystring: Query({
        productsIncluded: Type.Optional(YesNo),
        take: Type.Optional(Take(PAGE_SIZE.displayGroups, 200)),
        skip: Type.Optional(Skip),
      }),
    },
  }, async (request) => {
    const tenantId = await browsingTenant(app, request);
    const q = request.query;
    const rows = await app.db.query<GroupRow>(
      `SELECT d.id, d.type, d.name_th, d.name_en, d.logo_image, d.use_translate_name,
              (SELECT count(*)::int FROM display_group_products g JOIN products p ON p.tenant_id = g.tenant_id AND p.p_code = g.p_code
                WHERE g.tenant_id = d.tenant_id AND g.group_id = d.id AND NOT p.disabled) AS product_count
         FROM display_groups d
        WHERE d.tenant_id = $1 AND d.type = $2 AND d.active
        ORDER BY d.sort_order, d.id`, [tenantId, request.params.type]);
    const listed = yes(q.productsIncluded) ? rows.filter((g) => g.product_count > 0) : rows;
    const skip = q.skip ?? 0;
    return {
      Data: listed.slice(skip, skip + (q.take ?? PAGE_SIZE.displayGroups)).map((g) => ({
        Id: g.id, Name: g.name_th, NameEn: g.name_en, LogoImage: g.logo_image, UseTranslateName: g.use_translate_name, Type: g.type, ProductCount: g.product_count,
      })),
    };
  });
}
