import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Fifty-fourth lessons, from new development sentences for patterns of a written development set
 * (`dev-written-c.json`): something heavy, its weight in kilos, carried up or down is the movers' though
 * it is a freezer; underfloor heating ("plancher chauffant", "piso radiante") is the heating engineer's
 * though an extension or screed is named; solar panels for the hot water are solar's; the downpipe of a
 * gutter or roof ("tubo de queda da caleira", "bajante del tejado") is the roofer's, a bare "bajante" may
 * be the waste stack; a time-lapse film of the works is the photographer's; more sockets instead of
 * extension leads, shop windows washed every week, an interpreter at the notary and a tax letter from the
 * Contributions are read as before.
 */
describe('stories, fifty-fourth lessons', () => {
  it.each([
    [
      'electrical',
      'queremos pôr mais tomadas na cozinha, agora está tudo ligado em extensões e fichas triplas',
    ],
    [
      'electrical',
      'Ich brauche mehr Steckdosen im Büro, alles hängt an Mehrfachsteckdosen und Verlängerungskabeln',
    ],
    ['heating', 'Vamos fazer piso radiante no rés-do-chão, quem liga os tubos ao coletor?'],
    [
      'heating',
      'On veut un plancher chauffant dans la nouvelle extension, qui peut raccorder au collecteur ?',
    ],
    ['roofing', 'o tubo de queda da caleira partiu-se e a água cai toda na parede'],
    ['roofing', 'el bajante del tejado se ha roto y el agua cae por la fachada'],
    ['roofing', 'il pluviale di casa si è staccato dal muro dopo il temporale'],
    [
      'cleaning',
      'as montras da loja estão sempre sujas, queria alguém que as lave por fora todas as semanas',
    ],
    ['cleaning', 'Wir suchen jemanden, der jede Woche die Schaufenster unseres Geschäfts putzt'],
    ['moving', 'preciso de alguém para carregar uma arca frigorífica de 200 kg até à cave'],
    ['moving', "Il faut descendre un frigo américain de 150 kg au sous-sol, l'escalier est étroit"],
    ['solar', 'os painéis solares de água quente no telhado já não aquecem a água como antes'],
    ['solar', "les panneaux solaires pour l'eau chaude ne chauffent plus l'été"],
    ['translation', 'preciso de um intérprete que vá comigo ao notário para a escritura'],
    ['translation', 'Ich brauche einen Dolmetscher, der mich zum Notar begleitet'],
    [
      'accounting',
      "a minha mãe recebeu uma carta das Contributions a pedir a déclaration d'impôts, alguém que trate disso?",
    ],
    ['photography', 'quero filmar a obra do início ao fim em timelapse e fazer um vídeo no fim'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: a waste stack is the plumber's; tiles over underfloor heating are the tiler's.
  it.each([
    [
      'plumbing',
      'La bajante del inodoro del vecino de arriba hace un ruido tremendo detrás de mi dormitorio cada vez que tira de la cadena, ¿se puede aislar?',
    ],
    [
      'tiling',
      'need someone to tile a new utility room floor with large porcelain tiles, underfloor heating is already in',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
