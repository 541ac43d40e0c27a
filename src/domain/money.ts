/**
 * Money is carried as integer satang (1/100 baht) wherever it is added, multiplied or split,
 * because binary floats turn 0.1 + 0.2 into 0.30000000000000004 and totals drift.
 * Baht values cross the module boundary as plain numbers rounded to 2 decimals.
 */

/** Integer satang of a baht amount, rounding half away from zero (commercial rounding). */
export function toSatang(baht: number): number {
  if (!Number.isFinite(baht)) return 0;
  const sign = baht < 0 ? -1 : 1;
  // toPrecision(15) removes the representation error of e.g. 1.005 * 100 = 100.49999999999999.
  const scaled = Number((Math.abs(baht) * 100).toPrecision(15));
  return sign * Math.round(scaled);
}

export function fromSatang(satang: number): number {
  // `|| 0` turns -0 into 0 so a zero never prints as "-0".
  return Math.round(satang) / 100 || 0;
}

/** Round a baht amount to 2 decimals exactly as a receipt would. */
export function roundMoney(baht: number): number {
  return fromSatang(toSatang(baht));
}

/** Sum baht amounts without float drift. */
export function sumMoney(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) total += toSatang(a);
  return fromSatang(total);
}

/** Unit price × quantity, rounded to satang. */
export function multiplyMoney(unitPrice: number, quantity: number): number {
  return fromSatang(roundHalfAway(toSatang(unitPrice) * quantity));
}

/** `part` percent of an amount, rounded to satang. */
export function percentOf(baht: number, percent: number): number {
  return fromSatang(roundHalfAway((toSatang(baht) * percent) / 100));
}

export function roundHalfAway(n: number): number {
  const sign = n < 0 ? -1 : 1;
  return sign * Math.round(Number(Math.abs(n).toPrecision(15)));
}

/**
 * Split an integer amount of satang over weights so the parts add up exactly to the amount
 * (largest remainder; ties go to the earlier weight so the result is deterministic).
 */
export function allocateSatang(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (weights.length === 0) return [];
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * Math.max(0, w)) / total);
  const parts = exact.map((x) => Math.floor(x));
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0 && k < order.length; k++, left--) parts[order[k].i] += 1;
  return parts;
}
