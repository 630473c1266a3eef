import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk } from '@server/test/chat'
import type { ChatReply } from '@shared/assistant/chat-schemas'
import type { AssistantLanguage } from '@shared/i18n/languages'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { say } from './chat-text'
import { categoryName } from './quick-replies'

/**
 * How the assistant takes the customer's short answers and says places and questions: a "no" to the
 * providers is respected, a size given with the place's "yes" is kept, a few words of Spanish,
 * Portuguese, Italian or Luxembourgish are answered in that language, services done from an office
 * ask where the person is, and the capital is named as a city.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

/** A conversation: each message after the first in the same session, the replies in order. */
async function conversation(messages: string[], language: AssistantLanguage = 'en'): Promise<ChatReply[]> {
  const replies: ChatReply[] = []
  for (const message of messages) {
    const sessionId = replies[0]?.sessionId
    replies.push(await talk(t, message, { language, ...(sessionId ? { sessionId } : {}) }))
  }
  return replies
}

describe('a "no" to "Shall I show you providers?"', () => {
  const CASES: [AssistantLanguage, string, string, string][] = [
    ['en', 'I need a gardener to trim the hedge in Remich', 'yes', 'no thanks'],
    ['fr', 'Je cherche un électricien pour changer une prise à Mersch', 'oui', 'non merci'],
    ['de', 'Ich suche einen Maler für mein Wohnzimmer in Remich', 'ja', 'Nein danke'],
    ['lb', 'Ech brauch en Elektriker fir eng Steckdous zu Mersch', 'jo', 'neen'],
    ['pt', 'Preciso de um canalizador para uma torneira a pingar em Mersch', 'sim', 'não, obrigado'],
    ['it', 'Cerco un elettricista per una presa rotta a Remich', 'sì', 'no grazie'],
    ['es', 'Busco un cerrajero para cambiar la cerradura en Mersch', 'sí', 'no, gracias'],
  ]

  it.each(CASES)(
    '%s: no providers; the estimate stays and they can be asked for later',
    async (language, first, yes, no) => {
      const [asked, estimated, declined] = await conversation(
        [first, yes, no],
        language === 'de' ? 'fr' : 'de',
      )
      expect(asked?.state, asked?.reply).toBe('confirm_location')
      expect(estimated?.state, estimated?.reply).toBe('estimate')
      expect(declined).toMatchObject({ state: 'estimate', language, providers: [] })
      expect(declined?.reply).toBe(say('providersDeclined', language))
      expect(declined?.estimate).toEqual(estimated?.estimate)
      expect(declined?.quickReplies.map((q) => q.value)).toEqual(estimated?.quickReplies.map((q) => q.value))
    },
  )

  it('asked for after all, they are shown', async () => {
    const replies = await conversation([
      'A painter for my bedroom walls in Mersch',
      'yes',
      'no',
      'show providers',
    ])
    expect(replies[2]?.state).toBe('estimate')
    expect(replies[3]?.state).toBe('providers')
    expect(replies[3]?.providers.length).toBeGreaterThan(0)
  })

  it('"no" with a new size re-estimates instead', async () => {
    const replies = await conversation([
      'Ich möchte mein Schlafzimmer streichen lassen, in Remich',
      'ja',
      'nein, 32 m²',
    ])
    expect(replies[2]?.state).toBe('estimate')
    expect(replies[2]?.estimate?.basis.join(' ')).toContain('32')
  })

  it('a provider-specific chat: "no" prepares no request', async () => {
    const rows = await t.database.db.execute<{ slug: string; name: string }>(
      sql`select slug, name from provider where status = 'active' and categories = array['painting']::text[] order by id limit 1`,
    )
    const provider_context = rows.rows[0]!.slug
    const first = await talk(t, 'A painter for my bedroom walls in Mersch', { provider_context })
    await talk(t, 'yes', { provider_context, sessionId: first.sessionId })
    const declined = await talk(t, 'no', { provider_context, sessionId: first.sessionId })
    expect(declined).toMatchObject({ state: 'estimate', providers: [] })
    expect(declined.reply).toBe(say('requestDeclined', 'en', { provider: rows.rows[0]!.name }))
  })
})

describe('the place question answered with a size', () => {
  it.each([
    ['en', 'Tiles for the terrace of my house in Mersch', 'yes, 38', '38'],
    ['fr', 'Je voudrais faire carreler ma terrasse à Remich', 'oui, 27', '27'],
    ['de', 'Ich möchte meine Terrasse fliesen lassen, in Mersch', 'Ja genau, 33', '33'],
    ['pt', 'Quero pôr azulejos no terraço da minha casa em Remich', 'sim, 41', '41'],
  ] as const)(
    '%s: the yes goes on to the estimate, the number as its size',
    async (language, first, answer, size) => {
      const [asked, estimated] = await conversation([first, answer], 'fr')
      expect(asked?.state, asked?.reply).toBe('confirm_location')
      expect(estimated).toMatchObject({ state: 'estimate', language })
      expect(estimated?.estimate?.basis.join(' ')).toContain(`${size} m²`)
    },
  )

  it('a size without a yes is noted, and the place asked again', async () => {
    const replies = await conversation(['Repaint the walls of my office in Remich', 'roughly 55 m2', 'yes'])
    expect(replies[1]).toMatchObject({ state: 'confirm_location', reply: 'Noted. And is it in Remich?' })
    expect(replies[2]?.state).toBe('estimate')
    expect(replies[2]?.estimate?.basis.join(' ')).toContain('55 m²')
  })

  it('a bare number without a yes is kept too (Luxembourgish)', async () => {
    const replies = await conversation(['Ech wëll mäi Wunnzëmmer molen zu Mersch', '24', 'jo'], 'de')
    expect(replies[1]).toMatchObject({ state: 'confirm_location', reply: 'Notéiert. An ass et zu Mersch?' })
    expect(replies[2]?.estimate?.basis.join(' ')).toContain('24 m²')
  })

  it('a bare number after the estimate asked for the area re-estimates with it', async () => {
    const replies = await conversation(['Paint the walls of my study in Remich', 'yes', '62'])
    expect(replies[1]?.reply).toContain('tell me the area in m²')
    expect(replies[2]?.state).toBe('estimate')
    expect(replies[2]?.estimate?.basis.join(' ')).toContain('62 m²')
  })

  it('a postal code is not a size', async () => {
    const replies = await conversation(['Paint the walls of my study', '7520'])
    expect(replies[1]?.state).toBe('confirm_location')
    expect(replies[1]?.reply).toContain('Mersch')
  })
})

describe('short messages in Spanish, Portuguese, Italian and Luxembourgish', () => {
  it.each([
    ['es', 'Fontanero urgente', 'de'],
    ['es', 'Reparación de lavadora', 'fr'],
    ['es', 'Un jardinero', 'de'],
    ['pt', 'Canalizador, por favor', 'de'],
    ['pt', 'Limpeza da casa', 'fr'],
    ['it', 'Idraulico urgente', 'de'],
    ['it', 'Pulizie di casa', 'fr'],
    ['lb', 'Botzfra gesicht', 'fr'],
  ] as const)('%s: “%s” from a %s page', async (language, message, page) => {
    const [reply] = await conversation([message], page)
    expect(reply?.language, reply?.reply).toBe(language)
  })

  it.each([
    ['Mamer', 'de'],
    ['Pintor', 'fr'],
    ['45 m²', 'fr'],
  ] as const)('no clue of one language: “%s” follows the %s page', async (message, page) => {
    const [reply] = await conversation([message], page)
    expect(reply?.language).toBe(page)
  })
})

describe('services done from an office ask where the person is', () => {
  it.each([
    ['en', 'I need an accountant for my small company'],
    ['fr', 'Je cherche un avocat pour un contrat de bail'],
    ['de', 'Ich brauche einen Steuerberater für meine Firma'],
    ['lb', 'Ech sichen en Iwwersetzer fir mäi Gebuertsakt'],
    ['pt', 'Preciso de um tradutor juramentado para um diploma'],
    ['it', 'Cerco un commercialista per la mia ditta'],
    ['es', 'Necesito un abogado para un contrato de trabajo'],
  ] as const)('%s', async (language, message) => {
    const [reply] = await conversation([message], 'fr')
    expect(reply?.language).toBe(language)
    expect(reply?.state).toBe('describe')
    expect(reply?.reply).toBe(
      say('askPlaceOfService', language, { category: categoryName(reply!.category!, language) }),
    )
  })
})

describe('the capital is named as a city, in each language', () => {
  it.each([
    ['en', 'I need a plumber for a leak in Kirchberg', 'Is it in Kirchberg (Luxembourg City)?'],
    ['de', 'Ich brauche einen Klempner für ein Leck in Clausen', 'Ist es in Clausen (Luxemburg-Stadt)?'],
    ['fr', 'Je cherche un plombier pour une fuite à Luxembourg', 'Est-ce à Luxembourg-Ville\u202f?'],
    ['it', 'Cerco un idraulico per una perdita a Lussemburgo', 'È a Lussemburgo città?'],
    ['es', 'Busco un fontanero para una fuga en Kirchberg', '¿Es en Kirchberg (ciudad de Luxemburgo)?'],
    ['pt', 'Preciso de um canalizador para uma fuga no Kirchberg', 'É em Kirchberg (cidade do Luxemburgo)?'],
    ['lb', 'Ech brauch en Installateur fir e Leck zu Lëtzebuerg', 'Ass et zu Lëtzebuerg-Stad?'],
  ] as const)('%s', async (language, message, question) => {
    const [asked, estimated] = await conversation([message, 'yes'], language)
    expect(asked).toMatchObject({ language, state: 'confirm_location', reply: question })
    expect(asked?.location?.commune).toBe('Luxembourg')
    expect(estimated?.state).toBe('estimate')
    expect(estimated?.reply).not.toMatch(/Luxembourg:|Luxembourg :/)
  })

  it('the estimate’s rates line names the city too', async () => {
    const [, estimated] = await conversation(
      ['Je cherche un peintre pour ma cuisine à Luxembourg', 'oui'],
      'fr',
    )
    expect(estimated?.state).toBe('estimate')
    expect(estimated?.estimate?.basis.join('\n')).toMatch(
      /^Tarifs luxembourgeois pour Luxembourg-Ville\u00a0:/m,
    )
  })

  it('other places keep their names', async () => {
    const [asked] = await conversation(['I need an electrician in Howald'])
    expect(asked?.reply).toBe('Is it in Howald (Hesperange)?')
  })
})

describe('French estimate sentences', () => {
  it('a 2-bedroom flat move reads “un appartement de 2 chambres”', async () => {
    const replies = await conversation(
      ['Il nous faut des déménageurs pour un appartement de deux chambres à Mersch', 'oui'],
      'fr',
    )
    expect(replies[1]?.state, replies[1]?.reply).toBe('estimate')
    expect(replies[1]?.reply).toContain('Déménager un appartement de 2 chambres')
  })
})
