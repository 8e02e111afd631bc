/** The share of labelled rows held out to measure the model (and its baseline) on rows it never saw. */
export const TEST_SHARE = 0.2;

/** mulberry32: a small seeded generator, so a training's split and sample are the same every time it is run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Shuffles, holds out TEST_SHARE (at least one row) and caps the training split at `maxTrain` rows: CART's split
 * search grows with the square of the rows at each node, so a large table trains on a random sample of it.
 */
export function holdOut<T>(items: readonly T[], seed: number, maxTrain: number): { train: T[]; test: T[] } {
  const all = shuffled(items, seededRandom(seed));
  const testSize = Math.max(1, Math.round(all.length * TEST_SHARE));
  return { test: all.slice(0, testSize), train: all.slice(testSize, testSize + maxTrain) };
}
