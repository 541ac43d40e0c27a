import { TYPES, type TypeRef } from './brands';
import { between, chance, rngFor } from './random';
import { DEPARTMENTS, EDITIONS, MATYPES, type TaxCode } from './vocabulary';

/** One products row, keyed by column name (see migrations/0100_catalog_products.sql). */
export type ProductRow = Record<string, string | number | boolean | null>;

/** Level discounts off level 1 (retail): wholesale customers buy at higher levels. */
const LEVEL_FACTORS = [1, 0.97, 0.95, 0.93, 0.9];
/** Bigger units are a little cheaper per base unit. */
const UNIT_FACTORS = [1, 0.98, 0.95];

export const productCode = (i: number) => String(1_000_001 + i);

/** Category codes of a product's position: h1 '10', h2 '1001', h3 '100102', h4 (brand) and h5 (size). */
export function hierarchyCodes(ref: TypeRef, brand: number, size: number): [string, string, string, string, string] {
  const h1 = String((ref.d + 1) * 10);
  const h2 = h1 + String(ref.c + 1).padStart(2, '0');
  const h3 = h2 + String(ref.t + 1).padStart(2, '0');
  const h4 = h3 + String(brand + 1).padStart(3, '0');
  return [h1, h2, h3, h4, h4 + String(size + 1).padStart(2, '0')];
}

function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 ? 3 : 1);
  return first12 + String((10 - (sum % 10)) % 10);
}

const roundPrice = (baht: number) => (baht >= 20 ? Math.round(baht) : Math.round(baht * 4) / 4);
const satang = (baht: number) => Math.round(baht * 100) / 100;

export interface Combination {
  ref: TypeRef;
  flavour: number;
  size: number;
  brand: number;
  edition: number;
}

function capacity(ref: TypeRef): number {
  return ref.type.flavours.length * ref.type.sizes.length * ref.brands.length * EDITIONS.length;
}

/**
 * The i-th distinct product of a catalogue: types take turns, and inside a type the flavour varies
 * fastest, then size, then brand, then edition, so a small catalogue covers every type with its
 * department's own brands and a big one never repeats a name.
 */
export function* combinations(): Generator<Combination> {
  for (let round = 0; ; round++) {
    let any = false;
    for (const ref of TYPES) {
      if (round >= capacity(ref)) continue;
      any = true;
      const { flavours, sizes } = ref.type;
      let k = round;
      const flavour = k % flavours.length; k = Math.floor(k / flavours.length);
      const size = k % sizes.length; k = Math.floor(k / sizes.length);
      const brand = k % ref.brands.length; k = Math.floor(k / ref.brands.length);
      yield { ref, flavour, size, brand, edition: k };
    }
    if (!any) return;
  }
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** Product i of catalogue `seed` for `tenantId`: the same inputs always give the same row. */
export function productRow(tenantId: string, seed: number, i: number, combo: Combination): ProductRow {
  const { ref, flavour, size, edition } = combo;
  // Catalogues of different seeds rotate the brands (a bijection: names stay unique).
  const brand = (combo.brand + seed - 1) % ref.brands.length;
  const rnd = rngFor(seed, 'product', i);
  const type = ref.type;
  const dept = DEPARTMENTS[ref.d];
  const cat = dept.categories[ref.c];
  const [brandTh, brandEn] = ref.brands[brand];
  const [flavourTh, flavourEn] = type.flavours[flavour];
  const [sizeTh, sizeEn] = type.sizes[size];
  const [editionTh, editionEn] = EDITIONS[edition];
  const code = productCode(i);
  const [h1, h2, h3, h4, h5] = hierarchyCodes(ref, brand, size);

  const nameTh = join(`${type.name[0]}${brandTh}`, flavourTh, sizeTh, editionTh);
  const nameEn = join(brandEn, type.name[1], flavourEn, sizeEn, editionEn);
  const units = type.units.units;

  const [min, max] = type.price;
  const base = roundPrice(min + (max - min) * ((size + rnd()) / type.sizes.length));
  // A few products are priced before VAT even in VAT-included categories.
  const tax: TaxCode = type.tax === '1' && chance(rnd, 0.06) ? '2' : type.tax;
  const row: ProductRow = {
    tenant_id: tenantId, p_code: code,
    name_th: nameTh, name_en: nameEn,
    short_name_th: join(type.name[0], flavourTh, sizeTh), short_name_en: join(type.name[1], flavourEn, sizeEn),
    description_th: `${nameTh} จาก${brandTh} หมวด${cat.name[0]} ขายเป็น${units.map((x) => x[1]).join('/')} เหมาะสำหรับร้านค้าปลีกและร้านอาหาร`,
    description_en: `${nameEn} by ${brandEn}, from our ${cat.name[1].toLowerCase()} range. Sold by the ${units.map((x) => x[2]).join(', ')}; suited to retail shops and restaurants.`,
    catalog_price: null,
    option1: chance(rnd, 0.5) ? Math.max(1, Math.ceil(base / 5)) : 0,
    group_code: h2, group_name_th: cat.name[0], group_name_en: cat.name[1],
    brand_code: `B${String(ref.d + 1).padStart(2, '0')}${String(brand + 1).padStart(3, '0')}`,
    brand_name_th: brandTh, brand_name_en: brandEn,
    flavour_code: flavourTh ? `F${flavour + 1}` : '', flavour_name: flavourTh,
    variant_code: editionTh ? `E${edition}` : '', variant_name: editionTh,
    size_code: `S${size + 1}`, size_name: sizeTh,
    // Not a column: the English size name for the level-5 category.
    _size_en: sizeEn,
    supplier_code: `V${String(ref.d + 1).padStart(2, '0')}${String(brand % 20 + 1).padStart(2, '0')}`,
    supplier_name: `บริษัท ${brand < dept.brands.length ? brandTh : `${dept.brands[brand % dept.brands.length][0]} เทรดดิ้ง`} จำกัด`,
    matype: chance(rnd, 0.8) ? MATYPES[0][0] : MATYPES[1][0],
    disabled: chance(rnd, 0.01),
    stock_item: !chance(rnd, 0.03),
    suggested: chance(rnd, 0.04),
    h1, h2, h3, h4, h5,
  };
  row.matype_name = MATYPES.find(([m]) => m === row.matype)?.[1] ?? '';

  for (let u = 1; u <= 3; u++) {
    const unit = units[u - 1];
    row[`unit${u}`] = unit?.[0] ?? '';
    row[`unit${u}_name_th`] = unit?.[1] ?? '';
    row[`unit${u}_name_en`] = unit?.[2] ?? '';
    row[`unit${u}_rate`] = unit ? unit[3] : 0;
    row[`show_price${u}`] = !!unit;
    const prefix = `885${seed % 10}${u}${String(i).padStart(7, '0')}`;
    row[`barcode${u}`] = unit ? ean13(prefix) : '';
    for (let l = 1; l <= 5; l++) {
      row[`u${u}_price${l}`] = unit ? satang(roundPrice(base * LEVEL_FACTORS[l - 1]) * unit[3] * UNIT_FACTORS[u - 1]) : null;
      row[`u${u}_price${l}_type`] = tax;
    }
  }
  // Some multi-unit products are sold only by the pack or case.
  if (units.length > 1 && chance(rnd, 0.05)) row.show_price1 = false;

  const pictures = chance(rnd, 0.03) ? 0 : 1 + Math.floor(rnd() * 3);
  for (let n = 1; n <= 5; n++) row[`pic${n}`] = n <= pictures ? `/api/media/${tenantId}/products/${code}/${n}.svg` : '';
  return row;
}

/** Rows 0..count-1 of catalogue `seed`, in batches. */
export function* productBatches(tenantId: string, seed: number, count: number, batchSize = 2000): Generator<ProductRow[]> {
  let batch: ProductRow[] = [];
  let i = 0;
  for (const combo of combinations()) {
    if (i >= count) break;
    batch.push(productRow(tenantId, seed, i, combo));
    i++;
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** A price a little under a product's own (for advance prices): 5–15 % off. */
export function discounted(price: number, rnd: () => number): number {
  return satang(roundPrice(price * (1 - between(rnd, 0.05, 0.15))));
}
