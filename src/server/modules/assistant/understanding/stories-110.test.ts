import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-tenth lessons, from new development sentences: small creatures (Luxembourgish "Déierercher") that vanish
 * under the cooker are pest control; a kitchen to make spotless before a hygiene inspection is the cleaners'; water
 * standing on or dripping through a flat roof is the roofer's; a small shop page ("Shopseite") is web development;
 * with others that already read right (an estate agent's drone shots, a buckled parquet, a caravan's brakes, slow
 * office computers, colours to plan, statutes wanted in French).
 */
describe('stories, hundred-and-tenth lessons', () => {
  it.each([
    [
      'pest-control',
      'All Owend lafen kleng Déierercher iwwer de Buedem vun der Kichen a verschwannen ënnert de Kachherd.',
    ],
    [
      'photography',
      "Fir d'Annonce vun engem Appartement bräichte mir professionell Biller an e puer Drone-Opnamen vum Terrain.",
    ],
    [
      'photography',
      "We're selling a farmhouse and need interior photos plus a few drone shots of the land for the listing.",
    ],
    [
      'cleaning',
      'A inspeção sanitária vem aí e queremos a cozinha do café impecável, incluindo o exaustor e atrás do forno.',
    ],
    ['roofing', "Sul tetto piatto della rimessa ristagna l'acqua e ora gocciola dentro."],
    [
      'carpentry',
      'El parqué del pasillo se ha abombado en el centro y cruje al pisar; hay huecos junto al zócalo.',
    ],
    [null, '¿Quién me revisa los frenos y los neumáticos de la caravana antes de las vacaciones?'],
    [null, 'Wer schaut sich die Bremsen und die Gasanlage unseres Wohnwagens vor dem Urlaub an?'],
    [
      'web-development',
      'Für meine Holzspielzeuge brauche ich eine eigene kleine Shopseite mit PayPal und Versand.',
    ],
    [
      'it-support',
      'In unserer Kanzlei brauchen die Rechner morgens ewig zum Hochfahren und der Drucker wird nicht erkannt.',
    ],
    [
      'interior-design',
      "Which colours and furniture would make our dark living room feel bigger? We'd like someone to plan it.",
    ],
    [
      'translation',
      'Os estatutos do nosso clube estão em português e a administração quer uma versão em francês, são 6 páginas.',
    ],
    [
      'painting',
      'Tuvimos una inspección sanitaria y nos piden pintar las paredes de la cocina con pintura lavable para poder limpiarlas bien.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
