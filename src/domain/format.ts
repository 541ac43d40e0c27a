/** Display formatting shared by every screen: amounts, baht, points, progress. */
import { roundHalfAway, toSatang } from './money';

export type Locale = 'th' | 'en';

/**
 * Thai (th-TH) and English (en-US) write numbers alike: Latin digits, ',' between thousands, '.'
 * before the decimals. Written out here instead of `Intl.NumberFormat`: the first NumberFormat a
 * page builds makes the browser load its ICU number data, ~240 ms of a 4x-throttled phone's main
 * thread in the middle of hydration (docs/performance.md, "Issue 13, session 7").
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A satang-exact amount (an integer count of hundredths) with `min`..2 decimals. */
function formatHundredths(hundredths: number, min: 0 | 2): string {
  const negative = hundredths < 0;
  const abs = Math.abs(hundredths);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  let cents = String(abs % 100).padStart(2, '0');
  if (min === 0) cents = cents.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${cents ? `.${cents}` : ''}`;
}

/** 1234.5 → '1,234.50' (always 2 decimals, rounded half away from zero like the receipt). */
export function formatAmount(value: number, locale: Locale | string = 'th'): string {
  void locale;
  return formatHundredths(Number.isFinite(value) ? toSatang(value) : 0, 2);
}

/** '฿1,234.50'. The symbol reads the same in Thai and English. */
export function formatBaht(value: number, locale: Locale | string = 'th'): string {
  const s = formatAmount(Math.abs(value), locale);
  return value < 0 && toSatang(value) !== 0 ? `-฿${s}` : `฿${s}`;
}

/** A whole count in the page's language: 12345 → '12,345' (rows, items, kilobytes). */
export function formatCount(value: number, locale: Locale | string = 'th'): string {
  void locale;
  return formatHundredths(Number.isFinite(value) ? Math.round(value) * 100 : 0, 0);
}

export const DEFAULT_POINTS_LABEL: Record<Locale, string> = { th: 'คะแนน', en: 'points' };

/**
 * '1,250 points'. Points have no forced decimals; the label is the tenant's word (points, coins, …)
 * passed by the caller from its i18n resources.
 */
export function formatPoints(value: number, locale: Locale | string = 'th', label?: string): string {
  const n = formatHundredths(Number.isFinite(value) ? toSatang(value) : 0, 0);
  const word = label ?? DEFAULT_POINTS_LABEL[locale === 'en' ? 'en' : 'th'];
  return `${n} ${word}`;
}

/** Money or points, as the cart button shows it depending on the mode. */
export function formatCartTotal(
  total: number,
  mode: 'sales' | 'redeem',
  locale: Locale | string = 'th',
  pointsLabel?: string,
): string {
  return mode === 'redeem' ? formatPoints(total, locale, pointsLabel) : formatBaht(total, locale);
}

/**
 * Progress toward a target in percent, 2 decimals, never below 0 and capped at 100 unless overflow
 * is allowed. A target of 0 or less counts as reached (100).
 */
export function progressPercent(value: number, target: number, allowOverflow = false): number {
  if (!Number.isFinite(value)) return 0;
  if (!Number.isFinite(target) || target <= 0) return 100;
  const pct = Math.max(0, roundHalfAway((value / target) * 10000) / 100);
  return allowOverflow ? pct : Math.min(100, pct);
}

/** A distance for the centre picker: '3.45 km' / '3.45 กม.'. */
export function formatKm(km: number, locale: Locale | string = 'th'): string {
  const n = formatHundredths(Number.isFinite(km) ? toSatang(km) : 0, 0);
  return locale === 'en' ? `${n} km` : `${n} กม.`;
}

/** Replace {name} placeholders, as the spec's messages use them. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
