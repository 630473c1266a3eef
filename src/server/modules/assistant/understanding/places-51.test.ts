import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-first lessons on places: Luxembourgish "al" (old) after an article is no Italian "al" before a name ("déi al
 * Eech am Gaart" is an old oak, not the quarter Eich); a relative's home in Luxembourg told after the house being
 * built abroad is not the work's place ("we are building in Arlon; my brother in Hamm has solar panels"); "a Luxembourg
 * installer" is one of the country, and so is the province of that name in Belgium ("in der belgischen Provinz
 * Luxemburg") and the Luxembourg closing a question of price ("how much does a plumber charge in Luxembourg?").
 */
describe('places, fifty-first lessons', () => {
  it.each([
    [
      'Zanter dem Stuerm dreift et bei eis um Späicher eran, e puer Zillen sinn verrutscht an déi al Eech am Gaart huet Äscht verluer. Mir wunnen zu Wäiswampech.',
      'Weiswampach',
    ],
    ["D'Äscht vun der al Eech hänken iwwer den Daach, mir wunnen zu Fluessweiler.", 'Flaxweiler'],
    [
      'We live in Strassen but are building a house in Arlon. My brother in Hamm has solar panels and loves them. Would a Luxembourg installer also do a job in Belgium?',
      'abroad',
    ],
    [
      'Nous habitons à Pétange mais nous construisons une maison à Longwy. Mon frère à Bonnevoie a des panneaux solaires et il en est ravi. Est-ce que vous travaillez aussi en France ?',
      'abroad',
    ],
    [
      'We live in Strassen but are building a house in Arlon. Would a Luxembourg installer also put solar panels on a house in Belgium?',
      'abroad',
    ],
    [
      'Our house is in Bastogne, in the Belgian province of Luxembourg, and the roof leaks above the kitchen. Do you cover that area?',
      'abroad',
    ],
    ['Unser Haus steht in Arlon, in der belgischen Provinz Luxemburg, und das Dach ist undicht.', 'abroad'],
    ['La casa está en Arlon, en la provincia belga de Luxemburgo, y el tejado tiene goteras.', 'abroad'],
    ['¿Cuánto cuesta más o menos cambiar un calentador de agua en Luxemburgo? Es para un piso.', null],
    ['How much does a plumber charge per hour in Luxembourg? Our kitchen tap drips.', null],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  it.each([
    ['How much would it cost to paint our flat in Luxembourg-Bonnevoie?', 'Luxembourg'],
    ['Our kitchen tap drips, we live in Luxembourg city. How much does a plumber charge?', 'Luxembourg'],
    ['Abitiamo vicino al Grund e la caldaia è rotta.', 'Luxembourg'],
    ['Mir hunn e Büro al Kirchberg, de Router ass futti.', 'Luxembourg'],
    [
      'Mein Bruder in Hamm hat eine Wärmepumpe und schwört darauf. Wir wohnen in Mersch und unsere Ölheizung ist 30 Jahre alt.',
      'Mersch',
    ],
    [
      'Wir wohnen in Remich. Meine Schwester in Perl hat eine Photovoltaikanlage, so etwas möchten wir auch auf unser Dach.',
      'Remich',
    ],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
