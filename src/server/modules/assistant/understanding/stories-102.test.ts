import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-second lessons, from new development sentences: a booking system that sends a confirmation e-mail is a
 * web project (the e-mail is one of its features, not a question about LuxPro's); a solar installation's app or
 * inverter that shows no production though the sun shines is the solar installer's; a bathroom or kitchen where
 * everything changes ("mudar tudo") with three of its parts named is one renovation, and new tiles around a bath
 * stay the tiler's.
 */
describe('stories, hundred-and-second lessons', () => {
  it.each([
    [
      'web-development',
      'Unser Kletterverein sucht jemanden, der ein Buchungssystem mit Bestätigungsmail programmiert.',
    ],
    ['web-development', 'We need a booking page with a calendar, online payment and a confirmation email.'],
    [null, 'Ich habe keine Bestätigungsmail bekommen.'],
    [
      'solar',
      'A aplicação diz que não há produção apesar do sol e o aparelho cinzento na garagem mostra 0 W.',
    ],
    [
      'solar',
      'La aplicación de las placas dice que no hay producción aunque hace sol, y el inversor tiene una luz roja.',
    ],
    [
      'renovation',
      'A casa de banho é de 1990 e queremos mudar tudo: tirar a banheira, pôr duche, lavatório novo e azulejos.',
    ],
    [
      'renovation',
      'Queremos mudar tudo na cozinha: tirar os armários, pôr bancada nova, azulejos e luz. Quanto custa?',
    ],
    ['tiling', 'Queremos azulejos novos na casa de banho, à volta da banheira e do duche.'],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
