export type PageItem = number | 'gap'

/** How many pages a result spans (at least one, so "page 1 of 1" reads right for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/**
 * The page links to show: the first, the last, and the current one with its neighbours; a gap
 * stands for two or more pages left out (a single one is shown, a gap would not save space).
 */
export function pageItems(current: number, last: number): PageItem[] {
  const shown = new Set(
    [1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last),
  )
  const pages = [...shown].sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const page of pages) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap')
    items.push(page)
  }
  return items
}
