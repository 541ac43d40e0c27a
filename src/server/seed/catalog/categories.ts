import type { Row } from './bulk';
import type { ProductRow } from './products';
import { DEPARTMENTS } from './vocabulary';

const image = (tenantId: string, level: number, code: string) => `/api/media/${tenantId}/categories/${level}-${code}.svg`;

/**
 * The 5-level hierarchy: department (h1), category (h2), product type (h3) from the vocabulary; brand
 * (h4) and size (h5) from the products actually generated.
 */
export function categoryRows(tenantId: string, products: readonly ProductRow[]): Row[] {
  const rows = new Map<string, Row>();
  const add = (level: number, code: string, th: string, en: string, parents: string[], order: number) => {
    const key = `${level}:${code}`;
    if (rows.has(key)) return;
    rows.set(key, {
      tenant_id: tenantId, level, code, name_th: th, name_en: en, image: image(tenantId, level, code),
      h1: parents[0] ?? '', h2: parents[1] ?? '', h3: parents[2] ?? '', h4: parents[3] ?? '', sort_order: order, active: true,
    });
  };
  DEPARTMENTS.forEach((dept, d) => {
    const h1 = String((d + 1) * 10);
    add(1, h1, dept.name[0], dept.name[1], [], d + 1);
    dept.categories.forEach((cat, c) => {
      const h2 = h1 + String(c + 1).padStart(2, '0');
      add(2, h2, cat.name[0], cat.name[1], [h1], c + 1);
      cat.types.forEach((type, t) => {
        add(3, h2 + String(t + 1).padStart(2, '0'), type.name[0], type.name[1], [h1, h2], t + 1);
      });
    });
  });
  for (const p of products) {
    const [h1, h2, h3, h4, h5] = [p.h1, p.h2, p.h3, p.h4, p.h5].map(String);
    add(4, h4, String(p.brand_name_th), String(p.brand_name_en), [h1, h2, h3], Number(h4.slice(-3)));
    add(5, h5, String(p.size_name), String(p._size_en), [h1, h2, h3, h4], Number(h5.slice(-2)));
  }
  return [...rows.values()];
}

/** Custom category sorting: popular categories first, then the departments in a merchant's order. */
export function sortGroupRows(tenantId: string): { groups: Row[]; items: Row[] } {
  const groups: Row[] = [
    { tenant_id: tenantId, number: 1, key: 'h2', name_th: 'หมวดยอดนิยม', name_en: 'Popular categories' },
    { tenant_id: tenantId, number: 2, key: 'h1', name_th: 'แผนกสินค้า', name_en: 'Departments' },
  ];
  const popular = ['1001', '1002', '1003', '2001', '3001', '4001', '5001', '7001'];
  const departments = ['40', '10', '20', '30', '50', '60', '70', '80'];
  const items: Row[] = [
    ...popular.map((id, i) => ({ tenant_id: tenantId, number: 1, item_id: id, sort_order: i + 1 })),
    ...departments.map((id, i) => ({ tenant_id: tenantId, number: 2, item_id: id, sort_order: i + 1 })),
  ];
  return { groups, items };
}
