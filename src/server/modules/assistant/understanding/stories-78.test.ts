import { describe, expect, it } from 'vitest'
import { communeOf, tradeOf } from './readings-for-tests'

/**
 * Seventy-eighth lessons, from new development sentences: a lawn full of moss to scarify and reseed and tree stumps
 * to grind out, the gardener's; a lighting plan asked of an interior designer, theirs; an oven that no longer gets hot
 * though its light and fan work, the appliance repairer's; smoke alarms wired to the mains or to each other, the
 * electrician's, though they are "fitted"; floor tiles that lifted into a ridge, the tiler's; an office move with a
 * server, a move when a removal firm is asked for; a club's year-end accounts left in a box of receipts by its
 * treasurer, the accountant's; a site showing a white page after an update, the web developer's; headshots of a whole
 * team or of a space's members, the photographer's; someone for an elderly mother's housework once a week, the
 * cleaner's. "Is that even allowed in Luxembourg?" asks about the country's law, not the city.
 */
describe('stories, seventy-eighth lessons', () => {
  it.each([
    [
      'gardening',
      'Eise Rasen ass voller Mooss, dee misst vertikutéiert an nei ageséint ginn, ongeféier 200 m² zu Mamer.',
    ],
    [
      'gardening',
      'Mir brauchen een deen de Rasen ganz nei uleet: Mooss eraus, Buedem opmaachen an nei séien. Zu Mersch.',
    ],
    [
      'gardening',
      'Unser Rasen ist voller Moos, er müsste vertikutiert, der Boden gelockert und neu eingesät werden, etwa 250 m², Haus in Strassen.',
    ],
    [
      'gardening',
      'Notre pelouse est envahie de mousse, il faudrait scarifier, aérer le sol et ressemer, environ 300 m² à Bertrange.',
    ],
    [
      'gardening',
      'Our lawn is full of moss, we want it scarified, the soil loosened and reseeded, about 200 m2, house in Mamer.',
    ],
    [
      'gardening',
      "Besoin de quelqu'un pour enlever deux souches d'arbres dans le jardin, dessouchage ou rognage, à Mamer.",
    ],
    [
      'gardening',
      'We need three old tree stumps ground out at the back of the garden before a fence goes up. House in Bertrange.',
    ],
    ['gardening', 'Wer kann uns zwei große Baumstümpfe im Garten fräsen? Haus in Junglinster.'],
    ['gardening', 'Preciso de alguém para arrancar dois cepos de árvores no quintal, em Esch.'],
    [
      'interior-design',
      "We're redoing the lighting of our open-plan living room, 40 m2: recessed spots or pendants and floor lamps? Can an interior designer do just a lighting plan? Flat in Bertrange.",
    ],
    [
      'interior-design',
      "Nous voulons un plan d'éclairage pour notre salon de 35 m², suspensions ou spots ? Un architecte d'intérieur peut-il faire seulement ça ? Appartement à Strassen.",
    ],
    [
      'interior-design',
      'Wir suchen eine Innenarchitektin, die nur ein Lichtkonzept für unser Wohnzimmer macht, 40 m², Wohnung in Mamer.',
    ],
    [
      'appliance-repair',
      "Our built-in oven doesn't get hot any more: after an hour at 200 degrees it's barely 120 inside, the light and fan work fine. Bosch, 6 years old. House in Mersch.",
    ],
    [
      'appliance-repair',
      'Unser Backofen wird nicht mehr richtig heiß, Licht und Umluft funktionieren. Wohnung in Bertrange.',
    ],
    [
      'appliance-repair',
      'Notre four ne chauffe plus correctement, la lumière et la ventilation fonctionnent, il a huit ans. Maison à Mamer.',
    ],
    [
      'electrical',
      "We'd like mains-powered, interconnected smoke alarms fitted on every floor of our house in Mamer.",
    ],
    ['electrical', 'Wir möchten vernetzte Rauchmelder mit Festanschluss in allen Etagen, Haus in Strassen.'],
    [
      'electrical',
      'Nous voulons des détecteurs de fumée reliés entre eux et raccordés au secteur à chaque étage, maison à Bertrange.',
    ],
    [
      'tiling',
      'No corredor os azulejos do chão levantaram e fazem uma lomba no meio, já há dois partidos. Casa em Mersch.',
    ],
    [
      'tiling',
      'The floor tiles in our hallway have lifted and formed a ridge in the middle, and we hear cracking at night. Two are broken now. House in Mamer.',
    ],
    [
      'tiling',
      'Im Flur haben sich die Bodenfliesen gehoben und bilden einen Buckel, zwei sind schon gesprungen. Haus in Mersch.',
    ],
    [
      'tiling',
      "Dans le couloir, le carrelage s'est soulevé et forme une bosse au milieu, deux carreaux sont fissurés. Maison à Mamer.",
    ],
    [
      'moving',
      'Somos una pequeña gestoría y en abril trasladamos la oficina de Mamer a Strassen: ocho puestos, armarios con archivos y un servidor. Buscamos una empresa de mudanzas que lo haga en un fin de semana.',
    ],
    [
      'moving',
      "Our agency moves offices from Howald to Bertrange in May: ten desks, filing cabinets and a small server rack. We're looking for a removal company that can do it over a weekend.",
    ],
    [
      'accounting',
      "Eise Kassier vum Fussballclub ass fort a mir hunn eng Këscht voller Rechnungen. Mir brauchen een deen eis de Joresofschloss fir d'Asbl mécht.",
    ],
    [
      'accounting',
      "Our club's treasurer quit and left us a box of receipts. We need someone to put together the year-end accounts for our non-profit before the general assembly.",
    ],
    [
      'accounting',
      "Notre trésorier a démissionné et nous a laissé un carton de tickets et factures, il faut faire les comptes annuels de l'asbl avant l'assemblée générale.",
    ],
    [
      'web-development',
      'After a plugin update my WordPress site only shows a white page, I urgently need someone to fix it and set up backups.',
    ],
    [
      'web-development',
      "Depuis une mise à jour d'extension mon site WordPress affiche une page blanche, il faut le réparer vite.",
    ],
    [
      'web-development',
      'Nach einem Update zeigt unsere Website nur noch eine weiße Seite, wer kann das schnell reparieren?',
    ],
    [
      'photography',
      'We need professional headshots of our whole team of 20 for the website and LinkedIn, one day on site in our office in Strassen.',
    ],
    [
      'photography',
      "Nous voulons des portraits professionnels de toute l'équipe pour notre site et LinkedIn, une journée dans nos bureaux à Bertrange.",
    ],
    [
      'cleaning',
      'My mother is 82 and lives alone in Mersch; the house is getting too much for her. Would someone coming once a week for three hours to do the housework be enough?',
    ],
    [
      'cleaning',
      "Ma mère vit seule à Mamer, elle a besoin d'une aide pour le ménage une fois par semaine, trois heures.",
    ],
    [
      'electrical',
      'Can someone fit hard-wired smoke detectors linked to each other in our new flat in Esch?',
    ],
    [
      'gardening',
      'Unser Rasen ist voller Moos und Unkraut, wir möchten ihn komplett erneuern lassen. Garten in Mamer.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it('a question of what the law allows names the country', () => {
    expect(
      communeOf(
        'I was dismissed during my trial period while on sick leave, is that even allowed in Luxembourg?',
      ),
    ).toBe(null)
    expect(communeOf('Is it allowed to build a carport without a permit? We live in Luxembourg-Cents.')).toBe(
      'Luxembourg',
    )
  })
})
