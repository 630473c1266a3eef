import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Places said in passing around the work's: a commute told with "every day" between the verb and the
 * preposition ends at the customer's job, a country named as the border one lives near is a landmark,
 * Luxembourgish "Summer" is the season, the capital's name after a noun of law or income is the
 * country, a service done from an office keeps no country the story only mentions, and a question
 * whether providers work across the border puts the work abroad.
 */
describe('places said in passing, twenty-eighth lessons', () => {
  it.each([
    // "every day" between commuting and the preposition: the town after it is the customer's job.
    ['Unser Haus steht in Saarburg, das Dach ist undicht. Ich pendle jeden Tag nach Luxemburg.', 'abroad'],
    [
      'Notre maison est à Longwy et la chaudière fait du bruit ; je fais la navette tous les jours vers Luxembourg.',
      'abroad',
    ],
    [
      'Our flat is in Thionville and the shower drain is blocked. I commute every day to Luxembourg.',
      'abroad',
    ],
    ["Ech wunnen zu Bastogne an d'Heizung ass futti, ech pendelen all Dag op Lëtzebuerg.", 'abroad'],
    // The country of the border one lives near is not where the work is.
    [
      'Wir wohnen in Weiswampach, direkt an der Grenze zu Belgien, und die Dachrinne hängt durch.',
      'Weiswampach',
    ],
    ['Nous habitons à Rodange, juste à la frontière avec la France, et le toit fuit.', 'Pétange'],
    ['Viviamo a Schengen, al confine con la Germania, e la caldaia perde acqua.', 'Schengen'],
    ['We live in Wasserbillig near the border with Germany and the garage door lock is broken.', 'Mertert'],
    [
      'Moramos em Troisvierges, mesmo na fronteira com a Bélgica, e a máquina de lavar não centrifuga.',
      'Troisvierges',
    ],
    ['Vivimos en Echternach, en la frontera con Alemania, y hay que pintar la fachada.', 'Echternach'],
    // "am Summer" (in summer) is the season, not a village's misspelt name.
    ["Mir hunn am Summer d'Kichen nei gemaach, elo leeft de Spullbecken aus. Mir wunnen zu Mamer.", 'Mamer'],
    ["Am Summer ass eis Terrass futti gaang, d'Plättercher sinn lass.", null],
    // The capital's name after a noun of law or income is the country.
    [
      'Mein Vermieter will mich rauswerfen, ich suche jemanden, der sich mit dem Mietrecht in Luxemburg auskennt.',
      null,
    ],
    ['Wer kennt sich mit Arbeitsverträgen in Luxemburg aus? Mein Chef hat mir gekündigt.', null],
    ['Is my landlord allowed to keep the deposit under Luxembourg tenancy law?', null],
    ['Ich brauche Hilfe bei der Steuererklärung, Lohn aus Luxemburg und eine Wohnung in Frankreich.', null],
    // A service done from an office: a country the story mentions is no place, one the customer lives in is.
    ['Necesito una tienda online para mis mermeladas caseras con envíos a Francia y Bélgica', null],
    ['Looking for an accountant for our joint return, my husband works in Germany', null],
    ['I need an accountant, my wife works in Belgium and we live in Mamer', 'Mamer'],
    ['need someone for my tax return, I live in Belgium and work in Strassen', 'abroad'],
    // …unless they work here: a cross-border worker's accountant is ours to find, whatever their home.
    ['Je suis frontalier de France et je cherche un comptable', null],
    ['We need a roofer for our holiday home in Belgium', 'abroad'],
    // Asked whether providers work across the border: the work is at the place abroad.
    [
      'Meng Tatta wunnt zu Arel an der Belsch, ech selwer zu Ettelbréck. Hir Daach ass futti. Schafft dir och iwwer der Grenz?',
      'abroad',
    ],
    [
      "Mes parents habitent à Thionville et moi à Dudelange. Leur toit fuit depuis la tempête. Vous travaillez aussi de l'autre côté de la frontière ?",
      'abroad',
    ],
    [
      'Meine Kinder wohnen alle im Ausland, die Mutter in Walferdingen braucht jede Woche Hilfe im Haushalt.',
      'Walferdange',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
