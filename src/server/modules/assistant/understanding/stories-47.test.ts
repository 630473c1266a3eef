import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Forty-seventh lessons, from new development sentences: an "installateur photovoltaïque" is the solar
 * trade's, not the plumber's "Installateur"; "pulisca", "pulisce" and "sanificato" are cleaning, and an
 * "asilo nido" (a nursery) is no wasps' nest; a machine outside ("o aparelho lá fora", "la machine
 * dehors") loud while the house stays at 16 or 17 degrees is a heat pump's; going back to one's country
 * and wanting a firm with insurance to take everything is a move; the kitchen that "devient noire" when
 * two appliances run together is the electrician's.
 */
describe('stories, forty-seventh lessons', () => {
  it.each([
    [
      'solar',
      "J'ai posé moi-même des panneaux sur l'abri de jardin et l'onduleur affiche une erreur, je cherche un installateur photovoltaïque près d'Ettelbruck pour vérifier.",
    ],
    ['cleaning', 'Serve qualcuno che pulisca le scale del condominio una volta a settimana, siamo a Esch.'],
    ['cleaning', 'Cerchiamo una persona che pulisce il negozio ogni lunedì mattina, 60 m2 a Mersch.'],
    [
      'heating',
      'O aparelho lá fora ao lado da garagem faz um barulho enorme e dentro de casa não passa dos 16 graus. Moramos em Mamer.',
    ],
    [
      'heating',
      'La machine dehors à côté de la terrasse fait un bruit terrible la nuit et la maison reste à 17 degrés. Mamer',
    ],
    [
      'moving',
      'Voltamos para o Brasil no fim do ano e deixamos a casa em Mamer. Queremos uma empresa que leve tudo com seguro, não um conhecido com uma carrinha.',
    ],
    [
      'electrical',
      'Quand le four et le sèche-linge tournent en même temps, toute la cuisine devient noire et je dois descendre remonter le petit levier dans la cave. Mamer',
    ],
    [
      'cleaning',
      "Dopo un'epidemia di influenza l'asilo nido deve essere sanificato da cima a fondo, sale, giochi e bagni, prima di lunedì. Mamer",
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
