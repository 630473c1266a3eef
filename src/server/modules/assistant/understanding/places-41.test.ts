import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-first lessons on places: the airport a customer flies through ("fly into Findel") is a trip, not
 * the work's place; a business opening a branch or an office "in Luxembourg" names the country; a German
 * article written small ("in einen Wohnraum") is no Luxembourgish place name (Éinen).
 */
describe('places, forty-first lessons', () => {
  it.each([
    [
      'We live in Brussels and fly into Findel most weekends; the old house we’re renovating is in Remich, new windows and floors.',
      'Remich',
    ],
    [
      'My parents land at Findel on Friday, can someone clean our flat in Bettembourg on Thursday?',
      'Bettembourg',
    ],
    [
      'Ich fliege jeden Montag ab Findel, das Bad in unserem Haus in Mertert braucht neue Leitungen.',
      'Mertert',
    ],
    [
      'Somos una empresa de Lyon y vamos a abrir una filial en Luxemburgo, necesitamos traducir los estatutos al francés.',
      null,
    ],
    [
      'We’re a Dutch start-up opening an office in Luxembourg and need our employment contracts translated into French and German.',
      null,
    ],
    [
      'Wir eröffnen eine Niederlassung in Luxemburg und brauchen die Satzung auf Französisch übersetzt.',
      null,
    ],
    ['Wir möchten die Scheune in einen Wohnraum umbauen, mit Bad, Küche und Heizung.', null],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: an office at Findel is there; the capital named as the city; Ehnen by its Luxembourgish name.
  it.each([
    ['Our office at Findel has a dead socket row since this morning.', 'Sandweiler'],
    ['Nous ouvrons un bureau à Luxembourg-Ville, il faut le nettoyer chaque soir.', 'Luxembourg'],
    ['Mir wunnen zu Éinen an der Musel, d’Dachrënn ass verstoppt.', 'Wormeldange'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
