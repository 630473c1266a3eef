import { type Browser, expect, type Page, test } from '@playwright/test'
import { ENGLISH_WORD, ownLanguageText } from '@web/test/english-sentences'
import { DEMO_PROVIDER_SLUG, expectSettled, signIn } from './fixtures'

/**
 * Every word in the visitor's language: the customer's and the provider's journeys,
 * walked in French and in German, fail on any English left in the page or its <title>: locale
 * files, server-rendered titles, values from the server (timelines, categories) and the chat's
 * answers alike. What people wrote is theirs and is left out: text marked with another `lang` (a
 * review written in English) and `data-user-text` (a project's name, a quote's message, a reply).
 */

/** The page's text in its own language: visible or for screen readers, without other-language quotes. */
async function textOf(page: Page): Promise<string> {
  const language = await page.evaluate(() => document.documentElement.lang)
  return page.locator('body').evaluate(ownLanguageText, language)
}

async function expectNoEnglish(page: Page, language: 'fr' | 'de', where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  const title = await page.title()
  expect.soft(title.match(ENGLISH_WORD) ?? [], `English in the <title> of ${where}: ${title}`).toEqual([])
  const text = await textOf(page)
  const found = [...text.matchAll(ENGLISH_WORD)].map((match) => {
    const at = match.index ?? 0
    return text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')
  })
  expect.soft(found, `English on ${where}`).toEqual([])
}

async function visit(page: Page, path: string, language: 'fr' | 'de') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`)
  await expectSettled(page)
  await expectNoEnglish(page, language, path)
}

async function signedIn(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL })
  await signIn(context.request, baseURL, email)
  return context.newPage()
}

const CHAT = {
  fr: {
    label: 'Décrivez votre projet',
    submit: 'Obtenir une estimation',
    message: 'Je voudrais repeindre mon salon de 30 m2 à Strassen',
  },
  de: {
    label: 'Beschreiben Sie Ihr Projekt',
    submit: 'Schätzung erhalten',
    message: 'Ich möchte mein Wohnzimmer von 30 m2 in Strassen streichen lassen',
  },
}

for (const language of ['fr', 'de'] as const) {
  test(`no English on the customer's and the provider's journeys (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Fourteen pages, each read whole: over 90 s when other work fills both cores.
    test.setTimeout(180_000)
    for (const path of [
      '/',
      '/directory',
      '/directory?category=plumbing&locality=Bertrange',
      `/providers/${DEMO_PROVIDER_SLUG}`,
      '/how-it-works',
      '/auth',
      '/no-such-page',
    ])
      await visit(page, path, language)

    // The chat's first steps: the place to confirm, then the estimate.
    await visit(page, '/', language)
    const hero = page.locator('#assistant')
    await page.getByRole('textbox', { name: CHAT[language].label }).fill(CHAT[language].message)
    await page.getByRole('button', { name: CHAT[language].submit }).click()
    const reply = hero.getByTestId('assistant-message').last()
    await expect(reply).toHaveAttribute('data-state', 'confirm_location')
    await expectNoEnglish(page, language, 'the chat, place to confirm')
    await hero
      .getByRole('button')
      .filter({ hasText: /^(Oui|Ja)/ })
      .click()
    await expect(hero.getByTestId('assistant-message').last()).toHaveAttribute('data-state', 'estimate')
    await expectNoEnglish(page, language, 'the chat, estimate')

    const customer = await signedIn(browser, baseURL as string, 'anne.schmit@example.lu')
    await visit(customer, '/my-requests', language)
    await customer.context().close()

    const provider = await signedIn(browser, baseURL as string, 'contact@sanitaire-weber.lu')
    await visit(provider, '/dashboard/requests', language)
    const lead = await provider.locator('a[href*="/business/quote-requests/"]').first().getAttribute('href')
    await visit(provider, new URL(lead as string, baseURL).pathname, language)
    await visit(provider, '/dashboard/portfolio?section=reviews', language)
    await provider.context().close()
  })
}
