import { ORIGIN } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { postChat, talk } from '@server/test/chat'
import type { ChatReply } from '@shared/assistant/chat-schemas'
import type { AssistantLanguage } from '@shared/i18n/languages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The assistant answers in the language the person writes (ADR 055): the first message sets it,
 * short answers keep it, a clear message in another language switches, a choice ("Répondre en
 * français") sticks, and the page's language is the fallback. The site itself stays en/fr/de.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

/** Shows the invisible spaces, so an expectation says which space is meant. */
const visible = (text: string) => text.replaceAll('\u202f', '⍽').replaceAll('\u00a0', '␣')

interface Case {
  language: AssistantLanguage
  message: string
  confirm: string
  yes: string
  /** How the estimate sentence reads around the figures. */
  estimate: RegExp
  /** One line of the estimate's basis, as written in the language. */
  source: RegExp
  showProviders: string
  providers: RegExp
  mainTrade: string
}

const CASES: Case[] = [
  {
    language: 'lb',
    message: 'Moien, ech brauch en Elektriker zu Mamer, mir hunn eng Steckdous déi net méi geet',
    confirm: 'Ass et zu Mamer?',
    yes: 'Jo, genee',
    estimate:
      /zu Mamer: Rechent mat ongeféier .+ mat TVA \(Zouverlässegkeet: (héich|mëttel|niddreg)\)\..* Soll ech Iech Ubidder weisen, déi dat maache kënnen\?$/,
    source: /^Wou d’Präisser hierkommen: LuxPro-Tabell mat Lëtzebuerger Präisser \(November 2026\)/,
    showProviders: 'Ubidder weisen',
    providers:
      /^Fir .+ bei Mamer hunn ech \d Ubidder fonnt\. Wielt déi aus, déi Dir wëllt, a frot Offerten un\.$/,
    mainTrade: 'Haaptberuff: Elektresch Installatiounen',
  },
  {
    language: 'pt',
    message: 'Olá, preciso de um eletricista em Mamer, tenho uma tomada que não funciona',
    confirm: 'É em Mamer?',
    yes: 'Sim, é isso',
    estimate:
      /em Mamer: conte com cerca de .+ com IVA incluído \(fiabilidade (alta|média|baixa)\)\..* Quer que lhe mostre profissionais que possam fazer o trabalho\?$/,
    source: /^Origem dos preços: tabela LuxPro de preços no Luxemburgo \(novembro de 2026\)/,
    showProviders: 'Ver profissionais',
    providers:
      /^Aqui estão \d profissionais de Eletricidade perto de Mamer\. Escolha os que quiser e peça orçamentos\.$/,
    mainTrade: 'atividade principal: Eletricidade',
  },
  {
    language: 'it',
    message: 'Buongiorno, ho bisogno di un elettricista a Mamer, una presa non funziona più',
    confirm: 'È a Mamer?',
    yes: 'Sì, esatto',
    estimate:
      /a Mamer: preveda circa .+ IVA inclusa \(affidabilità (alta|media|bassa)\)\..* Vuole che le mostri i professionisti che possono occuparsene\?$/,
    source: /^Da dove vengono le tariffe: tabella LuxPro dei prezzi in Lussemburgo \(novembre 2026\)/,
    showProviders: 'Vedi i professionisti',
    providers:
      /^Ecco \d professionisti per Impianti elettrici vicino a Mamer\. Scelga quelli che preferisce e chieda i preventivi\.$/,
    mainTrade: 'attività principale: Impianti elettrici',
  },
  {
    language: 'es',
    message: 'Hola, necesito un electricista en Mamer, tengo un enchufe que ya no funciona',
    confirm: '¿Es en Mamer?',
    yes: 'Sí, eso es',
    estimate:
      /en Mamer: cuente con unos .+ con IVA incluido \(fiabilidad (alta|media|baja)\)\..* ¿Quiere que le muestre profesionales que puedan hacerlo\?$/,
    source: /^De dónde salen las tarifas: tabla LuxPro de precios en Luxemburgo \(noviembre de 2026\)/,
    showProviders: 'Ver profesionales',
    providers:
      /^Aquí tiene \d profesionales de Electricidad cerca de Mamer\. Elija los que quiera y pida presupuestos\.$/,
    mainTrade: 'actividad principal: Electricidad',
  },
]

describe('the assistant answers in the language the person writes', () => {
  it.each(CASES)('$language: questions, estimate, buttons and reasons in that language', async (c) => {
    const first = await talk(t, c.message, { language: 'fr' })
    expect(first).toMatchObject({ language: c.language, state: 'confirm_location', category: 'electrical' })
    expect(first.reply).toBe(c.confirm)
    // The buttons speak the conversation's language; the last one switches to the page's.
    expect(first.quickReplies.map((q) => q.label)).toEqual([
      c.yes,
      expect.any(String),
      'Répondre en français',
    ])
    expect(first.quickReplies[2]).toMatchObject({ kind: 'reply', value: 'Répondre en français' })

    const estimated = await talk(t, 'yes', { sessionId: first.sessionId, language: 'fr' })
    expect(estimated).toMatchObject({ language: c.language, state: 'estimate' })
    expect(estimated.reply).toMatch(c.estimate)
    expect(estimated.estimate?.basis.at(-1)).toMatch(c.source)
    expect(estimated.quickReplies.map((q) => q.label)).toEqual([c.showProviders, 'Répondre en français'])

    const listed = await talk(t, 'providers', { sessionId: first.sessionId, language: 'fr' })
    expect(listed).toMatchObject({ language: c.language, state: 'providers' })
    expect(listed.reply).toMatch(c.providers)
    expect(listed.providers.length).toBeGreaterThan(0)
    expect(listed.providers.flatMap((p) => p.reasons)).toContain(c.mainTrade)
  })

  it('writes amounts as the language reads them: the euro after the figures, one dash, never Brazil’s "€ 1.200"', async () => {
    const replies: Record<string, ChatReply> = {}
    for (const [language, message] of [
      ['pt', 'Preciso de um pintor para pintar a fachada da casa, 250 m2, em Mamer'],
      ['es', 'Necesito un pintor para pintar la fachada de la casa, 250 m2, en Mamer'],
      ['lb', 'Ech brauch e Moler fir d’Fassad vum Haus ze molen, 250 m2, zu Mamer'],
    ] as const) {
      const first = await talk(t, message)
      expect(first.language).toBe(language)
      replies[language] = await talk(t, 'yes', { sessionId: first.sessionId })
    }
    for (const [language, reply] of Object.entries(replies)) {
      const estimate = reply.estimate
      const range = /([\d\u202f]+)\u00a0– ([\d\u202f]+)\u00a0€/.exec(reply.reply)
      expect(range, visible(reply.reply)).not.toBeNull()
      expect(Number(range?.[1]?.replaceAll('\u202f', '')), language).toBe(estimate?.low)
      expect(Number(range?.[2]?.replaceAll('\u202f', '')), language).toBe(estimate?.high)
      expect(reply.reply).not.toMatch(/€\s?\d/)
    }
    // Thousands are set off by a narrow space (four-digit amounts too in Luxembourgish).
    expect(visible(replies.lb?.reply ?? '')).toMatch(/ongeféier \d{1,2}⍽\d{3}␣– \d{1,2}⍽\d{3}␣€ mat TVA/)
    expect(visible(replies.pt?.reply ?? '')).toMatch(/cerca de \d{2}⍽\d{3}␣– \d{2}⍽\d{3}␣€ com IVA incluído/)
    expect(replies.pt?.estimate?.basis[0]).toMatch(
      /^Trabalho: Pintar uma fachada; 250 m², segundo a sua descrição$/,
    )
  })

  it('keeps the language for short answers, switches on a clear message in another one', async () => {
    const first = await talk(t, 'Olá, preciso de um canalizador, tenho uma fuga de água na cozinha')
    expect(first).toMatchObject({ language: 'pt', state: 'describe' })
    const place = await talk(t, 'Dudelange', { sessionId: first.sessionId })
    expect(place).toMatchObject({ language: 'pt', state: 'confirm_location' })
    expect(place.reply).toBe('É em Dudelange?')
    const yes = await talk(t, 'sim', { sessionId: first.sessionId })
    expect(yes).toMatchObject({ language: 'pt', state: 'estimate' })
    const italian = await talk(t, 'Scusi, in realtà il lavoro è a Mamer e non a Dudelange', {
      sessionId: first.sessionId,
    })
    expect(italian).toMatchObject({ language: 'it', state: 'confirm_location', reply: 'È a Mamer?' })
  })

  it('a choice of language sticks, even when the next message is in another one', async () => {
    const first = await talk(t, 'Hola, necesito un fontanero en Mamer', { language: 'fr' })
    expect(first.language).toBe('es')
    const chosen = await talk(t, 'Répondre en français', { sessionId: first.sessionId, language: 'fr' })
    expect(chosen).toMatchObject({
      language: 'fr',
      state: 'confirm_location',
      reply: 'Est-ce à Mamer\u202f?',
    })
    // In the page's language now: no switch is offered any more.
    expect(chosen.quickReplies.map((q) => q.value)).toEqual(['yes', 'no'])
    const spanish = await talk(t, 'No, el trabajo es en Bertrange, cerca de la estación', {
      sessionId: first.sessionId,
      language: 'fr',
    })
    expect(spanish).toMatchObject({ language: 'fr', state: 'confirm_location' })
    expect(spanish.reply).toMatch(/^Est-ce à Bertrange/)
    // Typed words choose too, in any of the seven languages.
    const portuguese = await talk(t, 'em português, por favor', {
      sessionId: first.sessionId,
      language: 'fr',
    })
    expect(portuguese).toMatchObject({ language: 'pt' })
    expect(portuguese.reply).toMatch(/^É em Bertrange/)
  })

  it('falls back on the page’s language when a first message says nothing of its own', async () => {
    const german = await talk(t, 'Mamer', { language: 'de' })
    expect(german).toMatchObject({ language: 'de', state: 'describe' })
    expect(german.quickReplies.map((q) => q.label)).not.toContain('Auf Deutsch antworten')
    const luxembourgish = await talk(t, '45 m2', { language: 'lb' })
    expect(luxembourgish.language).toBe('lb')
    expect(luxembourgish.reply).toBe(
      'Wéi eng Leeschtung braucht Dir? Wielt eng hei ënnen aus oder beschreift mer d’Aarbecht e bësse méi genee.',
    )
    expect((await talk(t, 'Mamer')).language).toBe('en')
  })

  it('the provider match call answers in any of the seven too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      headers: { origin: ORIGIN },
      payload: { category: 'electrical', locality: 'Mamer', language: 'it' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.providers.flatMap((p: { reasons: string[] }) => p.reasons)).toContain(
      'attività principale: Impianti elettrici',
    )
    expect(body.estimate.basis.at(-1)).toMatch(/^Da dove vengono le tariffe: /)
  })

  it('refuses a language it does not speak: 400 in the caller’s language, naming the seven', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/chat',
      headers: { origin: ORIGIN, 'accept-language': 'de' },
      payload: { message: 'Ik zoek een loodgieter in Mamer', language: 'nl' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'validation_error',
      message: 'Einige Felder fehlen oder sind ungültig.',
      details: [{ path: 'language', message: 'Use lb, fr, de, en, pt, it or es.' }],
    })
    for (const language of ['lb', 'pt', 'it', 'es'] as const)
      expect((await postChat(t, 'Mamer', { language })).statusCode).toBe(200)
  })
})
