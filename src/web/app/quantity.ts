import type { i18n as I18n } from 'i18next';

/** A unit as an order line, quote or product carries it: its code and its names. */
export interface UnitNames { code?: string; th: string; en?: string }

/**
 * "2 bottles" / "2 ขวด": the one formatter of a quantity with its unit (issue 19). A unit code
 * with texts in locales/<lang>/common.json (`unit.<CODE>_one/_other`) gets i18next's plurals in
 * the page's language; an unknown code falls back to the unit's name in that language (the Thai
 * name when there is no English one).
 */
export function quantityLabel(i18n: I18n, qty: number, unit: UnitNames): string {
  const key = `common:unit.${unit.code ?? ''}`;
  if (unit.code && i18n.exists(key, { count: qty })) return i18n.t(key, { count: qty });
  const name = i18n.language === 'en' && unit.en ? unit.en : unit.th;
  return `${qty} ${name}`.trim();
}

type Qty = { qty1: number; qty2: number; qty3: number };

/** Every non-zero quantity with its unit, largest unit first as the spec lists them ("1 case, 2 bottles"). */
export function unitQuantities(i18n: I18n, q: Qty, unitOf: (u: 1 | 2 | 3) => UnitNames, order: readonly (1 | 2 | 3)[] = [3, 2, 1]): string {
  return order
    .filter((u) => Number(q[`qty${u}`]) > 0)
    .map((u) => quantityLabel(i18n, Number(q[`qty${u}`]), unitOf(u)))
    .join(', ');
}

/** Every non-zero unit of an order line (its unit names as the order keeps them), largest first. */
export function lineQuantities(i18n: I18n, l: Qty & { Unit1: string; Unit2: string; Unit3: string; UnitCode1?: string; UnitCode2?: string; UnitCode3?: string; Unit1En?: string; Unit2En?: string; Unit3En?: string }, order: readonly (1 | 2 | 3)[] = [3, 2, 1]): string {
  return unitQuantities(i18n, l, (u) => ({ code: l[`UnitCode${u}`], th: l[`Unit${u}`], en: l[`Unit${u}En`] }), order);
}
