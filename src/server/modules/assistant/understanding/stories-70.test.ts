import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventieth lessons, from new development sentences: a pellet stove going out is the heating engineer's; ants in a
 * trail, whatever they walk to, the pest controller's; a small safe to fit, the locksmith's; photos for a firm's
 * catalogue, the photographer's, though the firm is a joinery; water only trickling from every tap, the plumber's;
 * a wardrobe and a washing machine carried down floors without a lift, the movers'.
 */
describe('stories, seventieth lessons', () => {
  it.each([
    [
      'gardening',
      'Eise Rasen besteet no dësem Summer just nach aus Moos a brongen Flecken, kann een en nei uleeën?',
    ],
    [
      'gardening',
      "Notre pelouse n'est plus que de la mousse et des taches brunes après l'été, qui peut la refaire ?",
    ],
    ['gardening', 'Our lawn is all moss and brown patches after the summer, can someone relay it?'],
    [
      'heating',
      'Unser Kaminofen mit Pellets geht nach einer Viertelstunde aus und die Scheibe ist ganz schwarz verrußt.',
    ],
    [
      'heating',
      "Notre poêle à granulés s'éteint au bout de vingt minutes et la vitre est toute noire de suie.",
    ],
    ['heating', 'Our pellet stove keeps going out after twenty minutes and the glass is black with soot.'],
    [
      'heating',
      'The boiler is running and the pipes by it are hot, but the radiators upstairs are barely lukewarm since they were taken off the wall and put back.',
    ],
    [
      'heating',
      "La chaudière tourne et les tuyaux sont chauds, mais les radiateurs du haut restent à peine tièdes depuis qu'on les a remis au mur.",
    ],
    [
      'pest-control',
      "Every evening there's a line of small ants from the back door to the bin, and the bait we bought made it worse.",
    ],
    [
      'pest-control',
      "Des fourmis font une file de la porte jusqu'au lave-vaisselle et les pièges du supermarché n'ont rien changé.",
    ],
    [
      'cleaning',
      "After a party there's red wine on the pale carpet and candle wax on the table, we need it all cleaned before the landlord comes.",
    ],
    [
      'cleaning',
      'Nach einer Feier ist Rotwein auf dem hellen Teppich und Kerzenwachs auf dem Holztisch, wer kann das reinigen?',
    ],
    ['locksmith', 'Gostaria de instalar um pequeno cofre aparafusado à parede dentro do armário.'],
    ['locksmith', "I'd like a small safe bolted to the wall inside a wardrobe."],
    ['locksmith', 'Ich möchte einen kleinen Tresor im Schrank an der Wand verschrauben lassen.'],
    [
      'pest-control',
      'Vi um bicho castanho com uma cauda comprida a correr para trás do compostor e há buracos nos sacos de ração.',
    ],
    [
      'pest-control',
      'I saw something brown with a long tail run behind the compost bin and there are holes gnawed in the dog food bags.',
    ],
    [
      'painting',
      'A tinta do teto da cozinha está a descascar em tiras por cima do fogão, queria que alguém pintasse a cozinha como deve ser.',
    ],
    [
      'painting',
      "La peinture du plafond de la cuisine s'écaille au-dessus de la cuisinière, il faudrait tout repeindre correctement.",
    ],
    [
      'locksmith',
      'La llave entra y gira pero la puerta no se abre, gira en vacío, y el viernes nos vamos de viaje.',
    ],
    ['locksmith', "The key goes in and turns but the front door won't open, it just spins."],
    ['locksmith', 'Der Schlüssel dreht durch, die Haustür geht nicht mehr auf.'],
    [
      'accounting',
      'Wir sind ein Malerbetrieb mit acht Mitarbeitern und suchen jemanden für die Lohnabrechnungen und die Meldungen an die CCSS.',
    ],
    [
      'accounting',
      "Nous sommes une entreprise de plomberie de cinq personnes et cherchons quelqu'un pour les fiches de paie et les déclarations au CCSS.",
    ],
    [
      'painting',
      'Das schmiedeeiserne Tor rostet überall, die Farbe blättert ab; es soll entrostet, grundiert und neu lackiert werden.',
    ],
    [
      'painting',
      'Our wrought-iron gate and railings are rusting and the paint is flaking, we want them derusted, primed and repainted.',
    ],
    [
      'photography',
      'Wir sind eine Schreinerei und brauchen für unseren Katalog und die Webseite gute Fotos von fertigen Küchen bei Kunden.',
    ],
    [
      'photography',
      'Nous sommes une menuiserie et il nous faut de belles photos de nos cuisines chez les clients pour le catalogue et le site.',
    ],
    [
      'plumbing',
      'Seit heute kommt aus allen Hähnen nur noch ein dünner Strahl, kalt und warm, die Nachbarn haben normalen Druck.',
    ],
    [
      'plumbing',
      'Since this morning only a trickle comes out of every tap, hot and cold, the neighbours have normal pressure.',
    ],
    [
      'moving',
      'Precisamos de ajuda para descer um roupeiro e uma máquina de lavar de um 4º andar sem elevador e levar tudo para uma garagem.',
    ],
    [
      'moving',
      'We need help getting a big wardrobe and a washing machine down from a third floor with no lift and over to a garage.',
    ],
    [
      'web-development',
      'Siamo uno studio di traduzioni e il nostro sito è vecchio e non si legge dal telefono, vorremmo rifarlo con un modulo per chiedere un preventivo.',
    ],
    [
      'web-development',
      "Nous sommes une agence de traduction, notre site date de 2014 et ne s'affiche pas sur mobile, on voudrait le refaire.",
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
  it.each([
    [
      'web-development',
      'Faccio torte su ordinazione e i clienti mi scrivono su Instagram, vorrei un sito con le foto delle torte e un modulo per ordinare.',
    ],
  ])('still %s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
