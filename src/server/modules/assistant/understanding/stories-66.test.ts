import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixty-sixth lessons, from new development sentences: a concept of colours, chairs and where the lights go, "just the
 * plan", is the interior designer's (Luxembourgish too); panels whose inverter shows less output are the solar
 * installer's, though they were cleaned; lock cylinders keyed alike are the locksmith's; beetles by the hundred at the
 * windows are the pest controller's; hosts and guests of two languages to help understand each other are the
 * interpreter's; a kitchen, the wiring and the floors to redo, or a kitchen, bathroom and toilet to rip out, are one
 * renovation; a shock from touching a tap and an appliance is the electrician's; a flat roof it rains through is the
 * roofer's.
 */
describe('stories, sixty-sixth lessons', () => {
  it.each([
    ['legal', "Ech brauch en Affekot, meng Bridder wëllen d'Haus vun eiser Mamm verkafen ouni mech."],
    [
      'photography',
      "Mir sinn de Basketclub vu Bous a sichen e Fotograf fir d'Ekippefotoen vun alle Jugendekippen.",
    ],
    [
      'accounting',
      'Ich bin Grenzgänger, wohne in Frankreich und arbeite in Luxemburg, wer macht meine Steuererklärung?',
    ],
    [
      'translation',
      'Somos una empresa de ingeniería de Sevilla y vamos a presentarnos a un concurso público en Luxemburgo, hay que traducir la oferta al francés.',
    ],
    [
      'interior-design',
      "Eis Bäckerei zu Mamer gesäit al aus, ech hätt gär e Konzept mat Faarwen, Still a wou d'Luuchten hikommen, just de Plang.",
    ],
    [
      'solar',
      "Nos panneaux solaires ont été nettoyés au nettoyeur haute pression et depuis l'onduleur montre 25 % de production en moins.",
    ],
    [
      'solar',
      'Seit wir die Module mit dem Hochdruckreiniger gereinigt haben, zeigt der Wechselrichter viel weniger Ertrag.',
    ],
    [
      'locksmith',
      'Wir möchten in unserem neuen Haus alle Schließzylinder tauschen, gleichschließend mit Sicherungskarte.',
    ],
    ['locksmith', 'We want every lock cylinder in the house changed so one key opens all the doors.'],
    [
      'pest-control',
      'Jeden Herbst sitzen hunderte kleine Käfer an den Fenstern im Schlafzimmer und riechen komisch, wenn man sie zerdrückt.',
    ],
    [
      'pest-control',
      'Every autumn hundreds of small orange beetles crawl on our bedroom windows and leave yellow stains.',
    ],
    [
      'translation',
      'Wir bekommen Besuch aus Polen, die Gäste sprechen kein Deutsch, wir kein Polnisch, wer hilft, dass wir uns verstehen?',
    ],
    [
      'translation',
      "Des amis portugais viennent pour le mariage, ils ne parlent pas français, il faudrait quelqu'un pour qu'on se comprenne pendant la soirée.",
    ],
    [
      'renovation',
      'We bought an old semi-detached house, the kitchen, the bathroom and the toilet all need ripping out and the floors are in a bad state.',
    ],
    [
      'renovation',
      'Queremos tirar a parede entre a cozinha e a sala, mudar a cozinha, pôr chão novo e refazer a eletricidade.',
    ],
    [
      'renovation',
      "Vogliamo abbattere il muro tra cucina e soggiorno, rifare la cucina, il pavimento e l'impianto elettrico.",
    ],
    [
      'electrical',
      'Quando toco no frigorífico e na torneira ao mesmo tempo apanho um pequeno choque e as luzes piscam.',
    ],
    ['electrical', 'When I touch the oven and the tap at the same time I get a small electric shock.'],
    [
      'roofing',
      'Qualcuno ha dipinto il tetto piano del capanno con vernice bituminosa e adesso piove dentro peggio di prima.',
    ],
    ['roofing', "Depuis qu'on a repeint le toit plat du garage il pleut dedans encore plus."],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: dirty panels to clean; a kitchen's wiring alone; a contract to translate; as before.
  it.each([
    [
      'cleaning',
      'The solar panels on our roof are covered in moss and bird droppings and need a proper clean.',
    ],
    [
      'electrical',
      "The kitchen sockets spark and the wiring is from 1970, we want the kitchen's electrics replaced.",
    ],
    ['translation', "I don't speak Luxembourgish and need my rental contract translated into English."],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
