import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Seventy-seventh lessons, from new development sentences: rain running down beside a chimney whose metal flashing is
 * bent or lifted is the roofer's; a chimney is a roofer's or a mason's, not the wallpaper's; grout gone dark to rake
 * out and redo is the tiler's; evergreens, olives, oleanders, palms and bay trees dead after a winter, and raised beds
 * or a vegetable plot to empty and fill with topsoil, are the gardener's (rubble in them is no mason's job); a garage
 * that "soll eng Wunneng ginn" is a renovation; payslips and social-security declarations for a nanny, the
 * accountant's; a dishwasher that leaks or had its pump changed and now trips the breaker, the appliance repairer's
 * (several appliances running together and tripping it stay the electrician's); concrete stairs to clad in oak
 * treads, the joiner's; a key that goes in only halfway, the locksmith's; pictures of a concert or an anniversary for a
 * chronicle, the photographer's.
 */
describe('stories, seventy-seventh lessons', () => {
  it.each([
    [
      'roofing',
      'When it rains hard, water runs down the wall next to the chimney in our loft room, and the lead flashing at the base of the chimney looks loose. House in Mamer.',
    ],
    [
      'roofing',
      'Bei starkem Regen läuft Wasser innen am Kamin herunter, das Blech um den Schornstein ist verbogen. Haus in Lintgen.',
    ],
    [
      'roofing',
      "Quand il pleut, de l'eau coule le long de la cheminée dans la chambre sous les combles, et la bande de zinc autour de la cheminée est soulevée. Maison à Steinsel.",
    ],
    [
      'roofing',
      "Wann et reent leeft Waasser bannen um Kamäin erof, an d'Blech ronderëm de Kamäin ass krumm. Zu Biissen.",
    ],
    [
      'roofing',
      'Quando chove escorre água pela parede ao lado da chaminé no quarto do sótão, e a chapa à volta da chaminé está levantada. Casa em Lintgen.',
    ],
    [
      'tiling',
      "The grout between our bathroom floor tiles has gone black and crumbly, we'd like it scraped out and redone, about 8 m2, flat in Howald.",
    ],
    [
      'tiling',
      "Les joints du carrelage de la cuisine sont devenus tout gris et s'effritent, il faudrait les gratter et refaire les joints, 20 m2 à Bertrange.",
    ],
    [
      'tiling',
      'Die Fugen zwischen den Fliesen in der Dusche sind schwarz und bröseln, sie müssten ausgekratzt und neu verfugt werden. Wohnung in Strassen.',
    ],
    [
      'tiling',
      'Le fughe delle piastrelle in bagno sono diventate nere, vorremmo rifarle, circa 10 m2, appartamento a Esch.',
    ],
    [
      'tiling',
      'Las juntas de los azulejos de la cocina están negras y se deshacen, queremos rascarlas y rehacerlas. Piso en Differdange.',
    ],
    [
      'gardening',
      "The two bay trees in pots by our door died over the winter, the trunks are soft. We'd like them removed and replaced with something evergreen and hardy. Garden in Mersch.",
    ],
    [
      'gardening',
      "Nos deux oliviers n'ont pas survécu à l'hiver, les feuilles sont toutes brunes. On voudrait les enlever et planter une haie persistante à la place. Jardin à Mamer.",
    ],
    [
      'gardening',
      'Die Thujahecke ist nach dem Winter komplett braun, wir möchten sie entfernen und etwas Robustes pflanzen. Garten in Junglinster.',
    ],
    [
      'gardening',
      'Gli ulivi in giardino sono morti col gelo, il tronco è molle. Vogliamo toglierli e mettere piante sempreverdi resistenti al freddo. Giardino a Mamer.',
    ],
    [
      'gardening',
      'Our raised vegetable beds are full of stones and weeds, we want them emptied and filled with good topsoil for spring. Garden in Bertrange.',
    ],
    [
      'gardening',
      'Queremos vaciar los bancales del huerto y llenarlos con tierra buena para plantar en primavera. Casa en Mamer.',
    ],
    [
      'gardening',
      'Unsere Hochbeete sind voller Steine und Unkraut, sie sollen geleert und mit guter Erde neu befüllt werden. Garten in Sandweiler.',
    ],
    [
      'renovation',
      'Mir wëllen eis Garage zu Suessem an en Studio fir eis Duechter ëmbauen, mat Isolatioun, Dusch a WC. Wéi laang dauert dat?',
    ],
    [
      'renovation',
      'Eis Duebelgarage soll eng kleng Wunneng ginn: Isolatioun, Fënsteren, eng Dusch mat WC an Elektresch. Zu Ettelbréck.',
    ],
    [
      'accounting',
      'Qui peut faire les fiches de paie et les déclarations au CCSS pour notre aide à domicile chaque mois ? Nous habitons à Strassen.',
    ],
    [
      'accounting',
      'Who can do the monthly payslips and social security declarations for our nanny? We live in Bertrange.',
    ],
    ['accounting', 'Wer macht die monatlichen Lohnabrechnungen und die CCSS-Anmeldung für unsere Putzfrau?'],
    [
      'appliance-repair',
      'Our Siemens dishwasher stopped draining, my brother-in-law swapped the pump himself and now it leaks at the bottom and trips the fuse when it starts. House in Mamer.',
    ],
    [
      'appliance-repair',
      'Unsere Waschmaschine von Miele pumpt nicht mehr ab, mein Schwager hat die Pumpe getauscht, seitdem läuft unten Wasser raus und die Sicherung fliegt. Wohnung in Mersch.',
    ],
    [
      'carpentry',
      "Our stairs in the new house in Strassen are bare concrete, we'd like them clad with oak treads and risers, 14 steps.",
    ],
    [
      'carpentry',
      'Unsere Betontreppe im Neubau soll mit Eichenstufen belegt werden, 16 Stufen, Haus in Mamer.',
    ],
    [
      'carpentry',
      'Nous voulons habiller notre escalier en béton avec des marches en chêne, 15 marches, maison à Bertrange.',
    ],
    [
      'locksmith',
      'The key to our front door only goes halfway into the lock and we have to jiggle it for ages to turn it. House in Mamer.',
    ],
    [
      'locksmith',
      'La llave de la puerta de casa solo entra hasta la mitad y cuesta mucho girarla. Piso en Esch.',
    ],
    [
      'locksmith',
      "Le clé de la porte d'entrée ne rentre qu'à moitié dans la serrure, il faut forcer pour tourner. Appartement à Bertrange.",
    ],
    [
      'photography',
      'Eise Museksveräin feiert säin 75. Anniversaire mat engem Concert, mir hätte gär schéin Biller vum Concert fir eng Chronik. Zu Mamer.',
    ],
    [
      'photography',
      'Unser Chor feiert sein Jubiläum mit einem Konzert, wir hätten gern schöne Bilder vom Konzert für eine Festschrift. In Mersch.',
    ],
    [
      'roofing',
      'Every time it pours, water trickles down behind the chimney in our top-floor bedroom and the wallpaper has a brown streak now. Outside, the metal strip around the chimney is bent up. House in Walferdange.',
    ],
    [
      'roofing',
      'After storms we get a damp patch and a stain on the wallpaper beside the chimney upstairs; from the street you can see the metal around the chimney has lifted. Steinsel.',
    ],
    [
      'tiling',
      'The builder said standard grout would do in our shower. Two years on the grout lines are black and no cleaner gets them white, we want them dug out and redone with epoxy grout, about 6 m2. Flat in Esch.',
    ],
    [
      'tiling',
      "Nothing gets the grout in our kitchen floor clean any more, not even steam. We'd like it raked out and replaced with epoxy, 20 m2, house in Mersch.",
    ],
    [
      'gardening',
      "The garden centre promised our lemon trees would survive minus 10. After the winter they are brown and the trunk is soft. We'd like them taken out and something hardy planted instead. Garden in Mamer.",
    ],
    [
      'gardening',
      'Il vivaio ci aveva assicurato che gli oleandri resistevano al gelo. Ora sono marroni e il tronco è molle, vorremmo sostituirli con qualcosa di sempreverde. Giardino a Mersch.',
    ],
    [
      'gardening',
      'Un amigo nos dijo que llenáramos los bancales con la tierra de una obra. Ahora hay piedras y trozos de ladrillo por todas partes. Queremos vaciarlos y poner tierra vegetal. Casa en Mamer.',
    ],
    [
      'appliance-repair',
      'Unser Geschirrspüler von Siemens hat nicht mehr abgepumpt. Mein Onkel hat eine neue Pumpe bestellt und selbst eingebaut. Jetzt läuft unten Wasser raus und die Sicherung fliegt beim Einschalten. Es soll sich bitte jemand ansehen, der sich auskennt. Wohnung in Bertrange.',
    ],
    [
      'appliance-repair',
      "Notre lave-vaisselle ne vidangeait plus, mon beau-père a changé la pompe lui-même, depuis il fuit par en dessous et fait sauter le disjoncteur. On voudrait que quelqu'un de compétent regarde. Maison à Mamer.",
    ],
    [
      'locksmith',
      'Mi llave de la puerta principal solo entra a medias, hay que empujar y moverla mucho para que gire. Mi hijo le puso aceite y ahora es peor. Vivo en un adosado en Bertrange.',
    ],
    [
      'carpentry',
      'The stairs in our new build in Mamer are still raw concrete. Should we clad them in oak or have a joiner build a wooden staircase? What would each cost for 14 steps?',
    ],
    [
      'electrical',
      'Every evening when the washing machine, the oven and the kettle run together, the breaker trips. House in Mamer, old wiring.',
    ],
    [
      'electrical',
      "Depuis hier le disjoncteur saute dès qu'on allume la lumière de la salle de bain, maison à Strassen.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
