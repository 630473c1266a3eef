import { describe, expect, it } from 'vitest'
import { rowsInOrder } from './rows-in-order'

describe('rowsInOrder', () => {
  it('puts rows back in the order of the page’s ids and leaves out ids whose row has gone', () => {
    const rows = [
      { id: 7, name: 'g' },
      { id: 3, name: 'c' },
      { id: 9, name: 'i' },
    ]
    expect(rowsInOrder([{ id: 9 }, { id: 4 }, { id: 3 }, { id: 7 }], rows).map((row) => row.name)).toEqual([
      'i',
      'c',
      'g',
    ])
    expect(rowsInOrder([], rows)).toEqual([])
  })
})
