import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventy-sixth lessons, from new development sentences: a part of the work that someone else already takes care of
 * ("pour le réseau, notre service informatique s'en occupe", "dat mécht eisen Dachdecker", "d'Informatik maache mir
 * selwer") is behind the customer, whatever the sentence says before it; the one "qui s'en occupe" the customer is
 * looking for or asks about ("chi se ne occupa?"), or who "does not do it any more", is still wanted. A wooden fence,
 * deck or cladding to sand and stain or varnish is the painter's, unless its boards are rotten or to replace; an attic turned into a bedroom with a shower, a
 * toilet or roof windows is a renovation, asked as questions of time and budget too; French "images" for a site are
 * pictures to take.
 */
describe('stories, seventy-sixth lessons', () => {
  it.each([
    [
      'moving',
      "Nous déménageons nos bureaux à Strassen fin janvier. Pour les ordinateurs et le réseau, notre service informatique s'en occupe lui-même, mais il nous faut une équipe pour les bureaux, les armoires et environ 80 cartons.",
    ],
    [
      'moving',
      "On quitte nos locaux de Mamer pour Capellen. Le câblage réseau, c'est notre prestataire informatique qui s'en charge. Ce qu'on cherche, c'est quelqu'un pour transporter le mobilier.",
    ],
    [
      'moving',
      "Mir plënneren eist Büro op Bartreng, d'Informatik maache mir selwer, mir brauchen nëmmen eng Firma fir d'Miwwelen.",
    ],
    [
      'gardening',
      "Den Dach, dat mécht eisen Dachdecker, mee mir sichen een deen de Gaart an d'Hecken op Zack bréngt. Mamer.",
    ],
    [
      'moving',
      'Il nostro studio si trasferisce a Leudelange. Dei computer e della rete se ne occupa il nostro tecnico, ci serve una ditta per il trasloco dei mobili.',
    ],
    [
      'plumbing',
      "Les carrelages de la salle de bain, mon beau-frère s'en charge. Il nous faut un plombier pour déplacer l'évacuation de la douche. Bettembourg.",
    ],
  ])('someone else takes care of part of it: %s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    [
      'it-support',
      "Notre réseau wifi ne fonctionne plus au bureau depuis lundi, il nous faut quelqu'un qui s'en occupe rapidement. Bureau à Bertrange.",
    ],
    [
      'it-support',
      'Our office server keeps crashing and we need someone to take care of it, ideally this week. Kirchberg.',
    ],
    [
      'roofing',
      "Den Daach, dat mécht eisen Dachdecker net méi, hien ass pensionéiert. Mir brauchen een deen d'Zillen ersetzt. Mamer.",
    ],
    [
      'locksmith',
      'Abbiamo una porta blindata nuova per la cantina a Bascharage, chi se ne occupa del montaggio?',
    ],
  ])('the one who takes care of it is who is wanted: %s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    [
      'Eis Holzterrass an de Gaardenzonk sinn ganz gro ginn, dat misst geschliff an nei lasuréiert ginn. Zu Jonglënster.',
    ],
    [
      'Notre clôture en bois est devenue toute grise, il faudrait la poncer et passer une lasure, environ 30 m, maison à Mamer.',
    ],
    ['Our wooden fence has gone grey and needs sanding and re-staining, about 30 metres, house in Strassen.'],
    [
      'A vedação de madeira do jardim está toda cinzenta, precisa de ser lixada e envernizada de novo. Casa em Mersch.',
    ],
    [
      'La recinzione in legno del giardino è diventata grigia, va carteggiata e trattata con impregnante. Casa a Bertrange.',
    ],
    [
      'La valla de madera del jardín se ha puesto gris, hay que lijarla y barnizarla otra vez. Casa en Sanem.',
    ],
    [
      'Our deck in Mamer has gone grey, it needs a good sanding and a new coat of stain, the boards themselves are fine.',
    ],
  ])('wood outdoors to sand and stain, the painter: %s', (text) => {
    expect(tradeOf(text)).toBe('painting')
  })

  it.each([
    [
      'photography',
      "Il nous faut de belles images de l'équipe et des bureaux pour notre site et LinkedIn, cabinet à Strassen.",
    ],
    [
      'web-development',
      "Notre site vitrine est trop lent, les images mettent une éternité à charger et il n'est pas adapté aux mobiles. PME à Windhof.",
    ],
  ])(
    'French "images" for a site are pictures to take, unless the site is the matter: %s ← %s',
    (trade, text) => {
      expect(tradeOf(text)).toBe(trade)
    },
  )

  it.each([
    [
      'Two boards of our deck in Mamer are rotten and need replacing, then the whole deck should be stained again.',
    ],
    [
      'Bei unserer Terrasse in Mersch sind drei Dielen morsch und müssen ausgetauscht werden, danach neu lasieren.',
    ],
  ])('boards to replace first, the joiner: %s', (text) => {
    expect(tradeOf(text)).toBe('carpentry')
  })

  it.each([
    [
      "We'd love to turn the attic of our house in Mamer into a guest room with a small shower. What would it roughly cost, and do the roof windows need a permit? It's about 28 m2 under the roof.",
    ],
    [
      'Thinking of turning our loft into an office with a toilet, roughly 30 m2 under the roof, in Mersch. How long does that usually take?',
    ],
    [
      'How much does it cost to turn an attic into a bedroom? We have 40 m2 under the roof in Strassen and would need two roof windows.',
    ],
  ])('an attic turned into a room, a renovation: %s', (text) => {
    expect(tradeOf(text)).toBe('renovation')
  })
})
