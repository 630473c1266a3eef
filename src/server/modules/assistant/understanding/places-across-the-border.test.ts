import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()
const placeOf = (text: string) => understand(text, gazetteer).place

/**
 * A home across the border is often placed by the Luxembourg town it faces. That town is a landmark
 * when it is told beside a town abroad named before it, with or without a verb of living.
 */
describe('a town abroad placed by the Luxembourg town it faces', () => {
  it.each([
    'On est à Athus, collés à Rodange, et la chaudière fuit.',
    'Our cottage is in Sierck, glued to Schengen, and the hedge needs cutting.',
    'Je suis à Volmerange, à deux minutes de Dudelange, mon frigo ne refroidit plus.',
    'Siamo ad Apach, proprio dietro il confine a Schengen, e il tetto perde.',
    'Abitiamo a Nittel, davanti a Machtum, ci serve un imbianchino.',
    'Mir sinn zu Nennig, vis-à-vis vu Remerschen, an d’Dachrënn ass futti.',
    'Moramos em Ottange, encostado a Rumelange, e precisamos de um eletricista.',
    'Ech wunnen zu Audun-le-Tiche, dat pecht un Esch, a mäi Frigo ass futti.',
    'Vivimos en Guirsch, a cinco minutos de Steinfort, y se ha roto la cerradura.',
    'Unser Haus steht in Dasburg, hinter der Brücke von Marnach, das Dach ist undicht.',
  ])('%s → abroad', (text) => {
    expect(placeOf(text)).toMatchObject({ kind: 'abroad' })
  })

  it.each([
    ['We live in Steinfort, five minutes from Arlon, and our sink is blocked.', 'Steinfort'],
    ["J'habite à Rodange, à deux pas d'Athus, et il faut tailler la haie.", 'Pétange'],
    ['Nous habitons Rodange, collés à la frontière, il faut repeindre la façade.', 'Pétange'],
    ['Mir wunnen zu Wasserbëlleg, vis-à-vis vun der Musel, an d’Heizung ass futti.', 'Mertert'],
    ['Ech wëllen eng nei Kichen zu Jonglënster, a mir wëllen och de Buedem.', 'Junglinster'],
    // A relative's home abroad yields to the customer's own in Luxembourg.
    ['Os meus sogros vivem em Thionville, nós moramos em Bettembourg e a torneira pinga.', 'Bettembourg'],
    ['Meine Eltern leben in Trier, wir wohnen in Wasserbillig und brauchen einen Maler.', 'Mertert'],
    ['Mes parents vivent à Longwy, moi j’habite à Differdange, ma serrure est cassée.', 'Differdange'],
    // A street named after a town abroad is no town abroad.
    ["Our office is on route d'Arlon, near Belair, and the printer is offline.", 'Luxembourg'],
    ['Appartement rue de Thionville, à côté de Bonnevoie, la serrure est bloquée.', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(placeOf(text)).toMatchObject({ commune })
  })
})

describe('beside a home abroad, "from Luxembourg" is where the tradesperson comes from', () => {
  it.each([
    'Wir wohnen in Nennig, gleich hinter der Grenze. Kommt auch jemand aus Luxemburg zu uns? Die Heizung ist kaputt.',
    'We live in Arlon, just across the border. Does anyone from Luxembourg come over to Belgium? Our boiler broke down.',
    "On habite à Longwy. Est-ce qu'un plombier du Luxembourg peut venir chez nous ? Fuite sous l'évier.",
    'Moramos em Thionville. Algum canalizador de Luxemburgo vem cá? Temos uma fuga na casa de banho.',
  ])('%s → abroad', (text) => {
    expect(placeOf(text)).toMatchObject({ kind: 'abroad' })
  })

  it('a move from the capital still starts there', () => {
    expect(
      placeOf("We're moving from Luxembourg to Mersch next month, three rooms of furniture."),
    ).toMatchObject({
      commune: 'Luxembourg',
    })
  })
})
