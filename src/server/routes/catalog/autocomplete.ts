import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../domain/constants';
import { escapeLikePattern, normalizeSearchText } from '../../../domain/product-search';
import { Query, TENANT_HEADER_NOTE } from '../schemas';
import { AutoCompleteSchema } from './responses';
import { cachedJson } from './result-cache';
import { CATALOG_TAG, SearchText } from './schemas';
import { browsingTenant } from './viewer';

/** Matches considered before ranking: bounds the work for very common text ('น้ำ', 'a'). */
const CANDIDATES = 200;

/** `GET GET_MASTER_DATA/GetAutoComplete`: bilingual product-name suggestions for the search box. */
export default async function autocompleteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/GET_MASTER_DATA/GetAutoComplete', {
    schema: {
      tags: [CATALOG_TAG],
      summary: 'Suggestions: { Data: [{ P_Code, PRODUCTNAME, PRODUCTNAME_EN }] }, names starting with the text first',
      description: `${TENANT_HEADER_NOTE} Matches Thai and English substrings of names, codes and barcodes (every space-separated part must occur).`,
      querystring: Query({ search: Type.Optional(SearchText), take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZE.autocomplete })) }),
      response: { 200: AutoCompleteSchema },
    },
  }, async (request, reply) => {
    const tenantId = await browsingTenant(app, request);
    const text = normalizeSearchText(request.query.search);
    if (!text) return { Data: [] };
    const take = request.query.take ?? PAGE_SIZE.autocomplete;
    return cachedJson(app.db, reply, tenantId, `auto|${take}|${text}`, async () => {
      const params: unknown[] = [tenantId];
      const likes = text.split(' ').map((part) => {
        params.push(`%${escapeLikePattern(part)}%`);
        return `search_text LIKE $${params.length}`;
      });
      params.push(`${escapeLikePattern(text)}%`, take);
      const prefix = `$${params.length - 1}`;
      const rows = await app.db.query<{ p_code: string; name_th: string; name_en: string }>(
        `SELECT p_code, name_th, name_en FROM (
           SELECT p_code, name_th, name_en FROM products
            WHERE tenant_id = $1 AND NOT disabled AND ${likes.join(' AND ')}
            LIMIT ${CANDIDATES}) m
          ORDER BY (lower(name_th) LIKE ${prefix} OR lower(name_en) LIKE ${prefix}) DESC, length(name_th), p_code
          LIMIT $${params.length}`, params);
      return { Data: rows.map((row) => ({ P_Code: row.p_code, PRODUCTNAME: row.name_th, PRODUCTNAME_EN: row.name_en })) };
    });
  });
}
