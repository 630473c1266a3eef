import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventy-fifth lessons, from new development sentences: Luxembourgish "ufierwen" (to paint) outweighs "Mauer" (any
 * wall); an office that "zieht um" with its workstations and filing cabinets is a move; a kitchen's hood and extraction
 * ducts to clean, the cleaner's; dried mud after a flood, headshots for a website, a page with a shopping basket and
 * tiles on underfloor heating in Italian and Spanish, as they already read.
 */
describe('stories, seventy-fifth lessons', () => {
  it.each([
    ['painting', 'kann een eis kichen an de gank nei ufierwen zu ettelbreck ongeféier 45m2 wäiss'],
    ['painting', "wien kann d'Stuff an d'Trap frësch wäiss ufierwen, ca 70 m2 Mauer"],
    [
      'web-development',
      'Eise Veräin huet just eng Facebook-Säit, mir wëllen eppes Eegenes mat Kalenner an Ticketen fir eise Bal',
    ],
    [
      'moving',
      'Unsere Kanzlei zieht um, 20 Arbeitsplätze und die Aktenschränke müssen in das neue Büro, die EDV macht unser IT-Dienstleister',
    ],
    [
      'cleaning',
      'Nach dem Hochwasser ist im Keller überall angetrockneter Schlamm, wir brauchen eine gründliche Reinigung',
    ],
    [
      'cleaning',
      "Après l'inondation de la cave il reste de la boue séchée partout, il faut tout nettoyer à fond",
    ],
    [
      'photography',
      'Our team of 20 needs new headshots for the website and LinkedIn, ideally all on one morning at our office',
    ],
    [
      'photography',
      'Wir brauchen neue Porträtfotos von allen Mitarbeitern für unsere Website, am besten an einem Tag im Büro',
    ],
    [
      'web-development',
      'Queremos uma loja online simples com os nossos produtos, preços e carrinho de compras, entrega ao sábado',
    ],
    [
      'web-development',
      'On voudrait une page avec nos produits, les prix et un panier en ligne pour commander',
    ],
    [
      'cleaning',
      "La hotte et les conduits d'extraction de notre restaurant doivent être nettoyés à fond avant le contrôle d'hygiène",
    ],
    [
      'cleaning',
      'Die Dunstabzugshaube und die Abluftkanäle unserer Imbissküche müssen vor der Kontrolle gründlich gereinigt werden',
    ],
    [
      'cleaning',
      'La cappa e i condotti della cucina del ristorante vanno puliti prima del controllo sanitario',
    ],
    [
      'tiling',
      'Stiamo rifacendo il bagno con riscaldamento a pavimento, quanto costa al metro la posa del gres porcellanato?',
    ],
    [
      'tiling',
      'Vamos a poner porcelánico en el salón con suelo radiante, ¿cuánto cuesta la colocación por m2?',
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    ['appliance-repair', 'Die Dunstabzugshaube ist seit gestern laut und saugt fast nichts mehr ab'],
    ['masonry', "D'Mauer vum Gaart ass ageklappt a muss nei opgemauert ginn"],
    ['heating', 'Die Fußbodenheizung im Bad bleibt kalt, obwohl der Thermostat auf 24 steht'],
  ])('still %s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
