import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Thirtieth lessons, from new development sentences: a firm's site that does not show well on a phone,
 * a landlord's or customer's options and a court in Luxembourgish (legal), a safe that will not open,
 * and a network drive that beeps.
 */
describe('stories, thirtieth lessons', () => {
  it.each([
    [
      'Tenemos una pequeña empresa de mudanzas y queremos una web nueva donde los clientes pidan presupuesto.',
      'web-development',
    ],
    [
      'Abbiamo una piccola impresa di pulizie e il nostro sito non si vede bene sul telefono, chi lo rifà?',
      'web-development',
    ],
    [
      'La nostra ditta vende piastrelle e le schede tecniche vanno tradotte in francese e tedesco.',
      'translation',
    ],
    ["My tenant in Strassen hasn't paid rent for three months, what are my options to get him out?", 'legal'],
    [
      "Le menuisier a posé une porte qui ne ferme pas et refuse de revenir, quelles sont nos options pour l'obliger à réparer ?",
      'legal',
    ],
    ['De Schräiner huet den Acompte geholl an ass net méi komm, musse mir do viru Geriicht?', 'legal'],
    ['Unser Tresor geht nicht mehr auf, der Code wird nicht angenommen, wir wohnen in Mamer.', 'locksmith'],
    [
      "Il nostro studio a Mamer non accede più all'unità di rete e il dispositivo suona ogni minuto.",
      'it-support',
    ],
    ['Seit gestern kommt im Büro in Mamer keiner mehr an das Netzlaufwerk, das Gerät piept.', 'it-support'],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })
})
