import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * A shop's card terminal offline, appliances and a fish tank on a move, portraits of a firm's staff, a
 * balcony solar kit, an oven and limescale when a rental ends. Development sentences.
 */

describe('a card-payment terminal without a connection is IT support', () => {
  it.each([
    [
      "Je tiens une épicerie à Wiltz. Depuis hier le terminal de paiement affiche 'pas de connexion', les clients ne peuvent plus payer par carte.",
      'it-support',
    ],
    [
      "Mäi Kaarteterminal am Café zu Réiden fënnt keng Verbindung méi zanter gëschter, d'Leit kënnen net méi mat der Kaart bezuelen.",
      'it-support',
    ],
    [
      "Nel mio bar a Dudelange il terminale per i pagamenti con carta non si collega più, dice 'nessuna connessione'.",
      'it-support',
    ],
    [
      'No meu café em Differdange o terminal de pagamento deixou de ligar à rede, ninguém consegue pagar com cartão.',
      'it-support',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('appliances and a fish tank that come along on a move are carried, not repaired', () => {
  it.each([
    [
      'Mir plënneren vun Hesper op Bouneweg, 3-Zëmmer-Appartement. Et gëtt eng Wäschmaschinn, en Dréckner an e grousst Aquarium, dat alles mat muss.',
      'moving',
    ],
    [
      "We're moving from Mamer to Brussels in March, three-bedroom flat. The washing machine, the dryer and a big fish tank have to come with us. Can you send a quote?",
      'moving',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('portraits of a firm’s staff are a photographer’s, even for its website', () => {
  it.each([
    [
      'Unser Büro zieht nach Munsbach und die Website wird neu gemacht. Dafür brauchen wir Porträts aller Mitarbeiter und ein paar Bilder vom Gebäude.',
      'photography',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a balcony solar kit is the solar firm’s, whatever socket it goes into', () => {
  it.each([
    [
      'Wir haben ein Balkonkraftwerk gekauft, aber noch nicht angeschlossen. Darf man das einfach in die Steckdose stecken? Wohnung in Mersch.',
      'solar',
    ],
    [
      'We bought a plug-in solar kit for the balcony, can we just plug it into the socket? Flat in Kirchberg.',
      'solar',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
