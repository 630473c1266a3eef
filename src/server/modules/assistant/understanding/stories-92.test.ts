import { describe, expect, it } from 'vitest'
import { readingOf, tradeOf } from './readings-for-tests'

/**
 * Ninety-second lessons, from new development sentences: a breaker that trips when the oven runs "too" beside a new
 * hob (an overloaded circuit, the electrician's); pictures of every car for a dealer's listings ("Inserate",
 * "annonces"); a club's changing rooms and showers to be done every week or after every game, a nursery's toilets and
 * floors every afternoon (cleaning); a family going back to its country with a firm that takes the things there
 * (moving); an ex-partner who pays no child support (a lawyer); "since the move" is a move that is over. Door-to-door
 * moves, thujas and mushrooms in the lawn, solar water heating that lost its pressure, a cleaning firm's own website,
 * a sworn interpreter at the notary, a seventies house to redo, paint flaking off an outside wall, a practice's
 * computers, made-to-measure oak shelves, a neighbour's garage at the boundary, a firm's office to refit and a shop's
 * layout already read right in these words.
 */
describe('stories, ninety-second lessons', () => {
  it.each([
    [
      'moving',
      'Necesitamos una mudanza puerta a puerta de Dudelange a Mamer, un piso de 80 m², con embalaje de la vajilla, a finales de mes.',
    ],
    [
      'moving',
      'On cherche un déménagement de porte à porte, de Bettembourg à Junglinster, trois pièces et un piano droit, mi-juin.',
    ],
    [
      'moving',
      'Wir suchen einen Umzug von Tür zu Tür von Ettelbruck nach Wiltz, 3 Zimmer, die Küche bleibt, Anfang Juli.',
    ],
    [
      'moving',
      'Precisamos de uma mudança porta a porta de Esch para Differdange, um T2 com móveis do IKEA para desmontar.',
    ],
    [
      'photography',
      "Je tiens un garage d'occasions à Foetz et il me faut de belles photos de mes 40 voitures pour les annonces en ligne, intérieur et extérieur.",
    ],
    [
      'photography',
      'We sell used cars in Howald and our listings look terrible; we need someone to photograph about 30 cars every month for the ads.',
    ],
    [
      'photography',
      'Unser Gebrauchtwagenhandel braucht professionelle Bilder von jedem Auto für die Inserate, etwa 25 Fahrzeuge pro Monat.',
    ],
    [
      'gardening',
      "Notre haie de thuyas devient brune par endroits et des champignons poussent partout dans la pelouse depuis l'automne, maison à Leudelange.",
    ],
    [
      'gardening',
      "D'Thujahecken gi brong an am Rasen wuessen iwwerall Champignonen, wat kann een do maachen? Mir wunnen zu Bascharage.",
    ],
    [
      'gardening',
      'Die Thujen werden von innen braun und im Rasen wachsen Pilze in Kreisen, was ist da los? Garten in Mondorf.',
    ],
    [
      'gardening',
      'La siepe di tuie sta diventando marrone e nel prato spuntano funghi dappertutto, giardino a Steinfort.',
    ],
    [
      'solar',
      'Our solar water heating on the roof lost pressure over the winter, the glycol must have frozen, now the tank only heats with the electric element. House in Mersch.',
    ],
    [
      'solar',
      "Les capteurs solaires thermiques pour l'eau chaude ne chauffent plus, la pression du circuit est à zéro depuis le gel. Maison à Hesperange.",
    ],
    [
      'solar',
      'Unsere Solarthermie auf dem Dach hat keinen Druck mehr, die Solarflüssigkeit ist wohl seit dem Frost ausgelaufen. Haus in Lintgen.',
    ],
    [
      'solar',
      'Os painéis solares térmicos da água quente deixaram de aquecer, o circuito perdeu pressão com o frio. Casa em Ettelbruck.',
    ],
    [
      'web-development',
      "We're a small cleaning company in Strassen and our website is ten years old; we want a new one where clients can book a cleaning online.",
    ],
    [
      'web-development',
      "Nous sommes une entreprise de nettoyage et notre site internet ne s'affiche pas sur mobile, il faut le refaire avec un formulaire de devis.",
    ],
    [
      'web-development',
      'Mir sinn eng Botzfirma an eis Websäit muss nei gemaach ginn, mat enger Méiglechkeet fir online ze reservéieren.',
    ],
    [
      'web-development',
      'Somos una empresa de limpieza en Luxemburgo y nuestra página web está anticuada, queremos una nueva con reservas en línea.',
    ],
    [
      'translation',
      "We're buying a flat and the notary says my wife needs a sworn interpreter at the signing because she only speaks Russian.",
    ],
    [
      'translation',
      'Pour la signature chez le notaire, mon mari ne parle que le turc et le notaire exige un interprète assermenté. Rendez-vous à Luxembourg.',
    ],
    [
      'translation',
      'Beim Notar brauchen wir für die Unterschrift einen vereidigten Dolmetscher für Polnisch, meine Mutter versteht kein Französisch.',
    ],
    [
      'translation',
      'Para la firma en el notario necesitamos un intérprete jurado de rumano, mi suegro no entiende francés.',
    ],
    [
      'electrical',
      'Since the new induction hob went in, the ground floor loses power whenever the oven is on at the same time and I have to reset the breaker in the cellar.',
    ],
    [
      'electrical',
      "Depuis la nouvelle plaque à induction, le disjoncteur saute dès qu'on allume le four en même temps, tout le rez-de-chaussée est coupé.",
    ],
    [
      'electrical',
      'Seit wir das Induktionskochfeld haben, fliegt die Sicherung raus, sobald der Backofen auch läuft, dann ist das ganze Erdgeschoss dunkel.',
    ],
    [
      'electrical',
      'Dende que temos a placa de indução, o disjuntor vai abaixo quando o forno também está ligado e fica o rés-do-chão sem luz.',
    ],
    [
      'renovation',
      "We're buying an old farmhouse in Beckerich where the kitchen, bathroom and wiring are all from the seventies. Is it cheaper to redo everything before we move in?",
    ],
    [
      'renovation',
      "Nous achetons une vieille maison à Vianden, cuisine, salle de bain et électricité d'origine des années 70. Vaut-il mieux tout refaire avant d'emménager ?",
    ],
    [
      'renovation',
      "Mir kafen en aalt Haus zu Ell, d'Kichen, d'Buedzëmmer an d'Leitungen sinn nach vun de 70er. Maache mer alles ier mer aplënneren?",
    ],
    [
      'renovation',
      'Wir kaufen ein Haus von 1965 in Mertert, seit den Siebzigern wurde innen nichts gemacht, Bad, Küche und Leitungen alles original.',
    ],
    [
      'appliance-repair',
      'Notre four ne chauffe plus depuis le nettoyage par pyrolyse, seule la lumière et le ventilateur marchent. Il a cinq ans.',
    ],
    [
      'appliance-repair',
      'Nach der Pyrolyse heizt unser Backofen nicht mehr, nur Licht und Lüfter gehen, und es riecht verbrannt.',
    ],
    [
      'web-development',
      'Soy guía de montaña y quiero una página web donde los clientes puedan reservar y pagar las excursiones.',
    ],
    [
      'web-development',
      "I'm a mountain guide and need a website where people can book and pay for my tours online.",
    ],
    [
      'cleaning',
      "Mir sinn en Handballveräin an no all Training sinn d'Vestiairen an d'Duschen dreckeg. D'Memberen wëllen dat net méi selwer maachen. Mir sichen een deen all Freideg owes kënnt.",
    ],
    [
      'cleaning',
      'We run a rugby club and the changing rooms and showers are filthy after every game. Our volunteers have had enough. Could someone come every Sunday evening? What would that cost a month?',
    ],
    [
      'cleaning',
      "Notre club de tennis cherche quelqu'un pour s'occuper des vestiaires et des douches chaque lundi matin, les bénévoles n'en peuvent plus.",
    ],
    [
      'cleaning',
      'Unser Fußballverein sucht jemanden, der jeden Montag die Kabinen und Duschen übernimmt, die Ehrenamtlichen wollen nicht mehr.',
    ],
    [
      'cleaning',
      'Somos un club de baloncesto y los vestuarios y las duchas quedan fatal después de cada partido, buscamos a alguien los lunes.',
    ],
    [
      'cleaning',
      "Nous sommes une crèche de 30 enfants, la dame qui passait chaque soir est partie. Il nous faut quelqu'un pour les toilettes, les sols et la salle de sieste.",
    ],
    [
      'cleaning',
      'Our day nursery needs someone every evening for the toilets, the floors and the nap room; the lady who did it has retired.',
    ],
    [
      'cleaning',
      'Unsere Kita braucht jemanden, der jeden Abend die Toiletten, die Böden und den Schlafraum macht, die Frau, die das gemacht hat, ist in Rente.',
    ],
    [
      'cleaning',
      'Somos uma creche com 20 crianças e precisamos de alguém todas as tardes para as casas de banho, o chão e a sala da sesta.',
    ],
    [
      'cleaning',
      'Siamo un asilo nido e ci serve qualcuno ogni sera per i bagni, i pavimenti e la stanza del riposo.',
    ],
    [
      'moving',
      'Mir plënneren am Abrëll vun Dikrech op Ettelbréck, 4 Zëmmer. Ass et besser eng Camionnette ze lounen a Frënn ze froen oder dat vu Professionelle maachen ze loossen?',
    ],
    [
      'moving',
      "Should we rent a van and ask friends, or pay professionals? We're moving from a two-bedroom flat in Bettembourg to Mondorf in May.",
    ],
    [
      'moving',
      'Vaut-il mieux louer une camionnette et demander aux copains, ou faire appel à des pros ? On quitte un 3 pièces à Dudelange pour Mersch.',
    ],
    [
      'moving',
      'Lieber einen Transporter mieten und Freunde fragen oder Profis beauftragen? Wir ziehen von Remich nach Grevenmacher, 3 Zimmer.',
    ],
    [
      'moving',
      'Vamos regressar a Portugal em agosto, precisamos de uma empresa que leve os móveis de um T2 em Esch até Braga.',
    ],
    [
      'moving',
      "Nous rentrons en Espagne en septembre, il nous faut une entreprise qui emporte les meubles d'un 3 pièces à Bertrange jusqu'à Valence.",
    ],
    [
      'moving',
      'Volvemos a Italia en julio y buscamos una empresa que lleve las cosas de un piso de Differdange hasta Turín.',
    ],
    [
      'painting',
      "On m'a vendu une peinture intérieure pour le mur du garage côté jardin et après un hiver elle s'écaille par plaques. Il faut tout refaire avec une peinture extérieure.",
    ],
    [
      'painting',
      "The DIY store said indoor paint would do for the outside wall of the shed; after one winter it's peeling off in sheets and needs redoing with proper masonry paint.",
    ],
    [
      'painting',
      'Die Innenfarbe an der Garagenwand außen blättert nach einem Winter großflächig ab, das muss mit Fassadenfarbe neu gemacht werden.',
    ],
    [
      'painting',
      'A tinta de interior que pus no muro do quintal está a descascar toda depois de um inverno, é preciso pintar de novo com tinta de exterior.',
    ],
    [
      'it-support',
      'Wir sind eine kleine Zahnarztpraxis. Seit dem Update startet der Empfangsrechner ewig und der Drucker druckt nicht mehr. Mein Schwager hat das früher gemacht, jetzt wohnt er in Trier. Wer betreut uns regelmäßig?',
    ],
    [
      'it-support',
      "We're a small physio practice; since the last update the reception PC takes ages to start and the label printer stopped. My cousin used to look after it but he moved away. Who could look after us once a month?",
    ],
    [
      'it-support',
      "Nous sommes un petit cabinet vétérinaire, depuis la mise à jour Windows l'imprimante d'étiquettes ne marche plus et le PC de l'accueil met dix minutes à démarrer. Qui peut nous suivre chaque mois ?",
    ],
    [
      'carpentry',
      'Unser Laden wird nach dem Umbau größer und wir möchten Regale aus Eiche nach Maß bis zur Decke mit einer Leiter. Wer baut so etwas?',
    ],
    [
      'carpentry',
      "Notre librairie s'agrandit après les travaux : on voudrait des étagères en chêne sur mesure jusqu'au plafond, avec une échelle.",
    ],
    [
      'carpentry',
      'After the refit our bookshop has more room and we want made-to-measure oak shelves up to the ceiling on two walls, with a rolling ladder.',
    ],
    [
      'legal',
      'Unser Nachbar will direkt an der Grenze eine hohe Garage bauen, die Gemeinde hat es genehmigt. Können wir dagegen vorgehen und was kostet das?',
    ],
    [
      'legal',
      "Mon voisin construit un garage de 3 mètres de haut en limite de propriété devant notre fenêtre, la commune a donné le permis. Peut-on s'y opposer ?",
    ],
    [
      'legal',
      "Eisen Noper baut eng Garage direkt op d'Grenz virun eis Fënster, d'Gemeng huet et erlaabt. Kënne mir eis dogéint wieren?",
    ],
    [
      'legal',
      'Mein Ex-Mann zahlt seit fünf Monaten keinen Unterhalt für die Kinder und lebt jetzt in Belgien. Was kann ich von hier aus tun?',
    ],
    [
      'legal',
      "Mon ex ne paie plus la pension alimentaire des enfants depuis quatre mois et vit maintenant au Portugal, que puis-je faire d'ici ?",
    ],
    [
      'legal',
      'Mi ex no paga la pensión alimenticia de los niños desde hace meses y ahora vive en Francia. ¿Qué puedo hacer desde aquí?',
    ],
    [
      'legal',
      'O meu ex-marido não paga a pensão dos filhos há meio ano e mudou-se para a Suíça. O que posso fazer daqui?',
    ],
    [
      'renovation',
      'Temos um pequeno escritório de contabilidade e queremos renovar o espaço todo: tirar paredes, uma casa de banho nova, chão novo e a parte elétrica.',
    ],
    [
      'renovation',
      'Nous sommes un cabinet comptable et voulons refaire tout le bureau : abattre deux cloisons, nouveaux sanitaires, sol et électricité.',
    ],
    [
      'renovation',
      "We're a small accountancy firm and want our whole office redone: two partition walls out, a new toilet, new floor and the electrics.",
    ],
    [
      'interior-design',
      'Tenemos una tienda pequeña y buscamos a alguien que nos dibuje cómo colocar las estanterías, un rincón de lectura y los colores y la luz.',
    ],
    [
      'interior-design',
      "Nous cherchons quelqu'un pour dessiner l'aménagement de notre boutique : où mettre les rayonnages, un coin lecture, les couleurs et l'éclairage.",
    ],
    [
      'interior-design',
      "We want someone to plan our shop's layout: where the shelving goes, a reading corner, the colours and the lighting for the pictures. No big works.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    'La mia bici elettrica ha cinque anni e ormai la batteria dura pochissimo, conviene cambiarla?',
    'La batterie de mon vélo électrique ne tient plus que 20 km, vaut-il mieux la changer ?',
    'Mäi E-Bike Akku hält net méi laang, wou kann een dee wiesselen?',
  ])('a bicycle battery that no longer lasts belongs to a bike shop, not a trade listed: %s', (text) => {
    expect(readingOf(text)).toMatchObject({ category: null, outOfScope: 'vehicle-repair' })
  })

  it.each([
    ["We'd like a socket in the garage to charge the e-bike battery, house in Mamer.", 'electrical'],
    [
      '¿vale la pena paneles + batería para cargar el coche eléctrico? casa adosada en Dalheim, tejado al suroeste',
      'solar',
    ],
    ['Seit dem Umzug verliert die Waschmaschine Wasser, sie ist erst zwei Jahre alt.', 'appliance-repair'],
  ])('a battery charged at home, or a trouble since the move, stays with its trade: %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
