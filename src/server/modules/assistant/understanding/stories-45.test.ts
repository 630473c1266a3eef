import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Forty-fifth lessons, from new development sentences: smoke or a smell of fuel when the burner starts
 * is the heating engineer's, though it leaves by the chimney ("Ölbrenner", "bruciatore"); a computer
 * that shows ads by itself after the antivirus was turned off is IT support's, though it is to be
 * "cleaned"; a floor drain that smells of waste water ("riecht nach Abwasser") or runs over is the
 * plumber's, even in the boiler room and when the washing machine empties into it.
 */
describe('stories, forty-fifth lessons', () => {
  it.each([
    [
      'heating',
      'Buongiorno, da una settimana quando parte il bruciatore sento odore di gasolio in cantina e dal camino esce fumo nero per qualche secondo. È normale? Abito a Mondorf',
    ],
    [
      'heating',
      'Guten Tag, seit einigen Tagen riecht es beim Anspringen des Ölbrenners stark nach Öl und aus dem Schornstein kommt kurz schwarzer Rauch. Haus in Clervaux',
    ],
    [
      'it-support',
      'boa tarde, o portátil da minha filha começou a abrir anúncios sozinho e o Chrome está cheio de extensões estranhas, ela tinha desligado o antivírus para instalar um jogo. Conseguem limpar? Differdange',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  it('a smell of waste water from the floor drain of the boiler room is the plumber’s', () => {
    const text =
      'Im Heizungsraum riecht es nach Abwasser, der Bodenablauf läuft über, wenn die Waschmaschine abpumpt. Haus in Remich'
    expect(tradeOf(text)).toBe('plumbing')
  })
})
