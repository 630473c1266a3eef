import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-sixteenth lessons, from new development sentences: render that crumbles ("le crépi tombe en poussière",
 * "der Putz zerfällt") is the mason's though paint was put over it; an animal's droppings beside something it gnawed
 * or bit through are pest control's; a roof window that lets water in during storms is the roofer's; a lighting plan
 * ("plan the lighting") is the designer's though the electrician asks; "een deen Biller mécht" (lb) is a
 * photographer, and pictures "for the website" are the photographer's; a farm's roof area with its electricity,
 * whether it pays, and a roof's orientation, whether it makes sense, are solar's; a house "to do whole" with four of
 * its parts is a renovation; a "damp brown stain" is no wood finish.
 */
describe('stories, hundred-and-sixteenth lessons', () => {
  it.each([
    [
      'masonry',
      "Le crépi de notre façade s'écaillait, alors un peintre a passé une peinture élastique par-dessus. Deux ans après, tout cloque et le crépi tombe en poussière.",
    ],
    [
      'masonry',
      'Der Außenputz am Sockel bröckelte, wir haben Fassadenfarbe drübergestrichen. Jetzt blättert alles ab und der Putz zerfällt.',
    ],
    [
      'masonry',
      "The render on the front of our house was flaking, so we painted over it with masonry paint. Now it's bubbling and the render crumbles when you touch it.",
    ],
    [
      'pest-control',
      "Behind my dad's garage there's a wooden shed. Every morning there are fresh droppings on the shelf and the bag of dog food has been chewed open.",
    ],
    [
      'pest-control',
      'Im Gartenhaus meiner Mutter liegen jeden Morgen neue Kötel im Regal, die Vogelfuttertüte ist angenagt und das Kabel vom Rasenmäher durchgebissen.',
    ],
    [
      'roofing',
      'Bei jedem stärkeren Sturm tropft es bei uns im Schlafzimmer am Dachfenster rein, immer oben rechts. Die Tapete löst sich schon.',
    ],
    [
      'roofing',
      "Every time there's a proper storm, water drips in around the skylight in the kids' room. Normal rain is fine. The paint is bubbling.",
    ],
    [
      'interior-design',
      "We're building and the electrician is asking where the ceiling lights should go. Is it worth paying someone to plan the lighting for the living room and kitchen?",
    ],
    [
      'photography',
      'Mir hunn eng Hochzäit am Juli zu Clervaux a sichen een deen de ganzen Dag Biller mécht. Wat kascht dat?',
    ],
    [
      'photography',
      "Mir feieren am Mee eis 75 Joer mat engem Fest. Mir hätten gär datt een den Dag iwwer Biller mécht, fir d'Internetsäit vum Club.",
    ],
    [
      'solar',
      'Wir haben einen Bauernhof mit einer Maschinenhalle, ca 600 m² Dachfläche aus Trapezblech. Strom brauchen wir vor allem tagsüber für die Melkanlage. Lohnt sich eine Anlage auf der Halle?',
    ],
    [
      'solar',
      'A salesman said our roof is perfect for panels, but it faces north-east with a big tree beside it. Can someone honest tell us if it makes sense?',
    ],
    [
      'renovation',
      'nos ofrecen una casa de 1970 a buen precio pero hay que hacerla entera baños cocina suelos electricidad y ventanas cuánto cuesta por metro cuadrado',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
