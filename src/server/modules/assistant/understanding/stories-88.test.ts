import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-eighth lessons, from new development sentences: a wall-hung gas boiler ("Gastherme", lb "Gastherm") whose
 * pressure falls, the heating engineer's; an office that moves while "our IT person takes care of the computers"
 * ("s'occupe des serveurs", "se encarga de los ordenadores", "kümmert sich um die Rechner", "trata dos computadores",
 * "si occupa dei server"): that trade is only involved, the move is asked for; a short film of a party or of a firm's
 * or club's anniversary ("Jubiläum", "celebration"), the videographer's, though it goes on the website. An IT person
 * who left, or an electrician who no longer takes small jobs, is still the trade asked for, and so is the removal
 * firm asked whether it takes care of the paperwork (only "our" person is involved); a website for a party
 * business, or needed by an anniversary, stays the web developer's. Sanding dust for a cleaner, a heat-pump dryer
 * leaving the washing damp, paint peeling off new plaster without primer, rotten porch boards, scratching in a wall
 * with droppings and colours and lights planned with a room's layout already read right in these words.
 */
describe('stories, eighty-eighth lessons', () => {
  it.each([
    ['heating', 'Der Druck an unserer Gastherme fällt ständig auf null und darunter ist eine kleine Pfütze.'],
    ['heating', 'Unsere Gastherme zeigt immer wieder Störung F28 und die Heizkörper bleiben kalt.'],
    ['heating', "Eis Gastherm ass an der Stéierung, d'Heizung bleift kal."],
    [
      'heating',
      'La pression de notre chaudière tombe à zéro tous les deux jours et il y a une petite flaque en dessous, qui peut venir voir ?',
    ],
    [
      'moving',
      'Nuestra oficina se traslada al otro lado de la ciudad en marzo, nuestro informático se encarga de los ordenadores pero necesitamos a alguien para los muebles y las cajas.',
    ],
    [
      'moving',
      "Notre bureau déménage en avril, notre informaticien s'occupe des serveurs, il nous faut une entreprise pour les meubles et les cartons.",
    ],
    [
      'moving',
      'Unser Büro zieht im Mai nach Kirchberg, unser IT-Mann kümmert sich um die Rechner, wir brauchen eine Firma für Möbel und Kartons.',
    ],
    [
      'moving',
      'O nosso escritório muda-se em junho, o nosso informático trata dos computadores, precisamos de uma empresa para os móveis e as caixas.',
    ],
    [
      'moving',
      'Il nostro ufficio trasloca a settembre, il nostro tecnico informatico si occupa dei server, cerchiamo una ditta per mobili e scatoloni.',
    ],
    [
      'moving',
      "We're moving our office to Kirchberg next month, our IT guy will handle the computers, we need a company for desks, cabinets and boxes.",
    ],
    [
      'moving',
      'Vamos voltar para Portugal e temos muitas caixas e móveis. Queria saber se a empresa de mudanças trata da papelada.',
    ],
    [
      'moving',
      "Nous rentrons en France cet été avec tout un appartement de meubles. Est-ce que le déménageur s'occupe aussi des formalités ?",
    ],
    ['it-support', 'Our IT guy left the company, we need someone to look after our servers and laptops.'],
    [
      'it-support',
      'Notre informaticien est parti à la retraite, nous cherchons une société pour gérer nos serveurs.',
    ],
    [
      'electrical',
      'Unser Elektriker kümmert sich nicht mehr um kleine Aufträge, wir brauchen einen Elektriker für drei Steckdosen.',
    ],
    [
      'photography',
      'Notre garage fête ses 50 ans en juin, on aimerait un petit film de la fête et des interviews des clients.',
    ],
    [
      'photography',
      "Our bakery turns 25 this year and we'd like a short film of the celebration for our website.",
    ],
    [
      'photography',
      'Unser Verein feiert sein 100-jähriges Jubiläum und wir hätten gern einen kurzen Film vom Fest.',
    ],
    ['photography', 'La nostra pasticceria festeggia 30 anni, vorremmo un filmato della festa per i social.'],
    [
      'photography',
      'Para el aniversario de la empresa queremos una película corta de la fiesta con entrevistas.',
    ],
    ['photography', 'Eise Veräin feiert 50 Joer, mir hätte gär e klenge Film vum Fest.'],
    ['web-development', 'We run a party rental business and need a new website with a booking form.'],
    [
      'web-development',
      'Wir feiern bald unser Jubiläum und brauchen bis dahin eine neue Website mit Online-Shop.',
    ],
    [
      'cleaning',
      "On vient de faire poncer tous les parquets et il y a de la poussière de ponçage partout, on cherche quelqu'un pour un grand nettoyage.",
    ],
    ['appliance-repair', 'Unser Wärmepumpentrockner läuft durch, aber die Wäsche bleibt feucht.'],
    [
      'painting',
      'The new plaster in the living room was painted without primer and now the paint is peeling off in strips.',
    ],
    [
      'carpentry',
      'Las tablas del porche de madera están podridas y se hunden al pisar, ¿quién las puede cambiar?',
    ],
    [
      'pest-control',
      'An der Mauer vum Schlofzëmmer kraazt et nuets an am Späicher leien kleng schwaarz Kréckelen.',
    ],
    [
      'interior-design',
      'Mir wëllen eis Stuff nei arrangéieren, Faarwen a Luuchten, kann een eis e Plang maachen?',
    ],
  ])('%s: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
