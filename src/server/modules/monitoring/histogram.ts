/** Cumulative bucket counts of one histogram series: upper bound (seconds) → count, plus the total. */
export interface Buckets {
  bounds: number[]
  counts: number[]
  total: number
}

export const emptyBuckets = (bounds: number[]): Buckets => ({
  bounds,
  counts: bounds.map(() => 0),
  total: 0,
})

export function addBuckets(into: Buckets, from: Buckets): void {
  for (let i = 0; i < into.counts.length; i++) into.counts[i] = (into.counts[i] ?? 0) + (from.counts[i] ?? 0)
  into.total += from.total
}

/** What happened between two cumulative readings (a restart resets counters: then `now` itself). */
export function bucketDelta(now: Buckets, before: Buckets | undefined): Buckets {
  if (!before || before.total > now.total) return now
  return {
    bounds: now.bounds,
    counts: now.counts.map((count, i) => count - (before.counts[i] ?? 0)),
    total: now.total - before.total,
  }
}

/**
 * A quantile in milliseconds from cumulative buckets, interpolated linearly inside its bucket as
 * Prometheus's histogram_quantile does; past the last bound, the last bound. Null without data.
 */
export function quantileMs(buckets: Buckets, q: number): number | null {
  if (buckets.total <= 0) return null
  const rank = q * buckets.total
  let previousBound = 0
  let previousCount = 0
  for (let i = 0; i < buckets.bounds.length; i++) {
    const bound = buckets.bounds[i] as number
    const count = buckets.counts[i] as number
    if (count >= rank) {
      const inBucket = count - previousCount
      const fraction = inBucket > 0 ? (rank - previousCount) / inBucket : 1
      return Math.round((previousBound + (bound - previousBound) * fraction) * 100_000) / 100
    }
    previousBound = bound
    previousCount = count
  }
  return Math.round(previousBound * 100_000) / 100
}
