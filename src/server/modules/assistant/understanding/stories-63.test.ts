import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixty-third lessons, from new development sentences: pictures for the press, Instagram or a catalogue are
 * the photographer's; a bathroom, the wiring and another part of the home, all new or still original, are
 * one renovation; doors to widen with the bath made a shower is the adapted home's renovation; floors,
 * toilets and bins on an office's evening round are the cleaners'; a bang in the pipes is the plumber's.
 */
describe('stories, sixty-third lessons', () => {
  it.each([
    [
      'photography',
      'Für unseren neuen Wein brauchen wir Bilder der Flaschen und der Weinberge für Presse und Instagram.',
    ],
    [
      'renovation',
      'Im Haus von 1970 sind Bad, Küche und Elektrik noch original, alles soll neu gemacht werden.',
    ],
    [
      'renovation',
      'Mir hunn en Haus ierflecht, Bad, Kiche an Elektresch sinn nach original, mir wëllen dat op de leschte Stand bréngen.',
    ],
    ['renovation', 'Es geht um neues Bad, neue Elektrik, Böden und die Dämmung, alles vor dem Einzug.'],
    [
      'renovation',
      'Queremos adaptar la casa de mis padres: cambiar la bañera por un plato de ducha y ensanchar puertas.',
    ],
    [
      'cleaning',
      'Cerchiamo qualcuno che passi tre sere a settimana per pavimenti, bagni, cucina e cestini nel nostro ufficio.',
    ],
    [
      'plumbing',
      'Every time the washing machine stops filling there’s a loud bang in the pipes in the wall.',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: a website for photos already taken is the web developer's; a socket in a new bathroom; a new bathroom's tap.
  it.each([
    [
      'web-development',
      'Wir möchten eine eigene Website mit Online-Buchung für unsere Ferienwohnungen; die Fotos für Instagram haben wir schon.',
    ],
    ['electrical', 'Im neuen Bad funktioniert eine Steckdose nicht.'],
    ['plumbing', 'The new bathroom tap drips and the kitchen sink is slow.'],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
