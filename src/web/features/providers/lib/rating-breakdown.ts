export interface RatingBar {
  stars: 1 | 2 | 3 | 4 | 5
  count: number
  /** Whole percent of all reviews; the five add up to exactly 100 when there is at least one review. */
  percent: number
}

/**
 * The five bars, 5 stars first, from the API's counts (index 0 = 1 star). Percentages are rounded
 * by largest remainder so the bars never add up to 99 % or 101 %.
 */
export function ratingBars(breakdown: readonly number[]): RatingBar[] {
  const counts = [0, 1, 2, 3, 4].map((index) => Math.max(0, breakdown[index] ?? 0))
  const total = counts.reduce((sum, count) => sum + count, 0)
  const exact = counts.map((count) => (total === 0 ? 0 : (count * 100) / total))
  const percents = exact.map(Math.floor)
  let missing = total === 0 ? 0 : 100 - percents.reduce((sum, value) => sum + value, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || b.index - a.index)
  for (const { index } of byRemainder) {
    if (missing <= 0) break
    percents[index] = (percents[index] ?? 0) + 1
    missing -= 1
  }
  return [4, 3, 2, 1, 0].map((index) => ({
    stars: (index + 1) as RatingBar['stars'],
    count: counts[index] ?? 0,
    percent: percents[index] ?? 0,
  }))
}

/** The number of reviews the breakdown counts. */
export const breakdownTotal = (breakdown: readonly number[]) =>
  breakdown.reduce((sum, count) => sum + Math.max(0, count), 0)
