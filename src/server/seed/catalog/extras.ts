import { addDays, dayKey } from '../../../domain/dates';
import type { Row } from './bulk';
import { discounted, type ProductRow } from './products';
import { chance, rngFor } from './random';
import { DEPARTMENTS } from './vocabulary';

const iso = (key: number) => `${String(key).slice(0, 4)}-${String(key).slice(4, 6)}-${String(key).slice(6, 8)}`;

/** Stock in base units per centre: mostly a few cases' worth, 5 % sold out. */
export function stockRows(seed: number, products: readonly ProductRow[], saleUnits: readonly string[]): Row[] {
  const rows: Row[] = [];
  for (const p of products) {
    if (!p.stock_item) continue;
    for (const su of saleUnits) {
      const rnd = rngFor(seed, 'stock', String(p.p_code), su);
      const out = chance(rnd, 0.05);
      const rate = Number(p.unit3_rate) || Number(p.unit2_rate) || 1;
      rows.push({
        tenant_id: p.tenant_id, sale_unit: su, p_code: p.p_code,
        stock_available: out ? 0 : Math.round(rate * (1 + rnd() * 40)),
        minimum_stock: rate * 2,
      });
    }
  }
  return rows;
}

export type AdvanceKind = 'current' | 'past' | 'future' | 'higher';

/**
 * Advance prices for about 4 % of the products at some centres: most run today, some ended, some
 * start later, and a few are higher than the standard price (which the rules then ignore).
 */
export function advancePriceRows(seed: number, products: readonly ProductRow[], saleUnits: readonly string[], now: Date): Row[] {
  const today = dayKey(now);
  const rows: Row[] = [];
  for (const p of products) {
    const rnd = rngFor(seed, 'advance', String(p.p_code));
    if (!chance(rnd, 0.04) || saleUnits.length === 0) continue;
    const roll = rnd();
    const kind: AdvanceKind = roll < 0.6 ? 'current' : roll < 0.75 ? 'past' : roll < 0.9 ? 'future' : 'higher';
    const [start, end] = kind === 'past' ? [-30, -1] : kind === 'future' ? [3, 20] : [-5, 10];
    const centres = saleUnits.filter((_, i) => i === 0 || chance(rnd, 0.5));
    for (const su of centres) {
      const row: Row = { tenant_id: p.tenant_id, sale_unit: su, p_code: p.p_code, date_start: iso(addDays(today, start)), date_end: iso(addDays(today, end)) };
      for (let u = 1; u <= 3; u++) {
        for (let l = 1; l <= 5; l++) {
          const std = p[`u${u}_price${l}`];
          row[`u${u}_price${l}`] = typeof std === 'number' ? (kind === 'higher' ? Math.round(std * 110) / 100 : discounted(std, rnd)) : null;
          row[`u${u}_price${l}_type`] = p[`u${u}_price${l}_type`];
        }
      }
      rows.push(row);
    }
  }
  return rows;
}

/** Best-seller counters for about 2 % of the products per centre. */
export function salesCounterRows(seed: number, products: readonly ProductRow[], saleUnits: readonly string[]): Row[] {
  const rows: Row[] = [];
  for (const p of products) {
    if (p.disabled) continue;
    for (const su of saleUnits) {
      const rnd = rngFor(seed, 'sold', String(p.p_code), su);
      if (!chance(rnd, 0.02)) continue;
      const orders = 1 + Math.floor(rnd() * 200);
      rows.push({ tenant_id: p.tenant_id, sale_unit: su, p_code: p.p_code, orders, quantity: orders * (1 + Math.floor(rnd() * 24)) });
    }
  }
  return rows;
}

export interface GroupSeed { group: Row; members: string[] }

/**
 * Display groups: 'DRAWER' (themed shelves for the category drawer) and 'BRAND' (promotion brand
 * pages), each with members picked from the generated products.
 */
export function displayGroupSeeds(tenantId: string, products: readonly ProductRow[]): GroupSeed[] {
  const live = products.filter((p) => !p.disabled);
  const logo = (id: number) => `/api/media/${tenantId}/groups/${id}.svg`;
  const take = (rows: readonly ProductRow[], n: number) => rows.slice(0, n).map((p) => String(p.p_code));
  const themes: [string, string, (p: ProductRow) => boolean][] = [
    ['เครื่องดื่มเย็นชื่นใจ', 'Cold drinks', (p) => p.h1 === '10'],
    ['ขนมขายดีหน้าร้าน', 'Best-selling snacks', (p) => p.h1 === '20'],
    ['ข้าวสารและของแห้ง', 'Rice and dry goods', (p) => p.h1 === '30' || p.h1 === '40'],
    ['ครัวไทยต้องมี', 'Thai kitchen essentials', (p) => p.h1 === '50'],
    ['นมและเครื่องดื่มเช้า', 'Milk and breakfast drinks', (p) => p.h1 === '60'],
    ['ของใช้ในบ้าน', 'Around the house', (p) => p.h1 === '70'],
    ['ดูแลตัวเอง', 'Personal care', (p) => p.h1 === '80'],
    ['สินค้าแนะนำ', 'Recommended', (p) => p.suggested === true],
  ];
  const seeds: GroupSeed[] = themes.map(([th, en, rule], i) => ({
    group: { tenant_id: tenantId, id: i + 1, type: 'DRAWER', name_th: th, name_en: en, logo_image: logo(i + 1), use_translate_name: i % 2 === 0, sort_order: (i + 1) * 10, active: true },
    members: take(live.filter(rule), 48),
  }));
  let id = 100;
  DEPARTMENTS.forEach((dept, d) => {
    for (const [th, en] of dept.brands.slice(0, 2)) {
      id++;
      seeds.push({
        group: { tenant_id: tenantId, id, type: 'BRAND', name_th: th, name_en: en, logo_image: logo(id), use_translate_name: false, sort_order: id, active: true },
        members: take(live.filter((p) => p.brand_name_th === th && String(p.h1) === String((d + 1) * 10)), 60),
      });
    }
  });
  // An empty group: listed to nobody (a group is listed only when it has products).
  seeds.push({ group: { tenant_id: tenantId, id: 99, type: 'DRAWER', name_th: 'ชั้นว่าง', name_en: 'Empty shelf', logo_image: logo(99), use_translate_name: false, sort_order: 999, active: true }, members: [] });
  return seeds;
}
