import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Sixty-seventh lessons on places: a town the customer has just moved here from ("aus Saarbrücken hergezogen") is
 * where they came from; an employer's town, now or before ("my former employer in Bertrange"), is a job's; guests or
 * customers "aus Luxemburg" of a business abroad come from the country; a move from a town here "back to" a city
 * abroad starts here, and "von Saarburg nach Remich" ends here.
 */
describe('places, sixty-seventh lessons', () => {
  it.each([
    ['Wir sind aus Saarbrücken hergezogen und suchen jemanden, der unsere Lampen anschließt.', null],
    [
      'Unsere Pension in Nittel hat viele Gäste aus Luxemburg; wir brauchen eine neue Webseite auf Französisch.',
      'abroad',
    ],
    ['Wir ziehen im Juli von Saarburg nach Remich, 2-Zimmer-Wohnung im ersten Stock.', 'Remich'],
    ["We're moving from Strassen back to Dublin in September, a 3-bed flat.", 'Strassen'],
    [
      'I work for a bank in Kirchberg, and my former employer in Bertrange still owes me two months of holiday pay. Can a lawyer help?',
      null,
    ],
    [
      "Je travaille pour une fiduciaire à Strassen et mon ancien employeur à Mamer ne m'a jamais payé mes heures; il me faut un avocat.",
      null,
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
