import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Places named in passing beside the work's: a relative's town beside a dwelling said to be somewhere,
 * a home or job told with a word between the verb and the preposition, a town where something was
 * bought, Italian's contracted prepositions, a hurried German "garnich" that is no village, a town a
 * street is named after, the end of a commute or of a move, and a past job's town.
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
    // A street named after a town is in another town, named beside it; alone, it is all there is.
    ['A nossa casa fica na rua de Mondorf em Remich e a caldeira não acende.', 'Remich'],
    ['Unser Büro liegt in der Route de Diekirch in Ettelbruck, das WLAN fällt ständig aus.', 'Ettelbruck'],
    ['Our rented flat on Rue de Steinfort in Koerich has a dripping tap.', 'Koerich'],
    ["Mir wunnen an der Rue de Mondorf zu Réimech, an d'Fënstere mussen gebotzt ginn.", 'Remich'],
    ["Notre salon, route d'Esch à Leudelange, a besoin d'un coup de peinture.", 'Leudelange'],
    ['We live on Rue de Mamer, the tap drips.', 'Mamer'],
    // A commute ends at the customer's job; a past job's town is never the work's.
    ['Every day I commute from Longwy to Bertrange, and the hedge at home is a jungle.', 'abroad'],
    ['Ich pendle jeden Tag von Trier nach Strassen, und unser Haus braucht einen neuen Anstrich.', 'abroad'],
    ['Ech hunn 20 Joer zu Leideleng geschafft an elo brauch ech Hëllef mat menger Steiererklärung.', null],
    ['I worked in Esch for twenty years and now I need help with my tax return.', null],
    [
      'Ich habe zehn Jahre in Wiltz gearbeitet und wohne jetzt in Clervaux, die Heizung ist kaputt.',
      'Clervaux',
    ],
    // A move starts where the household leaves; where it goes is only its end.
    ["Mir plënneren vu Wooltz an d'Stad, wien hëlleft mat engem Camion?", 'Wiltz'],
    ['Nous déménageons de Wasserbillig à Luxembourg-Ville fin juin.', 'Mertert'],
    ['Wir ziehen von Vianden nach Limpertsberg, 2 Zimmer, 3. Stock.', 'Vianden'],
    ["Mir plënneren op Déifferdeng, d'Haus zu Péiteng muss eidel gemaach ginn.", 'Pétange'],
    ['We’re moving to Strassen next month and need a van and two people.', 'Strassen'],
    // A dealer's town is where the thing was bought.
    [
      'Gekauft haben wir den Trockner bei einem Händler in Trier. Wir wohnen in Grevenmacher. Er heizt nicht mehr.',
      'Grevenmacher',
    ],
    [
      "Le lave-linge vient d'un concessionnaire à Thionville, nous habitons à Bettembourg, il fuit.",
      'Bettembourg',
    ],
    // In a move, a new home's town (found, new, a care home) is where the household goes.
    [
      'Wir haben eine neue Wohnung in Diekirch gefunden und verlassen im Mai unser Haus in Vianden, wer hilft beim Umzug?',
      'Vianden',
    ],
    [
      'Encontrámos um apartamento novo em Strassen e vamos sair da casa em Differdange no fim do mês, precisamos de uma empresa de mudanças.',
      'Differdange',
    ],
    [
      'Mäi Papp kritt eng Plaz am Fleegeheem zu Dikrech, hie wunnt nach zu Ettelbréck. Mir brauche Hëllef fir seng Miwwelen ze transportéieren.',
      'Ettelbruck',
    ],
    // …while a new home that needs work is the work's place.
    ['Our new flat in Steinsel needs painting before we move in.', 'Steinsel'],
    // The employer's town, after "work at/for …", is the job's, not the home's.
    ['I work at a bank in Kirchberg and our house in Keispelt needs a new boiler.', 'Kehlen'],
    ['We both work at the European Court in Kirchberg; our flat in Mamer needs painting.', 'Mamer'],
    ["Je travaille pour une banque au Kirchberg et notre maison à Bridel a besoin d'un peintre.", 'Kopstal'],
    ['Trabalho numa fábrica em Bissen e a nossa casa em Lintgen precisa de um telhado novo.', 'Lintgen'],
    [
      'Mi marido trabaja en una clínica de Luxemburgo y nuestra casa en Bascharage necesita pintura.',
      'Käerjeng',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})

describe('a move told with both homes ("from a flat in X to a house in Y") starts at the first', () => {
  it.each([
    ['Necesito una mudanza de un piso en Bonnevoie a una casa en Mamer el viernes', 'Luxembourg'],
    ['Mudanza de un estudio en Cents a un piso en Hesperange', 'Luxembourg'],
    ['Preciso de mudar de um T2 em Gasperich para uma casa em Bertrange', 'Luxembourg'],
    ['Déménagement de Bonnevoie vers Bertrange', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
