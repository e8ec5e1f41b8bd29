/**
 * Small statistics helpers for the benchmarks: median, percentiles, formatting.
 */

/** The `p`-th percentile (0..100) of `values`, nearest-rank; `values` need not be sorted. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Formats a number with thousands separators and `digits` decimals. */
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
