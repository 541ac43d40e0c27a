import { DEPARTMENTS, type Pair, type ProductType } from './vocabulary';

// Beyond each department's own brands, a pool of fictional house brands made of two Thai words, so a
// 100,000-product catalogue stays free of duplicate names.
const FIRST: readonly Pair[] = [
  ['ทอง', 'Thong'], ['ดาว', 'Dao'], ['ฟ้า', 'Fah'], ['ใบ', 'Bai'], ['สาย', 'Sai'], ['ภู', 'Phu'], ['แสง', 'Saeng'],
  ['ครัว', 'Khrua'], ['บ้าน', 'Baan'], ['สวน', 'Suan'], ['น้ำ', 'Nam'], ['ลม', 'Lom'],
];
const SECOND: readonly Pair[] = [
  ['ใส', 'Sai'], ['คราม', 'Khram'], ['ทิพย์', 'Thip'], ['ดี', 'Dee'], ['งาม', 'Ngam'], ['สุข', 'Suk'], ['ไทย', 'Thai'],
  ['เพชร', 'Phet'], ['มณี', 'Manee'], ['นคร', 'Nakhon'], ['ทอง', 'Thong'], ['แก้ว', 'Kaew'],
];

export const HOUSE_BRANDS: readonly Pair[] = FIRST.flatMap(([t1, e1]) => SECOND
  .filter(([t2]) => t2 !== t1)
  .map(([t2, e2]) => [`${t1}${t2}`, `${e1} ${e2}`] as Pair));

/** The brands of department d: its own first, then the house brands. */
export function brandsOf(d: number): readonly Pair[] {
  const own = DEPARTMENTS[d].brands;
  const ownTh = new Set(own.map(([th]) => th));
  // Rotate the pool per department so departments do not share their first house brands.
  const shift = (d * 17) % HOUSE_BRANDS.length;
  const pool = [...HOUSE_BRANDS.slice(shift), ...HOUSE_BRANDS.slice(0, shift)].filter(([th]) => !ownTh.has(th));
  return [...own, ...pool];
}

export interface TypeRef {
  d: number;
  c: number;
  t: number;
  type: ProductType;
  brands: readonly Pair[];
}

/** Every product type with its place in the hierarchy (department → category → type). */
export const TYPES: readonly TypeRef[] = DEPARTMENTS.flatMap((dept, d) => dept.categories.flatMap((cat, c) =>
  cat.types.map((type, t) => ({ d, c, t, type, brands: brandsOf(d) }))));
