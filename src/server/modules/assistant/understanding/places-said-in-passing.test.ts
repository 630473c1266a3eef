import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()
const communeOf = (text: string) => {
  const place = understand(text, gazetteer).place
  return place?.kind === 'abroad' ? 'abroad' : (place?.commune ?? null)
}

/**
 * Places named in passing beside the work's: a relative's town beside a dwelling said to be somewhere,
 * a home or job told with a word between the verb and the preposition, a town where something was
 * bought, Italian's contracted prepositions, and a hurried German "garnich" that is no village.
 */
describe('the place of the work among places named in passing', () => {
  it.each([
    // A dwelling said to be there is the work's, before a relative's town.
    ['Meng Schwëster zu Rumelange huet déi selwecht Pompel. D’Haus ass zu Bartreng.', 'Bertrange'],
    ['My sister in Mersch has the same heat pump. The house is in Lintgen.', 'Lintgen'],
    ['Mon frère à Wiltz a refait sa toiture l’an passé ; la maison est à Clervaux.', 'Clervaux'],
    ['Minha irmã em Esch recomendou-vos. A casa fica em Dudelange.', 'Dudelange'],
    // A word between the verb of living or working and the preposition keeps the role.
    ['Mi padre vive ahora en Remich, pero la obra es en casa: vivimos en Mondercange.', 'Mondercange'],
    ['Mon père vit maintenant à Remich ; nous habitons à Bettembourg et le robinet fuit.', 'Bettembourg'],
    ['Compramos una casa en Arlon y trabajamos los dos en Strassen; hay que pintar todo.', 'abroad'],
    ['A minha mãe mora agora em Vianden, e nós moramos em Diekirch com o esquentador avariado.', 'Diekirch'],
    // Italian contracted prepositions name a place.
    ['Abbiamo un bar nel Grund e la serranda non si chiude più.', 'Luxembourg'],
    ['Un ufficio al Kirchberg ha bisogno di pulizie serali.', 'Luxembourg'],
    // What was bought or shopped for abroad came from there; the work is at the home in Luxembourg.
    ['Nous habitons à Mamer et on fait nos courses à Arlon ; le lave-vaisselle acheté là-bas fuit.', 'Mamer'],
    ['Compramos una lavadora en Trier, vivimos en Remich y pierde agua por abajo.', 'Remich'],
    ['Wir haben in Trier eine Lampe gekauft, wohnen in Grevenmacher, wer hängt sie auf?', 'Grevenmacher'],
    [
      'I bought a lamp at a DIY store in Thionville; we live in Bettembourg and need it wired.',
      'Bettembourg',
    ],
    // A dwelling bought there is the work's.
    ['We bought a house in Arlon and the roof needs redoing.', 'abroad'],
    ['Il bagno della casa che abbiamo comprato a Bettange-sur-Mess va piastrellato.', 'Dippach'],
    ['Abbiamo comprato una villetta a Schrassig, e i bagni vanno rifatti.', 'Schuttrange'],
    // "garnich" in lower case is German for "not at all"; the village is named with a preposition.
    ['die hecke wächst garnich mehr, nur braune stellen, wir wohnen in Strassen', 'Strassen'],
    ['Der Garten in Garnich braucht einen neuen Zaun.', 'Garnich'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
