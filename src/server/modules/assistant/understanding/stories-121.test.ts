import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-twenty-first lessons, from new development sentences: rain that no longer goes down the drainpipe
 * ("pluviale") is the roofer's; a page showing a firm's work with a form to ask for a quote is the web developer's,
 * though photos are named; a house to be pulled down, recorded first (from the air too), is the photographer's; a
 * business's tables, chairs and cases stored while it is refitted, and an office left with a van and men ("furgone e
 * operai"), are the movers'; a wooden floor lifted after a leak, part of it to replace, is the joiner's. A storm's
 * slipped tiles, a booking page, a bathroom and kitchen to strip, a boiler refilled each week and staff portraits
 * already read right: kept as they are.
 */
describe('stories, hundred-and-twenty-first lessons', () => {
  it.each([
    [
      'roofing',
      'Zënter dem Stuerm gesi mir um Späicher naass Flecken um Holz, an aus dem Gaart gesäit een datt e puer Zillen verrutscht sinn.',
    ],
    [
      'roofing',
      'Depuis la tempête il y a une tache brune sur les chevrons du grenier et depuis le jardin on voit que des tuiles ont glissé.',
    ],
    [
      'roofing',
      'Seit dem Sturm ist auf dem Dachboden ein brauner Fleck am Holz, und vom Garten aus sieht man, dass ein paar Ziegel verrutscht sind.',
    ],
    [
      'roofing',
      "Since the storm there's a brown stain on the rafters in the loft and from the garden you can see a few tiles have slipped.",
    ],
    [
      'roofing',
      "L'acqua della pioggia non va più nel pluviale e scende lungo tutta la facciata, e lassù si vede crescere l'erba.",
    ],
    [
      'roofing',
      "When it rains hard the water doesn't go down the drainpipe any more, it pours down the whole front of the house, and there's grass growing up there.",
    ],
    [
      'roofing',
      "Quand il pleut fort l'eau ne descend plus par la descente et coule sur toute la façade, on voit de l'herbe pousser là-haut.",
    ],
    [
      'roofing',
      'Wenn es stark regnet, läuft das Wasser nicht mehr durchs Fallrohr, sondern die ganze Fassade hinunter, und oben wächst Gras.',
    ],
    [
      'web-development',
      "Mir hunn eng kleng Tennisschoul an d'Stonne gi per Telefon reservéiert. Mir hätte gär eng Säit wou d'Leit selwer eng Stonn buchen a bezuelen.",
    ],
    [
      'web-development',
      "Nous avons une petite école d'équitation, les cours sont réservés par téléphone. On voudrait un site où les parents réservent et paient eux-mêmes.",
    ],
    [
      'web-development',
      'Temos uma empresa de pintura e os clientes querem ver trabalhos feitos. Queríamos uma página com fotografias dos trabalhos e um formulário para pedir orçamento.',
    ],
    [
      'web-development',
      "We're a small roofing company; customers always ask to see past jobs. We'd like a page with photos of our work and a form to request a quote.",
    ],
    [
      'web-development',
      'Siamo una piccola impresa edile, vorremmo una pagina con le foto dei lavori fatti e un modulo per chiedere un preventivo.',
    ],
    [
      'renovation',
      "Mir hunn en aalt Haus kaaft, d'Buedzëmmer an d'Kichen mussen ganz eraus: Leitungen, Plättercher, Elektresch, alles nei.",
    ],
    [
      'renovation',
      'Wir haben ein altes Haus gekauft, Bad und Küche müssen komplett raus: Leitungen, Fliesen, Elektrik, alles neu.',
    ],
    [
      'heating',
      "Je dois remettre de l'eau dans le circuit du chauffage toutes les semaines, la pression descend de 1,5 à 0,5 bar, mais je ne vois aucune fuite.",
    ],
    [
      'heating',
      'Ich muss jede Woche Wasser in die Heizung nachfüllen, der Druck fällt von 1,5 auf 0,5 bar, eine undichte Stelle sehe ich nicht.',
    ],
    [
      'heating',
      "Every few days I have to top up the heating, the pressure drops from 1.5 to 0.5 bar, and I can't see a leak anywhere.",
    ],
    [
      'heating',
      'A cada dois dias tenho de pôr água no circuito do aquecimento, a pressão desce de 1,5 para 0,5 bar e não vejo fuga nenhuma.',
    ],
    [
      'photography',
      "Notre cabinet d'avocats voudrait des portraits de tout le personnel sur fond neutre pour le site.",
    ],
    [
      'photography',
      'Unsere Kanzlei möchte Porträts des gesamten Personals vor neutralem Hintergrund für die Webseite.',
    ],
    ['photography', 'Il nostro studio vuole i ritratti di tutto il personale su sfondo neutro per il sito.'],
    [
      'photography',
      'Das Elternhaus wird nächstes Jahr abgerissen. Meine Schwester möchte es vorher für die Familie festhalten, innen, außen und vielleicht mit einer Drohne.',
    ],
    [
      'photography',
      "La maison de mes grands-parents sera démolie l'an prochain, ma mère voudrait la garder en images, dedans, dehors, et peut-être vue du ciel.",
    ],
    [
      'photography',
      "My grandparents' farmhouse is being knocked down next year and my mum wants it recorded for the family, inside and out, maybe from the air too.",
    ],
    [
      'moving',
      'Unser Restaurant wird im Winter umgebaut. Die Tische, Stühle und etwa 200 Kisten müssen raus und trocken eingelagert werden, im März alles wieder zurück.',
    ],
    [
      'moving',
      'Notre bar est en travaux cet hiver: tables, chaises et 200 caisses doivent sortir et être stockées au sec, puis revenir en mars.',
    ],
    [
      'moving',
      'Our café is being refitted over the winter: tables, chairs and about 200 crates need taking out, storing somewhere dry and bringing back in March.',
    ],
    [
      'moving',
      "La nostra ditta lascia l'ufficio di Bertrange a fine mese: 20 scrivanie, un armadio server e tanti scatoloni. Ci serve qualcuno con furgone e operai.",
    ],
    [
      'moving',
      'Our accountancy firm is leaving its office in Strassen: 12 desks, a server cabinet and lots of boxes, we need a van and men for a Saturday.',
    ],
    [
      'moving',
      'Vamos voltar para Braga em julho depois de 15 anos aqui. O meu cunhado diz que leva tudo na carrinha, mas prefiro uma empresa de mudanças a sério.',
    ],
    [
      'moving',
      'Volvemos a Galicia en agosto después de 12 años aquí. Un amigo dice que nos lo lleva en su furgoneta, pero prefiero una empresa de mudanzas.',
    ],
    [
      'carpentry',
      'Después de una fuga del lavavajillas la tarima de roble de la cocina se ha levantado y hay que cambiar unos 10 m².',
    ],
    [
      'carpentry',
      'Após uma fuga da máquina de lavar o soalho de carvalho levantou e é preciso trocar uns 12 m².',
    ],
    [
      'carpentry',
      'After the washing machine leaked, the oak floorboards in the hall have lifted and about 10 m² need replacing.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
