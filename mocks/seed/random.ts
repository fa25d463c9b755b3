/** The seed's only source of variety: a small seeded PRNG (mulberry32), so every run builds the same data. */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const indices = items.map((_, index) => index);
    for (let i = indices.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [indices[i], indices[j]] = [indices[j] as number, indices[i] as number];
    }
    return indices
      .slice(0, count)
      .sort((a, b) => a - b)
      .map((index) => items[index] as T);
  };
  return { next, int, pick, sample };
}
