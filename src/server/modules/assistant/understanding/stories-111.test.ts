import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-eleventh lessons, from new development sentences: scratching heard in a wall, a ceiling or at night is
 * pest control, even beside the Luxembourgish wall ("Mauer"); an armchair ("sillón") stained, or a sofa drawn on with
 * felt pens, is the cleaners'; with others that already read right (droppings behind the fridge, a food truck's site,
 * dust after sanding, a guest house's Wi-Fi, a waiting room's furnishing, an oven's grill element, cracked corrugated
 * roof panels, a print shop's move, a club's hall bookings, a move with a date, furniture stored during works, a solar
 * app's half yield, dust and paint spatters after a conversion, splintering deck boards).
 */
describe('stories, hundred-and-eleventh lessons', () => {
  it.each([
    [
      'pest-control',
      'Mir héieren owes eppes an der Mauer kraazen an am Keller louchen kleng schwaarz Kärercher.',
    ],
    [
      'pest-control',
      'Am Späicher trëppelt all Nuecht eppes, an hannert dem Frigo leien kleng donkel Kréimelen.',
    ],
    [
      'pest-control',
      'We hear scratching in the bedroom wall every night, and the dog keeps sniffing at the skirting.',
    ],
    [
      'cleaning',
      'Al sillón de tela le han caído manchas de café y de rotulador; ¿alguien que lo limpie a domicilio con máquina?',
    ],
    [
      'cleaning',
      'Les enfants ont fait des taches au feutre sur le canapé beige, quelqu’un peut venir le nettoyer ?',
    ],
    ['cleaning', 'A poltrona da sala tem manchas de vinho e não sai com nada; fazem limpeza ao domicílio?'],
    ['web-development', "J'ouvre un food truck et il me faut un site avec le menu et la commande en ligne."],
    [
      'cleaning',
      "Après le ponçage du parquet et les enduits, tout l'appartement est couvert de poussière : il faut quelqu'un pour tout nettoyer avant l'état des lieux.",
    ],
    [
      'it-support',
      'In unserer Pension bricht das WLAN in den oberen Zimmern ständig ab; wir brauchen jemanden, der Access Points installiert.',
    ],
    [
      'interior-design',
      'Der Wartebereich unserer Physiotherapiepraxis wirkt kalt; wir wünschen uns ein Einrichtungskonzept mit Farben, Licht und neuen Möbeln.',
    ],
    [
      'appliance-repair',
      "The grill element in our cooker doesn't come on any more, the rest of the oven works fine; it's a Bosch.",
    ],
    [
      'roofing',
      'As chapas onduladas do telheiro estão partidas e chove lá dentro; dizem que podem ter amianto.',
    ],
    [
      'moving',
      'La nostra tipografia si sposta in un capannone nuovo con due macchine da stampa pesanti: chi si occupa del trasloco?',
    ],
    [
      'web-development',
      "Eise Fussballveräin brauch eng Säit, wou d'Leit eise Sall online reservéiere kënnen.",
    ],
    ['moving', 'Umzug am 15. März, 3-Zimmer-Wohnung im zweiten Stock ohne Aufzug.'],
    ['moving', 'Necesito guardar los muebles de un piso durante dos meses mientras hacen la obra.'],
    [
      'solar',
      'La aplicación de las placas solares marca la mitad de producción que el año pasado en las mismas fechas.',
    ],
    [
      'cleaning',
      'Nach dem Umbau liegt überall feiner Staub und auf den Fensterbänken sind Farbspritzer; wir brauchen eine gründliche Endreinigung.',
    ],
    ['carpentry', 'Las tablas de la terraza de madera se astillan y algunas se han soltado.'],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
