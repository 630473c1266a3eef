import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-ninth lessons, from new development sentences: a trade asked for by name with "dispo", "frei", "available"
 * (the screed already laid is done, not asked for); winged ants and fine sawdust vacuumed up, pests; solar panels
 * whose output has halved, an optimiser offline in the app, though the seller said they need no cleaning, the solar
 * installer's; something rattling over the bedroom since the storm, metal flashing in the yard and rain running down
 * the façade, the roofer's; a crack in the render that reopened after acrylic filler ("Riss im Außenputz"), the
 * mason's; a logo said to infringe another firm's mark, and a former partner's look-alike shop with a very similar
 * name, the lawyer's. The tiler asked for by name, the ants, the roof and the French and English render already read
 * right in these words.
 */
describe('stories, eighty-ninth lessons', () => {
  it.each([
    [
      'tiling',
      'Carreleur disponible la semaine prochaine pour 40 m² de carrelage dans la cuisine ? La chape est déjà coulée.',
    ],
    [
      'tiling',
      'Fliesenleger frei im Januar für ca. 30 m² Feinsteinzeug im Wohnzimmer? Estrich ist schon drin und trocken.',
    ],
    [
      'tiling',
      'Tiler available in March for about 25 m² of porcelain tiles in the hall? The screed is already down and dry.',
    ],
    ['tiling', "Plättler fräi fir ongeféier 20 m² Bodeplacken an der Kichen? D'Chape ass scho gegoss."],
    [
      'tiling',
      'Ladrilhador disponível para assentar 30 m² de porcelanato na sala? A betonilha já está feita.',
    ],
    [
      'tiling',
      'Piastrellista disponibile per posare circa 35 m² di gres porcellanato in soggiorno? Il massetto è già fatto e asciutto.',
    ],
    [
      'tiling',
      '¿Alicatador disponible para colocar unos 30 m² de porcelánico en el salón? La solera ya está hecha.',
    ],
    [
      'pest-control',
      "Des dizaines de fourmis ailées sortent d'une fente de la plinthe, j'ai tout aspiré mais elles reviennent, et il y a une fine sciure sous la fenêtre.",
    ],
    [
      'pest-control',
      'Hoje saíram formigas com asas do rodapé, aspirei tudo mas voltaram, e há serradura fina no parapeito.',
    ],
    [
      'pest-control',
      'Geflügelte Ameisen kommen aus einer Ritze in der Fußleiste, ich habe alles weggesaugt, aber sie kommen wieder, und unter dem Fenster liegt feines Holzmehl.',
    ],
    [
      'solar',
      "Le vendeur nous avait dit que les panneaux n'avaient besoin d'aucun nettoyage, mais la production a baissé de moitié et un optimiseur est toujours hors ligne dans l'application.",
    ],
    [
      'solar',
      'The installer told us the panels never need cleaning, but output has halved and one optimiser shows offline in the app.',
    ],
    [
      'solar',
      'Der Verkäufer sagte, die Module müssten nie gereinigt werden, jetzt ist der Ertrag halbiert und ein Optimierer ist in der App offline.',
    ],
    [
      'solar',
      'O vendedor disse que os painéis não precisavam de limpeza, mas a produção caiu para metade e um otimizador aparece desligado na aplicação.',
    ],
    [
      'roofing',
      'Seit dem Sturm klappert nachts etwas über dem Schlafzimmer und im Hof lag ein Stück Blech. Das Regenwasser läuft jetzt an der Fassade herunter statt ins Fallrohr.',
    ],
    [
      'roofing',
      'Since the storm something rattles above the bedroom at night, a piece of metal flashing was in the yard and rain runs down the wall instead of into the downpipe.',
    ],
    [
      'roofing',
      "Depuis la tempête quelque chose claque la nuit au-dessus de la chambre, on a trouvé un morceau de tôle dans la cour et l'eau de pluie coule sur la façade au lieu d'aller dans la descente.",
    ],
    [
      'masonry',
      "Une fissure dans le crépi de la façade s'est rouverte après que je l'ai bouchée au mastic, et l'eau rentre derrière quand il pleut.",
    ],
    [
      'masonry',
      'A crack in the render next to the kitchen window opened again after I filled it with acrylic sealant, and rain gets in behind it.',
    ],
    [
      'masonry',
      'Der Riss im Außenputz neben dem Küchenfenster ist wieder aufgegangen, obwohl ich ihn mit Acryl zugemacht habe, und bei Schlagregen läuft Wasser dahinter.',
    ],
    [
      'legal',
      'Eng Firma aus Däitschland schreift eis, eise Logo géif hir Mark verletzen, a mir sollen 5.000 Euro bezuelen. Wien kann eis beroden ier mir ënnerschreiwen?',
    ],
    [
      'legal',
      "A German company wrote to say our brewery's logo infringes their trademark and wants us to sign and pay 5,000 euros within 14 days. Who can advise us?",
    ],
    [
      'legal',
      "Un'azienda tedesca ci scrive che il nostro logo viola il loro marchio e vuole 5.000 euro entro 14 giorni. Chi ci può consigliare?",
    ],
    [
      'legal',
      'Un ex socio ha aperto un negozio quasi identico con un nome molto simile e le nostre ricette, i clienti pensano che sia una nostra filiale. Cosa possiamo fare?',
    ],
    [
      'legal',
      "A former partner opened an almost identical shop two streets away with a very similar name and our recipes. Customers think it's our branch. What can we do?",
    ],
    [
      'legal',
      'Un ancien associé a ouvert un magasin presque identique à deux rues, avec un nom très proche et nos recettes. Que pouvons-nous faire ?',
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
