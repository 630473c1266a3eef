import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Thirty-fourth lessons, from new development sentences: kitchen, bathroom and floors or wiring still
 * to redo ("à casser", "hay que cambiar"), a whole refit named outright though the wiring's word is
 * strong; showers and changing rooms to leave spotless (cleaning, not plumbing); rat poison put down on
 * advice (pest control, though the smell is behind a wall); a layout plan with colours and lighting
 * (interior design, not the electrician's lighting); a parquet to sand ("que lo lijen") and oil again (the joiner's).
 */
describe('stories, thirty-fourth lessons', () => {
  it.each([
    [
      'Nous avons acheté une maison à Bettembourg : cuisine et salle de bain à casser, sols à changer, électricité à remettre aux normes.',
      'renovation',
    ],
    [
      'Compramos un piso en Esch: hay que cambiar la cocina, el baño, los suelos y la instalación eléctrica, ¿cuánto cuesta?',
      'renovation',
    ],
    [
      'Tenemos un gimnasio en Strassen y necesitamos que alguien deje impecables los vestuarios y las duchas cada mañana.',
      'cleaning',
    ],
    [
      "Il vicino mi ha detto di mettere veleno per topi in cantina, adesso c'è puzza dietro il muro e li sento ancora, casa a Mersch.",
      'pest-control',
    ],
    [
      '¿Vale la pena pagar a alguien que nos haga un plan de distribución, colores e iluminación para la casa de Wiltz?',
      'interior-design',
    ],
    [
      'Limpiamos el parquet con lejía y ahora hay tablas levantadas y manchas grises, queremos que lo lijen y lo vuelvan a aceitar, en Mamer.',
      'carpentry',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })

  it('still reads a renovation told as done, with its dust left, as a cleaning', () => {
    const text =
      'Wir haben die Wohnung in Mamer renoviert, neue Küche, neues Bad, neue Böden, und jetzt ist überall Staub. Wer putzt vor dem Einzug?'
    expect(tradeOf(text)).toBe('cleaning')
  })
})
