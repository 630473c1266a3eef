import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { tradeOf } from './readings-for-tests'
import { understand } from './understand'

const gazetteer = loadGazetteer()

/**
 * Thirty-ninth lessons, from new development sentences: a cellar that floods and needs a pump is the
 * plumber's (its mud to clean stays the cleaners'); a word the context rules read as itself is no
 * misspelt trade word (Portuguese "chove", it rains, is not "chave", a key); a truck's tachograph is a
 * garage's job, out of scope; a firm moving its desks, workstations and files is a move, and
 * "wir ziehen … nach" says so; "we are a …", "wir sind ein …-büro" name the customer's own business;
 * one word matched by two terms of one trade counts once.
 */
describe('stories, thirty-ninth lessons', () => {
  it.each([
    ['our cellar keeps flooding after heavy rain, we need a pump, Mamer', 'plumbing'],
    [
      'Der Keller steht bei jedem Starkregen unter Wasser, wir brauchen eine Tauchpumpe, Junglinster',
      'plumbing',
    ],
    [
      'La cave est inondée à chaque orage, il faudrait installer une pompe de relevage, Dudelange',
      'plumbing',
    ],
    [
      'De Keller leeft all Kéier voll Waasser wann et vill reent, mir brauchen eng Pomp, Ettelbréck',
      'plumbing',
    ],
    ['A cave inunda sempre que chove muito, precisamos de uma bomba, Esch', 'plumbing'],
    ['La cantina si allaga ogni volta che piove forte, serve una pompa, Strassen', 'plumbing'],
    [
      'El sótano se inunda cada vez que llueve mucho, necesitamos una bomba de achique, Bertrange',
      'plumbing',
    ],
    [
      'After the storm our basement was flooded, mud everywhere, we need it cleaned and disinfected, Walferdange',
      'cleaning',
    ],
    [
      'Wir sind ein kleines Steuerbüro in Strassen und ziehen nächsten Monat nach Bertrange, 12 Arbeitsplätze, Schränke voller Ordner',
      'moving',
    ],
    ['Notre fiduciaire déménage de Luxembourg-Gare à Howald, 15 postes de travail et des archives', 'moving'],
    [
      'Our accounting office is relocating from Kirchberg to Leudelange in April: 20 desks, servers and archive boxes',
      'moving',
    ],
    ['Nous déménageons de Mamer à Wiltz, il nous faut un camion et deux déménageurs', 'moving'],
    [
      'Mir sinn eng kleng Schräinerei zu Wolz a brauchen eng nei Websäit mat Fotoen vun eisen Trapen.',
      'web-development',
    ],
    [
      'Wir sind ein Architekturbüro mit 8 Leuten in Strassen, seit gestern findet kein Laptop mehr den Drucker im Netzwerk.',
      'it-support',
    ],
    [
      "Nous sommes un cabinet d'avocats à Esch, il nous faut un site internet bilingue avec prise de rendez-vous.",
      'web-development',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })

  it.each([
    'Le lecteur de carte du chronotachygraphe de notre camion ne fonctionne plus, Contern',
    'The tachograph in our lorry shows an error, depot in Bettembourg',
    'Der Fahrtenschreiber im LKW zeigt einen Fehler, Firma in Contern',
  ])('a truck’s tachograph is a garage’s job: %s', (text) => {
    const result = understand(text, gazetteer)
    expect(result.category).toBeNull()
    expect(result.outOfScope).toBe('vehicle-repair')
  })
})
