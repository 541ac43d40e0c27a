/** Small deterministic randomness: the same seed number always gives the same catalogue. */

/** mulberry32: a 32-bit PRNG, plenty for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of some numbers and strings (FNV-1a over their text). */
export function hash(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0001')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A generator for one item (product i, centre s …) of one seed: independent of generation order. */
export function rngFor(seed: number, ...key: (string | number)[]): () => number {
  return prng(hash(seed, ...key));
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length) % list.length];
export const between = (rnd: () => number, min: number, max: number): number => min + rnd() * (max - min);
export const chance = (rnd: () => number, p: number): boolean => rnd() < p;
