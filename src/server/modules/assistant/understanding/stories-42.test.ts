import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Forty-second lessons, from new development sentences: old windows to change are the joiner's, also
 * with Italian "cambiare" and Luxembourgish "auswiesselen", and when asked as a question.
 */
describe('stories, forty-second lessons', () => {
  it.each([
    ['Conviene cambiare le finestre vecchie o basta sistemare le guarnizioni? Casa a Mersch', 'carpentry'],
    ['Mir wëllen déi al Fënsteren auswiesselen, Haus zu Miersch', 'carpentry'],
    ['Wir möchten die alten Fenster austauschen lassen, Haus in Mersch', 'carpentry'],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })
})
