import { describe, expect, it } from 'vitest'
import { communeOf, tradeOf } from './readings-for-tests'

/**
 * Twenty-ninth lessons, from new development sentences: a stain under a bathroom that grows (a leak),
 * a sewer smell, furniture, lights and a plan or colours (interior design), guests changing, evenings
 * a week, disinfecting and a greasy kitchen (cleaning), an online presence, a roof said to be fine
 * while the rest needs work (renovation); places: asked to work in Belgium or Germany, and what
 * things cost "in Luxembourg" (the country).
 */
describe('stories, twenty-ninth lessons', () => {
  it.each([
    [
      "Am Plafong vum Salon ass e gielen Flek ënnert dem Buedzëmmer, deen ëmmer méi grouss gëtt, och wa keen d'Dusch benotzt. Mir wunnen zu Mamer.",
      'plumbing',
    ],
    [
      'There is a brown stain on the living room ceiling right under the shower and it keeps growing even when nobody showers, we live in Strassen.',
      'plumbing',
    ],
    [
      'Im Keller in Mamer riecht es nach Kanal und beim Abpumpen der Waschmaschine drückt Wasser aus dem Bodenablauf hoch.',
      'plumbing',
    ],
    [
      "Mir plënneren an e klengt Appartement, mir brauchen een deen e Plang mécht fir d'Miwwelen an d'Luuchten.",
      'interior-design',
    ],
    [
      'Queria alguém que me dissesse que cores, que móveis e que luzes pôr na sala, apartamento em Strassen.',
      'interior-design',
    ],
    [
      "Eise Locataire ass fort an huet eng fetteg Kichen a schwaarz Flecken am Buedzëmmer hannerlooss, wie mécht d'Wunneng zu Mamer propper?",
      'cleaning',
    ],
    [
      'Nach jedem Gästewechsel müssen in unserer Ferienwohnung in Mamer Betten, Bäder und Böden fertig sein, wer übernimmt das?',
      'cleaning',
    ],
    [
      'Quanto costa rimettere in ordine la casa vacanze a Mamer dopo ogni ospite, lenzuola comprese?',
      'cleaning',
    ],
    [
      'We run a small office in Strassen and need a new cleaning contract, 4 evenings a week, including the toilets and the kitchen.',
      'cleaning',
    ],
    [
      'Necesitamos a alguien todas las tardes para la guardería en Strassen, con desinfección de juguetes y suelos.',
      'cleaning',
    ],
    [
      'Our catering business needs an online presence with a menu and a quote form in three languages, who builds that?',
      'web-development',
    ],
    [
      'Comprámos uma casa velha em Mamer, o telhado está bom mas o resto precisa de obra toda, vale a pena uma empresa que faça tudo?',
      'renovation',
    ],
    [
      'Vogliamo comprare una vecchia casa a Mamer, il tetto è a posto ma dentro è tutto da rifare, quanto costa al metro quadro?',
      'renovation',
    ],
    [
      'The flashing around the roof window in our attic in Sandweiler has come loose and water comes in; the rest of the roof is fine.',
      'roofing',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })

  it.each([
    [
      'Das Haus meiner Mutter steht in Ralingen, wir wohnen in Echternach, nimmt ein Gärtner aus Luxemburg auch Aufträge in Deutschland an?',
      'abroad',
    ],
    [
      'Eist Haus an der Belsch bei Bastogne huet e Lach am Daach, kennt dir een deen och an der Belsch schafft?',
      'abroad',
    ],
    [
      'We bought a bungalow in Aspelt and want the kitchen opened up, what do designers usually charge in Luxembourg?',
      'Frisange',
    ],
    [
      'The rest of the roof is fine, but the skylight in our attic in Sandweiler lets water in.',
      'Sandweiler',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
