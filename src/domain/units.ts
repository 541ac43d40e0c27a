/**
 * Units of a product. A product has up to three units (UNIT1..3 with names and rates). A rate is the
 * number of base units in one of that unit; the base unit has rate 1 (e.g. piece 1, pack 12,
 * case 48). Nothing here assumes which of UNIT1..3 is the biggest: it is the one with the largest rate.
 */
import { isTruthy, toNumber, type Flaggy } from './flags';

export type UnitIndex = 1 | 2 | 3;
export const UNIT_INDEXES: readonly UnitIndex[] = [1, 2, 3];

export interface UnitFields {
  UNIT1?: string | null;
  UNIT2?: string | null;
  UNIT3?: string | null;
  UNIT1NAME?: string | null;
  UNIT2NAME?: string | null;
  UNIT3NAME?: string | null;
  UNIT1RATE?: number | string | null;
  UNIT2RATE?: number | string | null;
  UNIT3RATE?: number | string | null;
  ShowPrice1?: Flaggy;
  ShowPrice2?: Flaggy;
  ShowPrice3?: Flaggy;
}

/** Quantities per unit, as a cart line carries them. */
export interface UnitQuantities {
  qty1: number;
  qty2: number;
  qty3: number;
}

export type UnitCountRule = 'standard' | 'variant';

export function unitRate(p: UnitFields, i: UnitIndex): number {
  return toNumber(p[`UNIT${i}RATE`]);
}

/**
 * How many units a product offers. Standard rule: 3 if all three rates are positive, 2 if the first
 * and second are, otherwise 1. The other deployment's variant: 3 if UNIT3RATE > 0, 2 if UNIT2RATE > 1.
 */
export function unitCount(p: UnitFields, rule: UnitCountRule = 'standard'): 1 | 2 | 3 {
  const [r1, r2, r3] = [unitRate(p, 1), unitRate(p, 2), unitRate(p, 3)];
  if (rule === 'variant') {
    if (r3 > 0) return 3;
    if (r2 > 1) return 2;
    return 1;
  }
  if (r1 > 0 && r2 > 0 && r3 > 0) return 3;
  if (r1 > 0 && r2 > 0) return 2;
  return 1;
}

export interface UnitInfo {
  index: UnitIndex;
  code: string;
  name: string;
  /** Base units in one of this unit; a single-unit product with no rate counts as 1. */
  rate: number;
  /** The price tier of this unit is shown to buyers (ShowPriceN). */
  shown: boolean;
}

/** The units a product offers, in UNIT1..3 order. */
export function unitsOf(p: UnitFields, rule: UnitCountRule = 'standard'): UnitInfo[] {
  const n = unitCount(p, rule);
  return UNIT_INDEXES.slice(0, n).map((i) => ({
    index: i,
    code: String(p[`UNIT${i}`] ?? ''),
    name: String(p[`UNIT${i}NAME`] ?? p[`UNIT${i}`] ?? ''),
    rate: unitRate(p, i) > 0 ? unitRate(p, i) : 1,
    shown: isShown(p, i),
  }));
}

/**
 * ShowPriceN flags the tiers a buyer may order in. A product whose flags are all absent shows every
 * unit it has (old data carries no flags).
 */
export function isShown(p: UnitFields, i: UnitIndex): boolean {
  const flags = [p.ShowPrice1, p.ShowPrice2, p.ShowPrice3];
  if (flags.every((f) => f === undefined || f === null || f === '')) return true;
  return isTruthy(flags[i - 1]);
}

export function quantityOf(q: UnitQuantities, i: UnitIndex): number {
  return i === 1 ? q.qty1 : i === 2 ? q.qty2 : q.qty3;
}

export function withQuantity<T extends UnitQuantities>(q: T, i: UnitIndex, value: number): T {
  return { ...q, [`qty${i}`]: value };
}

/** Total quantity in base units (what stock and quantity promotions count). */
export function toBaseUnits(q: UnitQuantities, p: UnitFields, rule: UnitCountRule = 'standard'): number {
  let total = 0;
  for (const u of unitsOf(p, rule)) total += toNumber(quantityOf(q, u.index)) * u.rate;
  return total;
}

/** The unit with the largest rate (ties: the lower index). */
export function biggestUnit(p: UnitFields, rule: UnitCountRule = 'standard'): UnitIndex {
  let best: UnitInfo | null = null;
  for (const u of unitsOf(p, rule)) if (!best || u.rate > best.rate) best = u;
  return best ? best.index : 1;
}

/**
 * The unit quick add increments: the biggest unit when the quick-add-on-biggest-unit option is on,
 * otherwise the first unit whose tier is shown (falling back to unit 1).
 */
export function defaultQuickAddUnit(
  p: UnitFields,
  options: { biggestUnit: boolean; rule?: UnitCountRule },
): UnitIndex {
  if (options.biggestUnit) return biggestUnit(p, options.rule);
  return unitsOf(p, options.rule).find((u) => u.shown)?.index ?? 1;
}

/** Quantity expressed in base units, described per unit: 50 with rates 1/12/48 → 1 case, 0 packs, 2 pieces. */
export function splitBaseUnits(base: number, p: UnitFields, rule: UnitCountRule = 'standard'): UnitQuantities {
  const result: UnitQuantities = { qty1: 0, qty2: 0, qty3: 0 };
  let left = Math.max(0, Math.floor(base));
  const units = [...unitsOf(p, rule)].sort((a, b) => b.rate - a.rate || a.index - b.index);
  for (const u of units) {
    const n = Math.floor(left / u.rate);
    left -= n * u.rate;
    result[`qty${u.index}`] = n;
  }
  return result;
}

/**
 * Fields a merchant must fill on a product for its number of units: P_Code and PRODUCTNAME always,
 * then each unit's code, name and rate.
 */
export function requiredProductFields(unitsShown: 1 | 2 | 3): string[] {
  const fields = ['P_Code', 'PRODUCTNAME'];
  for (const i of UNIT_INDEXES.slice(0, unitsShown)) fields.push(`UNIT${i}`, `UNIT${i}NAME`, `UNIT${i}RATE`);
  return fields;
}
