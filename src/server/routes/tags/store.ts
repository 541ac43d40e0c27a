import type { Queryable } from '../../db/index';

/** Reading the 0602 customer_tags table in the wire shape of api/tags. */
export interface TagRow {
  tag_id: number | string;
  code: string;
  name_th: string;
  name_en: string;
  color: string;
  active: boolean;
  created_by: string;
  updated_at: Date | string;
  customer_count?: number | string | null;
}

export interface TagView {
  Id: number;
  Code: string;
  NameTh: string;
  NameEn: string;
  Color: string;
  Active: boolean;
  CreatedBy: string;
  UpdatedAt: string;
  /** Customers of the caller's centres carrying the tag. */
  CustomerCount: number;
}

export const TAG_COLUMNS = 't.tag_id, t.code, t.name_th, t.name_en, t.color, t.active, t.created_by, t.updated_at';

/** Customers of centres `$2` (text[]) carrying tag `t.code`. */
export const COUNT_IN_CENTRES = `(SELECT count(DISTINCT c.customer_code) FROM customers c
    JOIN customer_centers cc ON cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code
   WHERE c.tenant_id = t.tenant_id AND cc.sale_unit = ANY($2::text[])
     AND EXISTS (SELECT 1 FROM unnest(string_to_array(c.route_step2, ',')) AS rt(code) WHERE btrim(rt.code) = t.code)) AS customer_count`;

export function tagView(r: TagRow): TagView {
  return {
    Id: Number(r.tag_id), Code: r.code, NameTh: r.name_th, NameEn: r.name_en, Color: r.color, Active: r.active,
    CreatedBy: r.created_by, UpdatedAt: new Date(r.updated_at).toISOString(), CustomerCount: Number(r.customer_count ?? 0),
  };
}

export async function findTag(q: Queryable, tenantId: string, id: number, centres: string[]): Promise<TagView | null> {
  const [row] = await q.query<TagRow>(
    `SELECT ${TAG_COLUMNS}, ${COUNT_IN_CENTRES} FROM customer_tags t WHERE t.tenant_id = $1 AND t.tag_id = $3`, [tenantId, centres, id],
  );
  return row ? tagView(row) : null;
}

/** A tag as a customer's list shows it: its names and colour. */
export interface TagName { Code: string; NameTh: string; NameEn: string; Color: string }

/**
 * The names of the tag codes customers carry (their RouteStep2), in the order given. A code no tag
 * has (deleted, or typed into RouteStep2 by an import) is named by its code and has no colour.
 */
export async function tagNamesOf(q: Queryable, tenantId: string, lists: string[][]): Promise<TagName[][]> {
  const codes = [...new Set(lists.flat())];
  const rows = codes.length
    ? await q.query<{ code: string; name_th: string; name_en: string; color: string }>(
      'SELECT code, name_th, name_en, color FROM customer_tags WHERE tenant_id = $1 AND code = ANY($2::text[])', [tenantId, codes],
    )
    : [];
  const byCode = new Map(rows.map((r) => [r.code, { Code: r.code, NameTh: r.name_th, NameEn: r.name_en || r.name_th, Color: r.color }]));
  return lists.map((list) => list.map((code) => byCode.get(code) ?? { Code: code, NameTh: code, NameEn: code, Color: '' }));
}
