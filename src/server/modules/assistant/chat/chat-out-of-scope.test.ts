import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk } from '@server/test/chat'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** A need LuxPro lists no trade for gets an honest answer in the writer's language, never a trade. */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

describe('POST /api/public/chat with a need out of scope', () => {
  it.each([
    [
      'es',
      'Busco una profesora particular de francés para mi hija de 9 años',
      'LuxPro no ofrece clases particulares, así que no puedo encontrar a nadie para eso, lo siento.',
    ],
    [
      'pt',
      'Preciso de mudar os travões do carro antes da inspeção',
      'A LuxPro não tem reparações de carros, motas ou bicicletas, por isso não consigo encontrar ninguém para isso, lamento.',
    ],
    [
      'de',
      'Wir suchen einen Makler, der unser Haus in Mersch verkauft',
      'Diese Art von Leistung vermittelt LuxPro nicht, dafür kann ich leider niemanden finden.',
    ],
  ])('%s: says so and offers the services it has', async (language, message, opening) => {
    const reply = await talk(t, message)
    expect(reply.language).toBe(language)
    expect(reply.category).toBeNull()
    expect(reply.providers).toEqual([])
    expect(reply.state).toBe('describe')
    expect(reply.reply.startsWith(opening), reply.reply).toBe(true)
    expect(reply.quickReplies).toHaveLength(CATEGORY_SLUGS.length)
  })
})
