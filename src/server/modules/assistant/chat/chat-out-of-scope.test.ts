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

describe('POST /api/public/chat with a question about LuxPro itself', () => {
  it.each([
    ['en', 'Is there anything to pay for using your website?', 'That’s a question about LuxPro itself.'],
    [
      'fr',
      'Je n’ai pas reçu l’e-mail de confirmation, vous pouvez le renvoyer ?',
      'C’est une question sur LuxPro lui-même.',
    ],
    ['pt', 'Quanto custa usar o site para pedir orçamentos?', 'Essa é uma pergunta sobre a própria LuxPro.'],
  ])('%s: answers it briefly and offers the services', async (language, message, opening) => {
    const reply = await talk(t, message)
    expect(reply.language).toBe(language)
    expect(reply.category).toBeNull()
    expect(reply.providers).toEqual([])
    expect(reply.reply.startsWith(opening), reply.reply).toBe(true)
    expect(reply.reply).not.toContain('/how-it-works')
    const links = reply.quickReplies.filter((button) => button.kind === 'link')
    expect(links.map((link) => link.value)).toEqual(['/how-it-works', '/contact'])
    expect(links.every((link) => link.label.length > 0 && !reply.reply.includes(`(${link.value})`))).toBe(
      true,
    )
    expect(reply.quickReplies.filter((button) => button.kind === 'reply')).toHaveLength(CATEGORY_SLUGS.length)
  })

  it('a site of the customer’s own is still web development', async () => {
    const reply = await talk(t, 'Je voudrais un site pour ma boulangerie à Mamer avec commande en ligne')
    expect(reply.category).toBe('web-development')
  })
})
