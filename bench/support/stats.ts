/** The value below which `p` percent of the sorted samples fall (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const whole = (value: number) =>
  Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
