import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { Body, Query, TENANT_HEADER_NOTE, SmallId } from '../schemas';
import { ancestors, listedCategories, type CategoryItem } from './category-data';
import { CATALOG_TAG, CategoryCode, YesNo, yes } from './schemas';
import { viewerOf } from './viewer';

interface SortRow { number: number; key: string; name_th: string; name_en: string; item_id: string; sort_order: number }

import { CategoryLevelSchema, CategoryListSchema, HierarchyAllSchema } from './responses';
/** Items of a level whose ancestors match the given path (c1..c(n-1)); an empty path part matches any. */
function childrenOf(all: readonly CategoryItem[], path: readonly string[]): CategoryItem[] {
  const level = path.length + 1;
  return all.filter((c) => c.level === level && ancestors(c).every((code, i) => !path[i] || code === path[i]));
}

async function sortGroups(app: FastifyInstance, tenantId: string, listed: readonly CategoryItem[]) {
  const rows = await app.db.query<SortRow>(
    `SELECT g.number, g.key, g.name_th, g.name_en, i.item_id, i.sort_order
       FROM category_sort_groups g JOIN category_sort_items i ON i.tenant_id = g.tenant_id AND i.number = g.number
      WHERE g.tenant_id = $1 ORDER BY g.number, i.sort_order, i.item_id`, [tenantId]);
  const byKey = new Map(listed.map((c) => [`h${c.level}:${c.code}`, c]));
  const groups = new Map<number, { Number: number; Key: string; Name: string; NameEn: string; Items: { Id: string; Name: string; NameEn: string; Image: string; ItemCount: number }[] }>();
  for (const r of rows) {
    const cat = byKey.get(`${r.key}:${r.item_id}`);
    if (!cat) continue;
    let g = groups.get(r.number);
    if (!g) groups.set(r.number, (g = { Number: r.number, Key: r.key, Name: r.name_th, NameEn: r.name_en, Items: [] }));
    g.Items.push({ Id: cat.code, Name: cat.name, NameEn: cat.nameEn, Image: cat.image, ItemCount: cat.itemCount });
  }
  return [...groups.values()];
}

/**
 * Categories: the custom sorting groups (`api/category/list`), one level of the hierarchy or one
 * sorting group's flat rows (`api/category`), and the whole hierarchy for signed-in customers
 * (`GET_MASTER_DATA/GET_HIERARCHY_ALL`). Only categories holding products are listed.
 */
export default async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/category/list', {
    schema: {
      tags: [CATALOG_TAG],
      summary: 'Custom category sorting: { Data: [{ Number, Key (h1..h5), Name, NameEn, Items: [{ Id, Name, NameEn, Image, ItemCount }] }] }',
      description: TENANT_HEADER_NOTE,
      querystring: Query({ point: Type.Optional(YesNo) }),
      response: { 200: CategoryListSchema },
    },
  }, async (request) => {
    const viewer = await viewerOf(app, request);
    const listed = await listedCategories(app.db, viewer.tenantId, { redeem: yes(request.query.point) });
    return { Data: await sortGroups(app, viewer.tenantId, listed) };
  });

  r.get('/api/category', {
    schema: {
      tags: [CATALOG_TAG],
      summary: 'One level of the hierarchy under c1..c5, one category (id), or a sorting group\'s flat rows (categoryNumber): { Data }',
      description: `${TENANT_HEADER_NOTE} Without parameters: the top level. With c1 (and c2 …): the children of that path. With id: that `
        + 'category at the level after the path. With categoryNumber: rows { Number, Key, <Key>: code, <Key>Name: name, NameEn, Image, ItemCount }.',
      querystring: Query({
        categoryNumber: Type.Optional(SmallId()),
        id: Type.Optional(CategoryCode),
        c1: Type.Optional(CategoryCode), c2: Type.Optional(CategoryCode), c3: Type.Optional(CategoryCode),
        c4: Type.Optional(CategoryCode), c5: Type.Optional(CategoryCode),
        point: Type.Optional(YesNo),
      }),
      response: { 200: CategoryLevelSchema },
    },
  }, async (request) => {
    const q = request.query;
    const viewer = await viewerOf(app, request);
    const listed = await listedCategories(app.db, viewer.tenantId, { redeem: yes(q.point) });
    if (q.categoryNumber !== undefined) {
      const group = (await sortGroups(app, viewer.tenantId, listed)).find((g) => g.Number === q.categoryNumber);
      return {
        Data: (group?.Items ?? []).map((i) => ({
          Number: group!.Number, Key: group!.Key, [group!.Key]: i.Id, [`${group!.Key}Name`]: i.Name, NameEn: i.NameEn, Image: i.Image, ItemCount: i.ItemCount,
        })),
      };
    }
    const given = [q.c1, q.c2, q.c3, q.c4, q.c5];
    const depth = given.findIndex((c) => !c);
    const path = (depth === -1 ? given : given.slice(0, depth)).map(String);
    if (path.length >= 5) return { Data: [] };
    const items = childrenOf(listed, path);
    return { Data: q.id ? items.filter((c) => c.code === q.id) : items };
  });

  r.post('/GET_MASTER_DATA/GET_HIERARCHY_ALL', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: HierarchyAllSchema }, tags: [CATALOG_TAG],
      summary: 'The whole 5-level hierarchy for a signed-in customer: [{ status: 200, data: { hierarchy1 … hierarchy5 } }]',
      description: 'hierarchyN narrows to one branch (empty = all); withPic false drops images; is_point true (redeem mode) keeps '
        + 'categories with redeemable products; is_product_mattype (a material type code, e.g. FERT) keeps categories with such products.',
      security: [{ bearer: [] }],
      body: Body({
        hierarchy1: Type.Optional(CategoryCode), hierarchy2: Type.Optional(CategoryCode), hierarchy3: Type.Optional(CategoryCode),
        hierarchy4: Type.Optional(CategoryCode), hierarchy5: Type.Optional(CategoryCode),
        withPic: Type.Optional(Type.Boolean()),
        is_point: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('Y'), Type.Literal('N'), Type.Null()])),
        is_product_mattype: Type.Optional(Type.Union([Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_]*$' }), Type.Boolean(), Type.Null()])),
      }),
    },
  }, async (request) => {
    const b = request.body;
    const tenantId = claimsOf(request).TenantId;
    const matype = typeof b.is_product_mattype === 'string' && !['', 'Y', 'N'].includes(b.is_product_mattype) ? b.is_product_mattype : undefined;
    const listed = await listedCategories(app.db, tenantId, { redeem: b.is_point === true || b.is_point === 'Y', matype });
    const branch = [b.hierarchy1, b.hierarchy2, b.hierarchy3, b.hierarchy4, b.hierarchy5];
    const inBranch = (c: CategoryItem) => [...ancestors(c), c.code].every((code, i) => !branch[i] || code === branch[i]);
    const level = (n: number) => listed.filter((c) => c.level === n && inBranch(c)).map((c) => ({
      code: c.code, name: c.name, nameEn: c.nameEn, ...(b.withPic === false ? {} : { image: c.image }),
      ...Object.fromEntries(ancestors(c).map((code, i) => [`h${i + 1}`, code])), itemCount: c.itemCount,
    }));
    return [{ status: 200 as const, data: { hierarchy1: level(1), hierarchy2: level(2), hierarchy3: level(3), hierarchy4: level(4), hierarchy5: level(5) } }];
  });
}
