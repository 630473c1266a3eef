import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventy-ninth lessons, from new development sentences: Luxembourgish "Schifferplacken" (slates) after a storm, the
 * roofer's; a bathroom made step-free for someone older (grab bars, a raised toilet, a wider door), a renovation; a
 * hall or clubroom left dirty after parties, and holiday lets turned round "tëscht de Gäscht" with the bed linen, the
 * cleaner's; ground overgrown with brambles and nettles to clear ("desbrozar"), the gardener's; ants coming out of a
 * terrace's joints, a Wi-Fi that drops far from the router, musty carpets before viewings and a cylinder that sticks
 * out of the door, as they already read.
 */
describe('stories, seventy-ninth lessons', () => {
  it.each([
    [
      'roofing',
      'Nom Stuerm leien e puer Schifferplacken um Trottoir, an elo ass e bronge Flak um Plafong vum Schlofzëmmer. Zu Mamer.',
    ],
    [
      'roofing',
      'Nach dem Sturm lagen Schieferplatten im Garten und jetzt ist ein brauner Fleck an der Decke im Kinderzimmer. Haus in Mersch.',
    ],
    [
      'roofing',
      'Après la tempête il y avait des ardoises dans le jardin, et maintenant une tache brune au plafond de la chambre. Maison à Mamer.',
    ],
    [
      'roofing',
      "After the storm there were slates on the lawn and now there's a brown stain spreading on the bedroom ceiling. House in Mersch.",
    ],
    [
      'renovation',
      "Ma mère ne peut plus enjamber la baignoire. Nous voulons refaire la salle de bain : douche à l'italienne, WC surélevé, barres d'appui et une porte plus large. Maison à Mamer.",
    ],
    [
      'renovation',
      "My father can't get into the bath any more; we want the bathroom redone with a walk-in shower, grab bars, a raised toilet and a wider door. House in Bertrange.",
    ],
    [
      'renovation',
      'Für meine Mutter soll das Bad barrierefrei umgebaut werden: bodengleiche Dusche, Haltegriffe, erhöhtes WC und eine breitere Tür. Haus in Mersch.',
    ],
    [
      'pest-control',
      'Seit Tagen laufen Ameisen in einer Straße von der Terrasse bis in die Küche, aus den Fugen der Terrasse kommt feiner Sand. Haus in Mamer.',
    ],
    [
      'pest-control',
      'Des fourmis sortent des joints de la terrasse, il y a des petits tas de sable partout et elles entrent dans la cuisine. Maison à Bertrange.',
    ],
    [
      'it-support',
      "In my home office at the back of the house my video calls keep freezing; next to the router it's fine and a Wi-Fi extender didn't help. Flat in Strassen.",
    ],
    [
      'it-support',
      'Im Arbeitszimmer bricht das WLAN ständig ab, neben dem Router geht es, ein Repeater hat nichts gebracht. Haus in Mamer.',
    ],
    [
      'cleaning',
      "We're selling the flat and viewings start Saturday; the carpets smell musty after a rented cleaning machine and have water marks. We need the carpets and stairs cleaned properly. Flat in Mersch.",
    ],
    [
      'cleaning',
      'Les moquettes sentent le moisi et ont des auréoles après un nettoyage raté, il faut les nettoyer à fond avant les visites. Appartement à Strassen.',
    ],
    [
      'locksmith',
      'Comprei um cilindro novo para a porta de casa mas fica de fora e a porta já não fecha bem. Alguém pode montar um cilindro com a medida certa? Casa em Mersch.',
    ],
    [
      'locksmith',
      "The new security cylinder I bought sticks out a centimetre and the front door doesn't lock properly any more. House in Mamer.",
    ],
    [
      'cleaning',
      "Mir vermieden zwee Gîten iwwer Airbnb a brauchen een deen tëscht de Gäscht d'Zëmmeren an d'Bäder mécht an d'Bettwäsch wiesselt. Zu Vianden.",
    ],
    [
      'cleaning',
      'We rent out two holiday cottages on Airbnb and need someone to turn them round between guests: rooms, kitchen, bathrooms and bed linen. Vianden.',
    ],
    [
      'cleaning',
      'La sala del nostro circolo resta sporca dopo ogni festa, cerchiamo qualcuno che venga la domenica mattina due volte al mese. A Esch.',
    ],
    [
      'cleaning',
      'Unser Vereinssaal ist nach jeder Feier schmutzig, wir suchen jemanden, der sonntags sauber macht. In Mersch.',
    ],
    [
      'gardening',
      'Busco a alguien para desbrozar un terreno lleno de zarzas y ortigas detrás de casa, unos 600 m2, en Mamer.',
    ],
    [
      'gardening',
      'We need someone to clear about 500 m2 of brambles and nettles behind our house in Mersch.',
    ],
    [
      'gardening',
      "Il faut débroussailler un terrain plein de ronces et d'orties derrière la maison, 700 m², à Bertrange.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
