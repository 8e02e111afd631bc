/** Share of predictions equal to the truth. */
export function accuracy(predicted: readonly number[], truth: readonly number[]): number {
  if (truth.length === 0) return 0;
  let right = 0;
  for (let i = 0; i < truth.length; i++) if (predicted[i] === truth[i]) right++;
  return right / truth.length;
}

/** Root mean squared error. */
export function rmse(predicted: readonly number[], truth: readonly number[]): number {
  if (truth.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < truth.length; i++) sum += (predicted[i]! - truth[i]!) ** 2;
  return Math.sqrt(sum / truth.length);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Rounds a metric for storage and display (6 significant decimals are more than any screen shows). */
export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
