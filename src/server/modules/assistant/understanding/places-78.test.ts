import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Seventy-eighth lessons on places: a business or a household "moving to bigger premises in Remich", "dans de nouveaux
 * locaux à Strassen" moves where it is (its end is the town after the new premises); a firm a business's legal matter
 * comes from ("eine Abmahnung von einer Firma aus Köln") is the other party, not the place, unless it is the
 * customer's own ("we are a small company in Arlon").
 */
describe('places, seventy-eighth lessons', () => {
  it.each([
    ['My dance studio in Bous is moving to bigger premises in Remich in July.', 'Bous-Waldbredimus'],
    [
      'Notre cabinet de kiné à Mamer déménage dans de nouveaux locaux à Strassen en mars, il faut transporter deux tables et les armoires.',
      'Mamer',
    ],
    [
      'Unsere Praxis in Mersch zieht im Mai in neue Räume in Lintgen, wir brauchen eine Firma für Möbel und Akten.',
      'Mersch',
    ],
    [
      'Our yoga school in Wiltz is moving to a larger hall in Clervaux at the end of June; mats, mirrors and a piano.',
      'Wiltz',
    ],
    [
      'A nossa loja em Differdange vai mudar para um local maior em Pétange, precisamos de uma empresa de mudanças.',
      'Differdange',
    ],
    [
      'Il nostro negozio a Dudelange trasloca in un locale più grande a Bettembourg a settembre.',
      'Dudelange',
    ],
    [
      'Nuestra academia en Ettelbruck se muda a unas oficinas más grandes en Diekirch en octubre.',
      'Ettelbruck',
    ],
    ["We're moving from Bertrange to a bigger house in Mamer in April.", 'Bertrange'],
    [
      'Wir haben eine Abmahnung von einer Firma aus Köln bekommen, die unseren Namen als Marke hat. Wir brauchen einen Anwalt.',
      null,
    ],
    [
      'We received a letter from a company in Paris claiming our shop name is their trademark. We need a lawyer.',
      null,
    ],
    [
      "Nous avons reçu une mise en demeure d'une société de Bruxelles qui a déposé notre nom comme marque. Il nous faut un avocat.",
      null,
    ],
    [
      'Recebemos uma carta de uma empresa de Lisboa a dizer que o nome da nossa padaria é marca deles. Precisamos de um advogado.',
      null,
    ],
    [
      'Wir haben eine Abmahnung von einer Firma aus Köln bekommen. Unsere Bäckerei ist in Mersch. Wir brauchen einen Anwalt.',
      'Mersch',
    ],
    ['We are a small company in Arlon and need an accountant for our Luxembourg VAT.', 'abroad'],
    [
      'Nous sommes une petite entreprise à Thionville et cherchons un comptable pour la TVA luxembourgeoise.',
      'abroad',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
