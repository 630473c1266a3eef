import { beforeEach, describe, expect, it } from 'vitest'
import { sharedCategories, shortlist } from './shortlist'

const provider = (id: number, categories = ['painting']) => ({
  id,
  slug: `p-${id}`,
  name: `Provider ${id}`,
  categories,
})

describe('directory shortlist', () => {
  beforeEach(() => shortlist.clear())

  it('adds and removes a provider, and keeps it for the browser session', () => {
    expect(shortlist.toggle(provider(1))).toBe(true)
    expect(shortlist.has(1)).toBe(true)
    expect(JSON.parse(sessionStorage.getItem('luxpro-shortlist') ?? '[]')).toHaveLength(1)
    shortlist.toggle(provider(1))
    expect(shortlist.get()).toEqual([])
  })

  it('holds at most 5 providers', () => {
    for (const id of [1, 2, 3, 4, 5]) shortlist.toggle(provider(id))
    expect(shortlist.isFull()).toBe(true)
    expect(shortlist.toggle(provider(6))).toBe(false)
    expect(shortlist.get().map((p) => p.id)).toEqual([1, 2, 3, 4, 5])
  })

  it('orders the categories by how many shortlisted providers offer them', () => {
    const list = [
      provider(1, ['painting', 'renovation']),
      provider(2, ['renovation']),
      provider(3, ['tiling', 'renovation']),
    ]
    expect(sharedCategories(list)[0]).toBe('renovation')
  })
})
