import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Fifty-ninth lessons, from new development sentences: panels hung on a balcony's railing are solar;
 * panels for hot water or for electricity, asked which, are solar; a built-in coffee machine is an
 * appliance; dust after the works that mopping does not lift ("la fregona") is cleaning; an interpreter
 * between two named languages is translation, though a notary is named.
 */
describe('stories, fifty-ninth lessons', () => {
  it.each([
    [
      'solar',
      'Wir überlegen, zwei Module ans Balkongeländer zu hängen und in die Steckdose zu stecken, lohnt sich das?',
    ],
    ['solar', '¿Es mejor poner paneles para el agua caliente o para la electricidad en el tejado?'],
    ['appliance-repair', 'Unser Einbau-Kaffeevollautomat verliert Wasser unter der Tropfschale.'],
    [
      'cleaning',
      'Después de la reforma el suelo sigue blanco de polvo aunque pasamos la fregona, y hay gotas de pintura en los cristales.',
    ],
    [
      'translation',
      'Ich brauche für einen Termin beim Notar nächste Woche einen Dolmetscher Deutsch–Arabisch für meinen Schwiegervater.',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guard: a notary for a deed written in one language.
  it.each([['legal', 'Wir brauchen einen Notar für den Hausverkauf, der Vertrag ist auf Deutsch.']])(
    'still %s: %s',
    (category, text) => {
      expect(tradeOf(text)).toBe(category)
    },
  )
})
