import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EDITABLE_PAGES } from '../../content/pages';
import { livePage } from '../../content/store';
import { browsingTenant } from '../catalog/viewer';
import { Query, TENANT_HEADER_NOTE } from '../schemas';
import { PublicPagesSchema } from './public-responses';

/** `GET api/cms/contents` (`/cms/content`): the tenant's published pages for buyers, in the asked locale. */
export default async function contentListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/cms/contents', {
    schema: {
      response: { 200: PublicPagesSchema }, tags: ['content'],
      summary: 'The tenant\'s content pages a buyer can read: { Data: [{ PageId, Title, Path, Version, UpdatedAt }] }',
      description: TENANT_HEADER_NOTE,
      querystring: Query({ locale: Type.Optional(Type.Union([Type.Literal('th'), Type.Literal('en')])) }),
    },
  }, async (request) => {
    const tenantId = await browsingTenant(app, request);
    const en = (request.query.locale ?? (request.cookies?.locale === 'en' ? 'en' : 'th')) === 'en';
    const Data = [];
    for (const p of EDITABLE_PAGES) {
      const live = await livePage(app.db, tenantId, p);
      if (!live) continue;
      Data.push({ PageId: p.id, Title: (en && live.titleEn) || live.titleTh, Path: p.path, Version: live.version, UpdatedAt: live.updatedAt });
    }
    return { Data };
  });
}
