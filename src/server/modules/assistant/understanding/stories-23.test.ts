import { describe, expect, it } from 'vitest'
import { readingOf } from './readings-for-tests'

/**
 * Money paid ahead and wanted back, paving, walls to redo when tenants leave, a stain to whiten, a
 * crumbling chimney, panels that stopped producing, collectors for hot water, lights that flicker,
 * lamps to choose, an office move, dust after works, and ordinary words that are not misspelt trade
 * words or places, a move told by its two ends. Development sentences.
 */

describe('a trade named by its situation', () => {
  it.each([
    [
      'Pagamos un adelanto de 5.000 euros al carpintero para la cocina y desapareció, queremos que nos devuelva el dinero.',
      'legal',
    ],
    ['Os painéis do telhado deixaram de produzir desde ontem, a aplicação mostra zero.', 'solar'],
    [
      'Wir möchten Kollektoren für das Warmwasser aufs Dach setzen, damit die Gasheizung im Sommer aus bleibt.',
      'solar',
    ],
    ["We'd like solar thermal collectors for our hot water instead of the gas boiler in summer.", 'solar'],
    ['Die Lichter im Wohnzimmer flackern, sobald der Trockner läuft.', 'electrical'],
    ['Le luci di casa tremolano quando parte la lavatrice.', 'electrical'],
    ['Need advice on which lamps and lighting to choose for our dark living room.', 'interior-design'],
    [
      'Wir brauchen eine Beratung, welche Lampen und welche Beleuchtung ins Wohnzimmer passen.',
      'interior-design',
    ],
    [
      'Für den Umzug unseres Büros brauchen wir Hilfe: zwölf Arbeitsplätze, Regale und Aktenschränke.',
      'moving',
    ],
    [
      'Nos mudamos de oficina a Hesperange en junio: ocho escritorios, estanterías, armarios y el servidor.',
      'moving',
    ],
    ["We've just finished renovating and need an after-builders clean before we move in.", 'cleaning'],
    [
      'Wir haben das ganze Haus renoviert, neue Böden, neues Bad, neue Küche, und jetzt liegt überall Staub. Wer kann vor dem Einzug alles reinigen?',
      'cleaning',
    ],
    [
      'Renovámos a casa inteira, cozinha nova, casa de banho nova, chão novo, e agora há pó em cada canto. Quem faz a limpeza antes de nos mudarmos?',
      'cleaning',
    ],
    ["Ech hunn e Restaurant an brauch een fir d'Bicher an d'Pai vu menge Serveusen.", 'accounting'],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('paving, walls to redo when leaving, a stain to whiten, a crumbling chimney', () => {
  it.each([
    [
      'The landscaper who mows our lawn looked at the sunken paving and said the base has gone, not his thing.',
      'masonry',
    ],
    [
      'We’re moving out next month and the landlord wants the scuffed walls in two bedrooms redone properly before the handover.',
      'painting',
    ],
    [
      'Nous quittons l’appartement fin mars et le propriétaire exige que les murs des chambres soient refaits avant l’état des lieux.',
      'painting',
    ],
    [
      'A fuga já foi reparada pelo canalizador, mas ficou uma mancha enorme no teto e quero o quarto branco outra vez.',
      'painting',
    ],
    [
      'La perdita l’ha sistemata l’idraulico, ma sul soffitto è rimasta una macchia gialla e vorrei tornare al bianco.',
      'painting',
    ],
    ['Il camino sul tetto perde pezzi di mattone e l’intonaco si sgretola, va rifatto.', 'masonry'],
    ['The top of our chimney is crumbling and a brick fell onto the drive yesterday.', 'masonry'],
  ])('%s → %s', (text, trade) => {
    expect(readingOf(text).category).toBe(trade)
  })
})

describe('ordinary words that are no misspelt trade words', () => {
  it('a bicycle someone fixes is out of scope, not IT support', () => {
    expect(readingOf('Looking for someone who fixes road bikes near the station.').category).toBeNull()
  })

  it('puddles are not cleaning, nor finishing termites', () => {
    expect(
      readingOf('Im Hof stehen nach jedem Regen Pfützen, der Bodenablauf ist verstopft.').categoryCandidates,
    ).not.toContain('cleaning')
    expect(
      readingOf('Queremos que terminen de una vez la obra del garaje.').categoryCandidates,
    ).not.toContain('pest-control')
  })
})

describe('a move told by its two ends, without a word of moving, starts at the first', () => {
  it.each([
    'Hay que transportar un sofá y diez cajas de un garaje en Mamer a nuestro piso nuevo en Strassen.',
    'Precisamos de levar os móveis de uma garagem em Mamer para o nosso apartamento novo em Strassen.',
  ])('%s', (text) => {
    const place = readingOf(text).place
    expect(place?.kind === 'abroad' ? 'abroad' : place?.commune).toBe('Mamer')
  })
})
