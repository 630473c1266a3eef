import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Ninety-sixth lessons, from new development sentences: a wooden fence with an iron gate to paint is the painter's,
 * not the joiner's; an old flat where "everything changes" ("mudar tudo", "antigo") with four parts named is one
 * renovation. A burst pipe with "la llave de paso" or "la llave general" closed (a valve, not a key) already reads as
 * the plumber's in these words, and a lost house key stays the locksmith's.
 */
describe('stories, ninety-sixth lessons', () => {
  it.each([
    ['plumbing', 'Se rompió el tubo del lavadero y ya cerré la llave de paso, ¿alguien puede venir hoy?'],
    [
      'plumbing',
      'Tenemos una fuga debajo del fregadero, he cerrado la llave general del agua, necesito a alguien urgente.',
    ],
    ['plumbing', 'Rebentou um cano na cave, já fechei a torneira de segurança, preciso de alguém hoje.'],
    ['locksmith', 'He perdido la llave de casa y no puedo entrar, ¿alguien puede abrir la puerta?'],
    ['painting', 'Quiero pintar la valla de madera del jardín y la puerta de hierro de la entrada.'],
    ['painting', 'Il faudrait repeindre la clôture en bois et le portail en fer forgé du jardin.'],
    ['painting', 'We need the wooden fence and the wrought-iron gate painted before summer.'],
    [
      'renovation',
      'Comprámos um T3 antigo e queremos mudar tudo: cozinha, casa de banho, chão e a parte elétrica.',
    ],
    [
      'renovation',
      'Compramos un piso antiguo y queremos cambiarlo todo: cocina, baño, suelos y electricidad.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
