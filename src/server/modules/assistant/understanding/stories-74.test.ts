import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventy-fourth lessons, from new development sentences: a rotten-egg smell and water rising from a floor drain when
 * the washer pumps out is the plumber's; a hall greasy with sticky floors after a party, the cleaner's; a load-bearing
 * wall to open, the mason's; a gutter overflowing with plants in it, the roofer's, and rain down a chimney's flashing too;
 * large tiles on underfloor heating and the price of laying them, the tiler's; a couple's joint tax assessment, the
 * accountant's; a renovation left half done, one renovation; a heat pump's curve, the heating engineer's; an
 * over-pruned tree, the gardener's; bugs that scurry under the fridge, pests; a pipe burst inside a wall by the outside
 * tap after winter, the plumber's.
 */
describe('stories, seventy-fourth lessons', () => {
  it.each([
    [
      'plumbing',
      "Am Buedzëmmer stinkt et no fauleg Eeër a beim Oflaf an der Wäschkummer steet Waasser all Kéier wann d'Maschinn leeft",
    ],
    [
      'plumbing',
      "Il y a une odeur d'oeufs pourris dans la buanderie et l'eau remonte par la grille au sol quand la machine vide",
    ],
    [
      'plumbing',
      'Es riecht im Keller nach faulen Eiern und aus dem Bodenablauf drückt Wasser hoch, wenn die Waschmaschine abpumpt',
    ],
    [
      'cleaning',
      'Eise Veräin huet e Fest am Sall gehat an elo ass alles fetteg an de Buedem klëbt, wien mécht dat grëndlech propper?',
    ],
    [
      'cleaning',
      "After our club's barbecue the clubhouse floor is sticky, the kitchen greasy and the changing rooms disgusting, who can deep clean it on Monday?",
    ],
    [
      'masonry',
      "On veut ouvrir le mur porteur entre la cuisine et la salle à manger et poser une poutre, l'ingénieur a fait les calculs",
    ],
    [
      'masonry',
      'Wir möchten eine tragende Wand zwischen Küche und Wohnzimmer durchbrechen, ein Stahlträger muss rein',
    ],
    [
      'masonry',
      'We want to knock out the load-bearing wall between kitchen and lounge, the engineer has specified an RSJ',
    ],
    [
      'roofing',
      'La gouttière déborde à chaque grosse pluie, il y a de la mousse et des herbes dedans et la descente fait des bruits',
    ],
    [
      'roofing',
      'Our gutters overflow every time it pours, there are plants growing in them and the downpipe gurgles',
    ],
    ['roofing', 'Bei Starkregen läuft das Wasser über die Regenrinne, da wächst schon Gras drin'],
    [
      'tiling',
      'Wir überlegen, großformatige Feinsteinzeugplatten auf die Fußbodenheizung im Wohnzimmer legen zu lassen, was kostet das Verlegen pro m²?',
    ],
    [
      'tiling',
      'On hésite entre grands carreaux 60x120 ou plus petits sur le chauffage au sol du séjour, combien coûte la pose au m2?',
    ],
    [
      'accounting',
      'Ich bin Grenzgänger und weiß nicht, ob wir als Ehepaar die gemeinsame Veranlagung beantragen sollen, wer kann das für uns machen?',
    ],
    [
      'accounting',
      "Je suis frontalier belge et je me demande si l'imposition collective avec ma femme vaut le coup, quelqu'un peut remplir ça?",
    ],
    [
      'roofing',
      'Rain comes in around the chimney and runs down the wall in the loft, the lead flashing looks lifted',
    ],
    [
      'roofing',
      "Quand il pleut, l'eau coule le long de la cheminée dans la chambre, le solin en zinc est décollé",
    ],
    [
      'photography',
      "Our orchestra's spring concert needs a photographer and someone to film it, for the printed programme and the website",
    ],
    [
      'renovation',
      'O empreiteiro desapareceu a meio da obra, precisamos de alguém que acabe tudo, casa de banho, cozinha, pavimento e eletricidade',
    ],
    [
      'renovation',
      'Der Handwerker hat mittendrin aufgehört, wir suchen eine Firma, die alles fertig macht: Bad, Küche, Boden und Elektrik',
    ],
    [
      'heating',
      'Nessuno ci ha spiegato come regolare la pompa di calore, la casa è fredda la mattina e la bolletta è alta',
    ],
    [
      'heating',
      'Niemand hat uns erklärt, wie man die Heizkurve der Wärmepumpe einstellt, morgens ist es kalt und der Strom teuer',
    ],
    [
      'heating',
      'The heat pump installer never set the heating curve and the house is cold every morning, can someone adjust the settings?',
    ],
    [
      'gardening',
      'Qualcuno ha potato troppo il nostro albero di ciliegie e adesso perde resina e ha rami secchi',
    ],
    [
      'gardening',
      'Unser Kirschbaum wurde viel zu stark zurückgeschnitten, jetzt tritt Harz aus und Äste sterben ab',
    ],
    [
      'pest-control',
      'La sera in cucina vedo degli insetti neri lucidi che scappano sotto il frigorifero quando accendo la luce',
    ],
    [
      'pest-control',
      'Cuando enciendo la luz de la cocina por la noche salen corriendo bichos negros brillantes debajo de la nevera',
    ],
    ['pest-control', 'When I switch on the kitchen light at night shiny black bugs run under the fridge'],
    [
      'plumbing',
      'Al abrir el grifo de fuera después del invierno empezó a salir agua dentro de la pared del garaje',
    ],
    [
      'plumbing',
      'Als wir den Außenwasserhahn nach dem Winter aufgedreht haben, kam in der Garage Wasser aus der Wand',
    ],
    [
      'plumbing',
      'We turned on the outside tap for the first time since winter and water sprayed out inside the garage wall',
    ],
    [
      'pest-control',
      'Hay agujeros y túneles en el césped junto al compost y por la noche se oye algo debajo de la tarima',
    ],
    [
      'pest-control',
      'There are holes and tunnels by the compost heap and something scuttles under the decking at night',
    ],
    [
      'cleaning',
      'Eise Veräin huet e Fest am Sall gehat an elo ass alles fetteg an de Buedem klëbt, wien mécht dat grëndlech propper?',
    ],
    [
      'cleaning',
      "Après la fête de l'école, la salle est grasse partout et le sol colle, il faut tout nettoyer à fond",
    ],
    [
      'pest-control',
      'Im Keller huschen abends kleine Insekten unter die Regale, sobald ich das Licht anmache',
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    ['appliance-repair', 'La hotte est pleine de graisse et le moteur ne tourne plus du tout'],
    ['plumbing', 'Der Abfluss in der Küche ist mit Fett verstopft, das Wasser läuft nicht mehr ab'],
    ['heating', 'The bugs in the heating app are annoying but the real problem is the radiators stay cold'],
    ['tiling', 'Pode assentar porcelanato grande em cima do piso radiante?'],
    ['carpentry', 'On veut poser du parquet sur le chauffage au sol du séjour'],
  ])('still %s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
