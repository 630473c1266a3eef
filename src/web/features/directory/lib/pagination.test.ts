import { describe, expect, it } from 'vitest'
import { pageCount, pageItems } from './pagination'

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 12)).toBe(1)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
    expect(pageCount(332, 12)).toBe(28)
  })

  it('shows the first, the last, and the current page with its neighbours', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(1, 3)).toEqual([1, 2, 3])
    expect(pageItems(1, 28)).toEqual([1, 2, 'gap', 28])
    expect(pageItems(10, 28)).toEqual([1, 'gap', 9, 10, 11, 'gap', 28])
    expect(pageItems(28, 28)).toEqual([1, 'gap', 27, 28])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(3, 28)).toEqual([1, 2, 3, 4, 'gap', 28])
  })
})
