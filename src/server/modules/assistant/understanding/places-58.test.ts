import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-eighth lessons on places: a town abroad that shares a name with one of ours is told by its country after a
 * comma as well ("in Hamm, in Germany", "em Hamm, na Alemanha"); a town told "near" another of ours after the home's
 * ("we live in Ell, near Redange", "siamo a Ell, vicino a Redange") is a landmark, the home's town is the place; a
 * place told only as "near Redange" is still Redange's.
 */
describe('places, fifty-eighth lessons', () => {
  it.each([
    ['Precisamos de alguém para limpar a casa da minha irmã em Hamm, na Alemanha, antes da venda.', 'abroad'],
    ["We need a cleaner for my sister's flat in Hamm, in Germany, before it goes on sale.", 'abroad'],
    ['Cerco un falegname per il piano di lavoro in rovere, siamo a Ell, vicino a Redange.', 'Ell'],
    ['We need a joiner to sand our oak worktop, we live in Ell, near Redange.', 'Ell'],
    ['We need a joiner to sand our oak worktop, we live near Redange.', 'Redange'],
    ['Our flat in Hamm needs a cleaner before we move out.', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
