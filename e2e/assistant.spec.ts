import { expect, type Page, test } from '@playwright/test'
import {
  CUSTOMER_PASSWORD,
  DEMO_PROVIDER_SLUG,
  expectNoSeriousA11yViolations,
  expectPageReady,
  mailLink,
} from './fixtures'

const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.lu`

const replies = (page: Page) => page.getByTestId('assistant-message')
const lastReply = (page: Page) => replies(page).last()

/** Opens the floating assistant with its launcher (bottom right). */
async function openWidget(page: Page, launcherName = 'Assistant') {
  await page.getByTestId('assistant-launcher').filter({ hasText: launcherName }).click()
  const widget = page.getByTestId('assistant-widget')
  await expect(widget).toBeVisible()
  await expect(widget.getByRole('textbox')).toBeFocused()
  return widget
}

test.describe('assistant', () => {
  test('French: a place → confirm → estimate with confidence → 5 providers → quick registration → quotes sent', async ({
    page,
    context,
  }) => {
    test.slow()
    await page.goto('/?lang=fr')
    await expectPageReady(page)
    await page
      .getByRole('textbox', { name: 'Décrivez votre projet' })
      .fill('Je voudrais repeindre mon salon de 30 m2 à Strassen')
    await page.getByRole('button', { name: 'Obtenir une estimation' }).click()

    const hero = page.locator('#assistant')
    await expect(hero.getByText('Je voudrais repeindre mon salon de 30 m2 à Strassen')).toBeVisible()
    await expect(lastReply(page)).toHaveAttribute('data-state', 'confirm_location')
    await expect(lastReply(page)).toContainText('Strassen')
    await hero.getByRole('button', { name: /^Oui/ }).click()

    await expect(lastReply(page)).toHaveAttribute('data-state', 'estimate')
    const estimate = hero.getByTestId('assistant-estimate')
    await expect(estimate).toBeVisible()
    await expect(estimate).toContainText('€')
    await expect(hero.getByTestId('assistant-confidence')).toHaveText('Fiabilité : élevée')
    await expect(estimate).toContainText('Le service, la quantité et le lieu sont connus.')
    await hero.getByRole('button', { name: 'Voir les prestataires' }).click()

    await expect(lastReply(page)).toHaveAttribute('data-state', 'providers')
    const providers = lastReply(page).getByTestId('assistant-provider')
    await expect(providers).toHaveCount(5)
    await expect(lastReply(page).getByRole('checkbox', { checked: true })).toHaveCount(5)
    await expect(providers.first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/providers\/[a-z0-9-]+\?lang=fr$/,
    )
    await hero.getByRole('button', { name: 'Demander 5 devis' }).click()

    // Quick registration inline (product §5), then the email confirmation, then login in the chat.
    const quickAuth = hero.getByTestId('assistant-quick-auth')
    await expect(quickAuth.getByRole('heading', { name: /Connectez-vous ou créez un compte/ })).toBeFocused()
    await quickAuth.getByRole('button', { name: 'Créer le compte' }).click()
    await expect(quickAuth.locator('[aria-invalid="true"]').first()).toBeVisible()
    const email = unique('chat')
    await quickAuth.getByLabel('Nom complet').fill('Léa Thill')
    await quickAuth.getByLabel('Adresse e-mail').fill(email)
    await expect(quickAuth.getByLabel('Localité')).toHaveValue('Strassen')
    await quickAuth.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER_PASSWORD)
    await quickAuth.getByLabel('Confirmer le mot de passe').fill(CUSTOMER_PASSWORD)
    await quickAuth.getByRole('checkbox').check()
    await quickAuth.getByRole('button', { name: 'Créer le compte' }).click()
    await expect(quickAuth.getByText('Compte créé avec succès !', { exact: false })).toBeVisible()

    const confirm = await context.newPage()
    await confirm.goto(await mailLink(page.request, email))
    await confirm.close()

    await expect(quickAuth.getByLabel('Adresse e-mail')).toHaveValue(email)
    await quickAuth.getByLabel('Mot de passe').fill(CUSTOMER_PASSWORD)
    await quickAuth.getByRole('button', { name: 'Se connecter et envoyer' }).click()

    const sent = hero.getByTestId('assistant-quotes-sent')
    await expect(sent).toBeVisible()
    await expect(sent.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible()
    await expect(lastReply(page)).toContainText('Les prestataires répondent généralement sous 24 heures.')
    await expect(sent.getByRole('link', { name: 'Suivre mes demandes' })).toHaveAttribute(
      'href',
      '/my-requests?lang=fr',
    )

    const mine = await (await page.request.get('/api/quote-requests')).json()
    expect(mine.items).toHaveLength(1)
    expect(mine.items[0].project.description).toBe('Je voudrais repeindre mon salon de 30 m2 à Strassen')
    expect(mine.items[0].requests).toHaveLength(5)
  })

  test('German: without a place the assistant asks for it; the conversation survives a reload', async ({
    page,
  }) => {
    // Two loads of the directory and two openings of the assistant: on a slow host this passed 30 s.
    test.slow()
    await page.goto('/directory?lang=de')
    await expectPageReady(page)
    const widget = await openWidget(page, 'Assistent')
    await expect(widget.getByRole('heading', { name: 'LuxPro-Assistent' })).toBeVisible()
    await widget.getByRole('textbox', { name: 'Ihre Nachricht' }).fill('Ich möchte mein Bad fliesen lassen')
    await page.keyboard.press('Enter')
    await expect(lastReply(page)).toHaveAttribute('data-state', 'describe')
    await expect(lastReply(page)).toContainText('Wo findet die Arbeit statt?')
    await expect(widget.getByTestId('assistant-estimate')).toHaveCount(0)

    await page.reload()
    await expectPageReady(page)
    const again = await openWidget(page, 'Assistent')
    await expect(again.getByText('Ich möchte mein Bad fliesen lassen')).toBeVisible()
    await expect(lastReply(page)).toContainText('Wo findet die Arbeit statt?')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('assistant-widget')).toHaveCount(0)
    await expect(page.getByTestId('assistant-launcher')).toBeFocused()
  })

  test('Portuguese on a French page: the assistant answers in Portuguese, its frame stays French, one tap switches', async ({
    page,
  }) => {
    await page.goto('/directory?lang=fr')
    await expectPageReady(page)
    const widget = await openWidget(page)
    await widget
      .getByRole('textbox', { name: 'Votre message' })
      .fill('Olá, preciso de um pintor para pintar a sala, cerca de 40 m2, em Mamer')
    await page.keyboard.press('Enter')
    await expect(lastReply(page)).toHaveAttribute('data-state', 'confirm_location')
    await expect(lastReply(page).getByText('É em Mamer?')).toHaveAttribute('lang', 'pt')
    await lastReply(page).getByRole('button', { name: 'Sim, é isso' }).click()
    const estimate = lastReply(page).getByTestId('assistant-estimate')
    await expect(estimate.getByRole('heading', { name: 'Total estimé, TVA comprise' })).toBeVisible()
    await expect(estimate.getByTestId('assistant-estimate-scope')).toHaveText('Total pour environ 40 m²')
    await expect(estimate).toContainText('segundo a sua descrição')
    await expect(lastReply(page)).toContainText('com IVA incluído')
    await expectNoSeriousA11yViolations(page)

    await lastReply(page).getByRole('button', { name: 'Répondre en français' }).click()
    await expect(lastReply(page)).toContainText('TVA comprise (fiabilité élevée)')
    await expect(lastReply(page).getByRole('button', { name: 'Répondre en français' })).toHaveCount(0)
  })

  test('a provider-specific chat from a profile lists only that provider', async ({ page }) => {
    const profile = await (await page.request.get(`/api/public/providers/${DEMO_PROVIDER_SLUG}`)).json()
    await page.goto(`/providers/${DEMO_PROVIDER_SLUG}`)
    await expectPageReady(page)
    await page.getByRole('button', { name: 'Or ask the assistant for a price estimate first' }).click()
    const widget = page.getByRole('dialog', { name: `Quote request to ${profile.name}` })
    await expect(widget).toBeVisible()
    await expect(widget).toContainText(`Tell me about your project for ${profile.name}`)
    await widget.getByRole('textbox', { name: 'Your message' }).fill('The kitchen tap is leaking, in Mamer')
    await widget.getByRole('button', { name: 'Send' }).click()
    await expect(lastReply(page)).toHaveAttribute('data-state', 'confirm_location')
    await widget.getByRole('button', { name: /^Yes/ }).click()
    await expect(widget.getByTestId('assistant-estimate')).toBeVisible()
    await expect(lastReply(page)).toContainText(`Shall I prepare your request to ${profile.name}?`)
    await widget.getByRole('button', { name: 'Prepare my request' }).click()
    await expect(lastReply(page)).toHaveAttribute('data-state', 'providers')
    const providers = lastReply(page).getByTestId('assistant-provider')
    await expect(providers).toHaveCount(1)
    await expect(providers.getByRole('link', { name: profile.name })).toHaveAttribute(
      'href',
      `/providers/${DEMO_PROVIDER_SLUG}`,
    )
    await expect(widget.getByRole('button', { name: 'Request a quote' })).toBeVisible()
    // The short written form is the profile's own button.
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Request a quote' }).first().click()
    await expect(page.getByRole('dialog', { name: `Request a quote from ${profile.name}` })).toBeVisible()
  })

  test('the open widget mid-conversation has no serious accessibility violation', async ({ page }) => {
    await page.goto('/how-it-works')
    await expectPageReady(page)
    const widget = await openWidget(page)
    await widget.getByRole('textbox', { name: 'Your message' }).fill('Paint my 30 m2 living room in Strassen')
    await page.keyboard.press('Enter')
    await widget.getByRole('button', { name: /^Yes/ }).click()
    await expect(widget.getByTestId('assistant-estimate')).toBeVisible()
    await widget.getByRole('button', { name: 'How it was worked out' }).click()
    await expect(widget.getByTestId('assistant-estimate').getByText('Based on')).toBeVisible()
    await widget.getByRole('button', { name: 'Show providers' }).click()
    await widget
      .getByRole('button', { name: /^Why this match/ })
      .first()
      .click()
    await expectNoSeriousA11yViolations(page)
  })

  test("when the API fails: 'Could not connect to the assistant or service.' and a retry", async ({
    page,
  }) => {
    await page.route('**/api/public/chat', (route) => route.abort())
    // Not the landing: the floating button gives way to the hero's own chat there.
    await page.goto('/how-it-works')
    await expectPageReady(page)
    const widget = await openWidget(page)
    await widget.getByRole('textbox', { name: 'Your message' }).fill('A plumber for a leak in Mamer')
    await page.keyboard.press('Enter')
    await expect(widget.getByRole('alert')).toContainText('Could not connect to the assistant or service.')
    await expect(widget.getByText('A plumber for a leak in Mamer')).toBeVisible()
    await page.unroute('**/api/public/chat')
    await widget.getByRole('button', { name: 'Try again' }).click()
    await expect(lastReply(page)).toHaveAttribute('data-state', 'confirm_location')
    await expect(widget.getByRole('alert')).toHaveCount(0)
  })

  test('the floating button is for wide screens only, and gives way to the hero chat while it is on screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expectPageReady(page)
    await page.locator('#assistant').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('assistant-launcher')).toBeHidden()
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('assistant-launcher')).toBeVisible()
    // A phone has the Assistant in its bottom navigation instead.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByTestId('assistant-launcher')).toBeHidden()
  })
})
