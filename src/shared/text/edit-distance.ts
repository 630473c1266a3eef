/** Damerau–Levenshtein distance (adjacent swaps count as one edit), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const cols = b.length + 1
  const d: number[] = new Array((a.length + 1) * cols).fill(0)
  const at = (i: number, j: number) => d[i * cols + j] as number
  for (let i = 0; i <= a.length; i++) d[i * cols] = i
  for (let j = 0; j <= b.length; j++) d[j] = j
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, at(i - 2, j - 2) + 1)
      d[i * cols + j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
  }
  return at(a.length, b.length)
}
