import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { tradeOf } from './readings-for-tests'
import { understand } from './understand'

const gazetteer = loadGazetteer()

/**
 * Forty-fourth lessons, from new development sentences: old handwriting nobody reads any more, in
 * letters or diaries, is transcription (the translator's); a garden named by its style (Mediterranean,
 * Japanese) is the gardener's to create, whatever its stones and water; clothes moths and their larvae in
 * woollens, a rug or a wardrobe are pest control; a water bill far above the usual is a hidden leak;
 * customers who should book, sign up or pay on the internet, or make their appointments themselves,
 * need a booking page; an electric bicycle's motor ("biciclette elettriche", "vélo à assistance
 * électrique") is a mechanic's, out of scope.
 */
describe('stories, forty-fourth lessons', () => {
  it.each([
    [
      'translation',
      'Wir haben Tagebücher unserer Urgroßmutter in Sütterlin gefunden und suchen jemanden, der sie abschreibt',
    ],
    [
      'translation',
      "j'ai des lettres anciennes écrites en vieille écriture allemande, quelqu'un peut les transcrire ? Differdange",
    ],
    [
      'translation',
      'Tengo unas cartas de mi bisabuelo en letra antigua alemana y no entendemos nada, ¿alguien las puede transcribir?',
    ],
    ['gardening', 'je voudrais créer un jardin méditerranéen avec oliviers et lavande, Sandweiler'],
    [
      'gardening',
      'Hola! Nos acabamos de mudar a una casa en Bertrange con un terreno vacío detrás. Me encantaría un jardín de estilo mediterráneo: olivos, lavanda, romero y grava, que necesite poca agua. ¿Alguien que lo diseñe y lo plante?',
    ],
    [
      'gardening',
      "Bonjour, on a une parcelle nue derrière la maison à Contern, on rêve d'un jardin à la japonaise avec des érables, des pierres et un petit bassin",
    ],
    ['pest-control', "le tarme mi hanno bucato i maglioni di lana nell'armadio, appartamento a Lussemburgo"],
    [
      'pest-control',
      'Bom dia, encontrei furos em várias camisolas de lã e umas larvas pequenas no tapete da sala. Já pus naftalina e continua. Moro em Rumelange',
    ],
    [
      'plumbing',
      'hi, the commune sent us a water bill twice the usual amount. we turned everything off and the little star on the meter is still turning. no wet patches anywhere that we can see. house in Lorentzweiler',
    ],
    [
      'web-development',
      'Hola, somos un club de fútbol juvenil en Differdange, los padres pagan la cuota en efectivo y es un lío. Queremos que puedan inscribir a los niños y pagar por internet, ¿quién nos puede montar eso?',
    ],
    [
      'web-development',
      "Ech hunn e klenge Coiffeursalon zu Wolz an d'Leit ruffen de ganzen Dag un fir en Termin. Ech hätt gär dass se dat iwwer den Handy selwer kënne maachen",
    ],
    [
      'web-development',
      'Wir sind ein kleiner Reitstall in Schouweiler. Bisher läuft die Anmeldung für Reitstunden per Telefon und WhatsApp, das soll in Zukunft über ein Formular mit Kalender gehen',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  it.each([
    'cerco un meccanico per biciclette elettriche, il motore della mia fa rumore, abito a Mamer',
    'Ciao, il motore della mia bici elettrica fa un rumore strano in salita e poi si spegne. Cerco un meccanico per bici elettriche vicino a Strassen',
    'Bonjour, le moteur de mon vélo à assistance électrique fait un bruit bizarre, qui répare ça vers Mersch ?',
    'Mi bicicleta con asistencia eléctrica hace un ruido raro en el motor, ¿quién la arregla en Esch?',
  ])('a mechanic’s job: %s', (text) => {
    const result = understand(text, gazetteer)
    expect(result.category).toBeNull()
    expect(result.outOfScope).toBe('vehicle-repair')
  })

  it('a socket to charge an electric bicycle is still the electrician’s', () => {
    const text =
      'Je cherche un électricien pour installer une prise pour recharger mon vélo électrique au garage, Esch'
    expect(tradeOf(text)).toBe('electrical')
  })
})
