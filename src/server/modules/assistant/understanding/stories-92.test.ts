import { describe, expect, it } from 'vitest'
import { readingOf, tradeOf } from './readings-for-tests'

/**
 * Ninety-second lessons, from new development sentences: a breaker that trips when one appliance runs "too" beside
 * another (an overloaded circuit, the electrician's); pictures for listings of what is for sale ("Inserate",
 * "annonces"); a club's changing rooms and showers every week or after every game, a nursery's floors and toilets
 * every afternoon or evening (cleaning); a family going back to its country with someone to take the furniture there
 * (moving); child support an ex-partner no longer pays (a lawyer); "since the move" is a move that is over; an oven's
 * self-cleaning programme is the oven's, not a cleaner's; a booking page in Spanish is "una web"; a firm's premises
 * with partitions, floors, toilets and wiring to redo (renovation). Door-to-door moves, a conifer hedge browning with
 * fungus in the lawn, solar water heating without pressure, a firm's own website, a sworn interpreter, paint peeling
 * outdoors, an office's computers, made-to-measure oak shelves, a neighbour's building at the boundary and a shop's
 * layout already read right in these words.
 */
describe('stories, ninety-second lessons', () => {
  it.each([
    [
      'moving',
      'Buscamos una empresa para una mudanza puerta a puerta, de un tercero sin ascensor en Wiltz a una casa en Clervaux.',
    ],
    [
      'moving',
      'Déménagement de porte à porte entre Mondercange et Schifflange, un studio et une moto à transporter.',
    ],
    [
      'moving',
      'Umzug von Tür zu Tür gesucht: aus einer Wohnung in Bascharage in ein Haus in Kehlen, viele Bücherkisten.',
    ],
    [
      'moving',
      'Mudança porta a porta de uma casa em Wiltz para um apartamento em Mersch, com três roupeiros grandes.',
    ],
    [
      'photography',
      'Ich verkaufe Ferienwohnungen über Inserate und brauche für jede Wohnung gute Bilder, etwa zehn pro Monat.',
    ],
    [
      'photography',
      'Pour les annonces de nos chiots de race, il nous faudrait de vraies photos professionnelles chaque saison.',
    ],
    [
      'photography',
      "Our estate agency's listings need proper pictures of every flat we put up for sale, about eight a month.",
    ],
    [
      'gardening',
      'Les thuyas de la clôture jaunissent à la base et il y a des ronds de champignons dans le gazon, que faire ?',
    ],
    [
      'gardening',
      'Eis Thujahecken ass ënnen ganz brong ginn an de Rasen ass voller Pilzer, wien kann sech dat ukucken?',
    ],
    ['gardening', 'Die Thujahecke wird unten braun und im Rasen wachsen überall Pilze, was können wir tun?'],
    [
      'gardening',
      'La siepe di tuie in fondo al giardino secca dal basso e nel prato compaiono cerchi di funghi.',
    ],
    [
      'solar',
      "The solar hot water panels haven't heated anything since the cold snap and the gauge on the circuit reads zero.",
    ],
    [
      'solar',
      "Nos panneaux solaires pour l'eau chaude ne donnent plus rien, le manomètre du circuit solaire est à zéro.",
    ],
    ['solar', 'Die Solarthermie auf unserem Dach bringt nichts mehr, der Druck im Solarkreis ist auf null.'],
    [
      'solar',
      'O sistema solar térmico do telhado já não aquece a água, o manómetro do circuito está a zero.',
    ],
    [
      'web-development',
      "We own a small tiling firm and our website is so old it doesn't show our recent bathrooms; we need a new one with a contact form.",
    ],
    [
      'web-development',
      'Nous avons une petite entreprise de jardinage et il nous faut un vrai site internet avec nos réalisations et un formulaire.',
    ],
    [
      'web-development',
      'Mir hunn eng kleng Dachdeckerfirma an brauchen eng nei Websäit mat eise Referenzen an engem Kontaktformular.',
    ],
    [
      'web-development',
      'Tenemos una pequeña empresa de pintura y queremos una página web moderna con fotos de nuestros trabajos.',
    ],
    [
      'translation',
      'My father-in-law only speaks Greek and the bank wants a sworn interpreter present when he signs the loan papers.',
    ],
    [
      'translation',
      'Mon beau-père ne parle que le polonais et il faut un interprète assermenté pour la signature du bail.',
    ],
    [
      'translation',
      'Für die Trauung auf dem Standesamt brauchen wir einen vereidigten Dolmetscher für Rumänisch.',
    ],
    [
      'translation',
      'Para el juicio de mi hermano necesitamos un intérprete jurado de árabe, él no habla francés.',
    ],
    [
      'electrical',
      'Whenever the kettle is on and the toaster is running too, the breaker trips and the kitchen goes dark.',
    ],
    [
      'electrical',
      "Dès qu'on branche le radiateur d'appoint pendant que la machine à laver tourne aussi, le disjoncteur saute.",
    ],
    ['electrical', 'Wenn der Trockner läuft und der Wasserkocher auch an ist, fliegt die Sicherung raus.'],
    [
      'electrical',
      'Quando a máquina de lavar está ligada e o micro-ondas também, o disjuntor vai abaixo e ficamos sem luz na cozinha.',
    ],
    [
      'renovation',
      'We inherited a bungalow from 1968 where nothing has been changed since: bathroom, kitchen, heating, all original. Where do we start?',
    ],
    [
      'renovation',
      "Nous avons hérité d'une maison de 1962 restée dans son jus : salle de bain, cuisine, chauffage d'origine. Tout refaire d'un coup ?",
    ],
    [
      'renovation',
      'Mir hunn en Haus vun 1960 geierft wou zanterhier näischt gemaach gouf, Kichen, Buedzëmmer an Heizung si nach original.',
    ],
    [
      'renovation',
      'Wir haben ein Haus von 1960 geerbt, seitdem wurde nichts gemacht: Bad, Küche und Heizung sind noch original.',
    ],
    [
      'appliance-repair',
      "Depuis le dernier cycle de pyrolyse, notre four n'allume plus la résistance, seul le ventilateur tourne.",
    ],
    [
      'appliance-repair',
      'Seit der Selbstreinigung per Pyrolyse bleibt unser Herd kalt, nur das Gebläse läuft noch.',
    ],
    [
      'web-development',
      'Organizo visitas guiadas en bicicleta y quiero una web donde la gente reserve y pague las salidas.',
    ],
    [
      'web-development',
      'I run kayak trips on the Sûre and need a website where people can book and pay for a trip.',
    ],
    [
      'cleaning',
      "Eise Basketballclub sicht een deen d'Vestiairen an d'Duschen all Méindeg propper mécht, de Comité packt et net méi.",
    ],
    [
      'cleaning',
      "Our swimming club's changing rooms and showers need doing after every match and on Sunday nights.",
    ],
    [
      'cleaning',
      "Le club de judo cherche quelqu'un pour les vestiaires et les douches tous les samedis soir.",
    ],
    [
      'cleaning',
      'In unserem Turnverein sind die Kabinen und Duschen nach jedem Spiel dreckig, wer macht das regelmäßig?',
    ],
    [
      'cleaning',
      'Nuestro club de pádel necesita a alguien para los vestuarios y las duchas después de cada partido.',
    ],
    [
      'cleaning',
      'Notre crèche cherche une personne qui passe tous les après-midi faire les sols et les toilettes.',
    ],
    [
      'cleaning',
      'Our day nursery is looking for someone to do the floors and toilets every evening after the children leave.',
    ],
    ['cleaning', 'Unsere Kita sucht jemanden, der jeden Nachmittag die Böden und Toiletten macht.'],
    [
      'cleaning',
      'No nosso jardim de infância precisamos de alguém todas as tardes para o chão e as casas de banho.',
    ],
    ['cleaning', 'Nel nostro asilo nido serve qualcuno ogni pomeriggio per i pavimenti e i bagni.'],
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
      'A nossa família vai voltar para Portugal no fim do verão e procuramos quem leve os móveis do apartamento de Esch para o Porto.',
    ],
    [
      'moving',
      "Nous rentrons en Espagne cet automne : qui peut emporter les meubles de notre appartement de Bertrange jusqu'à Valence ?",
    ],
    [
      'moving',
      'Nos volvemos a Italia después del verano y hay que llevar todos los muebles del piso de Differdange a Turín.',
    ],
    [
      'painting',
      "La peinture de la façade arrière s'écaille partout, il faudrait la refaire avec une peinture adaptée à l'extérieur.",
    ],
    [
      'painting',
      "The paint on our shed's outside wall is peeling badly and needs redoing with a proper exterior paint.",
    ],
    [
      'painting',
      'Die Farbe an der Außenwand der Garage blättert großflächig ab und muss neu gestrichen werden.',
    ],
    ['painting', 'A tinta do muro do quintal está a descascar toda, é preciso pintar de novo.'],
    [
      'it-support',
      'Unsere Physiotherapiepraxis braucht jemanden, der sich monatlich um die drei Rechner und das Netzwerk kümmert.',
    ],
    [
      'it-support',
      "Our law office's computers and printer need someone to look after them once a month, nobody here knows how.",
    ],
    [
      'it-support',
      "Notre cabinet d'architectes cherche quelqu'un pour suivre nos ordinateurs et le serveur chaque mois.",
    ],
    [
      'carpentry',
      'Für unser Wohnzimmer möchten wir Bücherregale aus Eiche nach Maß, vom Boden bis zur Decke.',
    ],
    ['carpentry', 'On voudrait une bibliothèque en chêne sur mesure autour de la porte du salon.'],
    [
      'carpentry',
      "We'd like made-to-measure oak bookshelves built into the alcoves either side of the fireplace.",
    ],
    [
      'legal',
      'Der Nachbar baut einen Anbau direkt an unsere Grenze und nimmt uns das Licht, können wir rechtlich etwas tun?',
    ],
    [
      'legal',
      'Mon voisin construit une véranda en limite de propriété qui nous cache le soleil, peut-on contester le permis ?',
    ],
    ['legal', 'Eisen Noper baut e Carport direkt op eis Grenz, kënne mir eis do juristesch wieren?'],
    [
      'legal',
      'Mein Ex-Partner zahlt seit dem Frühling keinen Unterhalt für unsere Tochter, was kann ich tun?',
    ],
    [
      'legal',
      'Le père de mes enfants ne verse plus la pension alimentaire depuis Noël, quels sont mes recours ?',
    ],
    ['legal', 'Mi expareja dejó de pagar la pensión alimenticia en enero, ¿qué puedo hacer?'],
    ['legal', 'O pai dos meus filhos deixou de pagar a pensão de alimentos, o que posso fazer?'],
    [
      'renovation',
      'Somos uma pequena agência de viagens e queremos renovar o escritório todo: paredes novas, chão, casa de banho e eletricidade.',
    ],
    [
      'renovation',
      'Nous sommes une agence immobilière et voulons refaire nos bureaux : cloisons, sols, sanitaires et électricité.',
    ],
    [
      'renovation',
      "We're a small insurance broker and want our whole office redone: partitions, floor, toilet and the electrics.",
    ],
    [
      'interior-design',
      'Buscamos a alguien que nos diseñe la distribución de nuestra tienda de ropa: los percheros, los colores y la iluminación.',
    ],
    [
      'interior-design',
      "Nous cherchons quelqu'un pour concevoir l'agencement de notre épicerie : les rayons, les couleurs et l'éclairage.",
    ],
    [
      'interior-design',
      "We want someone to plan our café's layout: where the counter and tables go, the colours and the lighting.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    'Il monopattino elettrico di mio figlio ha la batteria morta, si può sostituire?',
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
