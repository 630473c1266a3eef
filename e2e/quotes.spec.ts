import { type Browser, expect, type Page, test } from '@playwright/test'
import {
  APP_START_TIMEOUT,
  CUSTOMER_PASSWORD,
  confirmedAccount,
  expectNoSeriousA11yViolations,
  expectPageReady,
  expectSettled,
  mailLink,
  uniqueEmail,
} from './fixtures'

/** The words the journey clicks and reads, in each interface language it runs in. */
const UI = {
  en: {
    add: 'Add to my request',
    request: 'Request 3 quotes',
    name: 'Project name',
    place: 'Place of the work',
    describe: 'Describe the work',
    send: 'Send to 3 providers',
    sent: 'Request sent',
    materials: 'Materials cost (€)',
    labour: 'Labour cost (€)',
    sendQuote: 'Send quote',
    quoteSent: 'Your quote was sent to the customer.',
    decline: 'Decline',
    tooBusy: 'I am too busy right now',
    declineSubmit: 'Decline request',
    declined: 'The customer has been told',
    message: 'Your message',
    sendMessage: 'Send message',
    compare: 'Compare the quotes',
    declinedBadge: 'Declined by the provider',
    messages: 'Messages',
    accept: 'Accept',
    acceptConfirm: 'Accept quote',
    start: 'Mark as started',
    complete: 'Mark as completed',
    startConfirm: 'Yes, the job has started',
    completeConfirm: 'Yes, the job is completed',
    completed: /marked as completed/,
    review: 'Write a review',
    stars: '5 stars',
    reviewText: 'Your review',
    publish: 'Publish review',
    published: 'Thank you, your review is published.',
    emailSubject: 'New quote request',
  },
  fr: {
    add: 'Ajouter à ma demande',
    request: 'Demander 3 devis',
    name: 'Nom du projet',
    place: 'Lieu des travaux',
    describe: 'Décrivez les travaux',
    send: 'Envoyer à 3 prestataires',
    sent: 'Demande envoyée',
    materials: 'Coût des matériaux (€)',
    labour: 'Coût de la main-d’œuvre (€)',
    sendQuote: 'Envoyer le devis',
    quoteSent: 'Votre devis a été envoyé au client.',
    decline: 'Refuser',
    tooBusy: 'Je suis trop occupé en ce moment',
    declineSubmit: 'Refuser la demande',
    declined: 'Le client a été prévenu',
    message: 'Votre message',
    sendMessage: 'Envoyer le message',
    compare: 'Comparer les devis',
    declinedBadge: 'Refusée par le prestataire',
    messages: 'Messages',
    accept: 'Accepter',
    acceptConfirm: 'Accepter le devis',
    start: 'Marquer comme commencé',
    complete: 'Marquer comme terminé',
    startConfirm: 'Oui, le chantier a commencé',
    completeConfirm: 'Oui, le chantier est terminé',
    completed: /marqué comme terminé/,
    review: 'Écrire un avis',
    stars: '5 étoiles',
    reviewText: 'Votre avis',
    publish: 'Publier l’avis',
    published: 'Merci, votre avis est publié.',
    emailSubject: 'Nouvelle demande de devis',
  },
} as const
type Lang = keyof typeof UI

/** A provider reads its page in its own language (the email link carries it): German too. */
const PROVIDER_UI = {
  en: UI.en,
  fr: UI.fr,
  de: {
    materials: 'Materialkosten (€)',
    labour: 'Arbeitskosten (€)',
    sendQuote: 'Angebot senden',
    quoteSent: 'Ihr Angebot wurde an den Kunden gesendet.',
    decline: 'Ablehnen',
    tooBusy: 'Ich bin gerade ausgelastet',
    declineSubmit: 'Anfrage ablehnen',
    declined: 'Der Kunde wurde informiert',
    message: 'Ihre Nachricht',
    sendMessage: 'Nachricht senden',
    start: 'Als begonnen markieren',
    complete: 'Als abgeschlossen markieren',
    startConfirm: 'Ja, der Auftrag hat begonnen',
    completeConfirm: 'Ja, der Auftrag ist abgeschlossen',
    completed: /als abgeschlossen markiert/,
  },
}
async function providerUi(page: Page) {
  const lang = (await page.locator('html').getAttribute('lang')) as keyof typeof PROVIDER_UI
  return PROVIDER_UI[lang] ?? PROVIDER_UI.fr
}

const withLang = (path: string, lang: Lang) =>
  lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`

/** A confirmed customer account, made through the API and its confirmation email, then logged in. */
async function customerLoggedIn(page: Page, lang: Lang) {
  await page.goto('/auth')
  const email = await confirmedAccount(page.request, new URL(page.url()).origin, {
    email: uniqueEmail('quotes'),
    language: lang,
    signedIn: false,
  })
  await expectPageReady(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/auth')
  return email
}

/** Opens the newest request email to `to` about the project (its description carries `marker`) and follows its link, as a provider would. */
async function openRequestEmail(browser: Browser, to: string, marker: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/health')
  await page.goto(await mailLink(page.request, to, marker))
  await expectPageReady(page)
  return page
}

async function providerEmail(page: Page, slug: string): Promise<string> {
  const profile = await (await page.request.get(`/api/public/providers/${slug}`)).json()
  return profile.email as string
}

// Once, in English: the French quote pages (the provider's form, the customer's comparison) are
// walked by quote-vat-phone.spec.ts, and every page of the journey is read for English words in French
// and German in-process (src/server/http/no-english-pages.test.ts).
for (const lang of ['en'] as const) {
  test(`quote journey (${lang}): 3 providers → quote by email link, decline, question → compare, accept → complete → review`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const ui = UI[lang]
    const project = `Repaint hallway ${Math.random().toString(36).slice(2, 7)}`
    const customerContext = await browser.newContext()
    const customer = await customerContext.newPage()
    await customer.goto('/health')
    await customerLoggedIn(customer, lang)

    // The customer picks 3 painters near Strassen in the directory and sends one project to all.
    await customer.goto(withLang('/directory?category=painting&locality=Strassen&sort=distance', lang))
    await expectPageReady(customer)
    const cards = customer.getByTestId('provider-card')
    await expect(cards.first()).toBeVisible()
    const picked: Array<{ name: string; slug: string }> = []
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i)
      const link = card.getByRole('heading').getByRole('link')
      picked.push({
        name: (await link.textContent()) ?? '',
        slug: ((await link.getAttribute('href')) ?? '').split('?')[0]?.replace('/providers/', '') ?? '',
      })
      await card.getByRole('button', { name: new RegExp(ui.add) }).click()
    }
    await customer.getByRole('button', { name: ui.request }).click()
    const dialog = customer.getByRole('dialog')
    await dialog.getByLabel(ui.name).fill(project)
    await dialog.getByLabel(ui.place).fill('Strassen')
    await dialog
      .getByLabel(ui.describe)
      .fill(
        `Hallway and staircase walls, about 45 m², two coats of white, small cracks to fill (${project}).`,
      )
    await dialog.getByRole('button', { name: ui.send }).click()
    await expect(dialog.getByText(ui.sent)).toBeVisible()
    await customer.keyboard.press('Escape')

    const [one, two, three] = await Promise.all(picked.map((p) => providerEmail(customer, p.slug)))
    if (!one || !two || !three) throw new Error('the picked providers need email addresses')

    // Provider 1 answers through the email link, without an account.
    const provider1 = await openRequestEmail(browser, one, project)
    const p1 = await providerUi(provider1)
    await expect(provider1.getByRole('heading', { name: project })).toBeVisible()
    await provider1.getByLabel(p1.materials).fill('380')
    await provider1.getByLabel(p1.labour).fill('1450.50')
    await provider1.getByRole('button', { name: p1.sendQuote }).click()
    await expect(provider1.getByText(p1.quoteSent).first()).toBeVisible()
    await expectNoSeriousA11yViolations(provider1)

    // Provider 2 declines.
    const provider2 = await openRequestEmail(browser, two, project)
    const p2 = await providerUi(provider2)
    await provider2.getByRole('link', { name: p2.decline }).click()
    await provider2.getByRole('radio', { name: p2.tooBusy }).check()
    await provider2.getByRole('button', { name: p2.declineSubmit }).click()
    await expect(provider2.getByText(p2.declined)).toBeVisible()

    // Provider 3 asks a question.
    const provider3 = await openRequestEmail(browser, three, project)
    const p3 = await providerUi(provider3)
    await provider3.getByLabel(p3.message).fill('Is the staircase ceiling included?')
    await provider3.getByRole('button', { name: p3.sendMessage }).click()
    await expect(provider3.getByText('Is the staircase ceiling included?')).toBeVisible()

    // The customer compares, answers provider 3, and accepts provider 1.
    await customer.goto(withLang('/my-requests', lang))
    await expectPageReady(customer)
    const card = customer
      .locator('section, article, div')
      .filter({ has: customer.getByRole('heading', { level: 2, name: project }) })
      .last()
    await expect(card.getByRole('region', { name: ui.compare })).toContainText(picked[0]?.name ?? '')
    await expect(card.getByText(ui.declinedBadge)).toBeVisible()
    await expectNoSeriousA11yViolations(customer)
    const row3 = card.getByRole('listitem').filter({ hasText: picked[2]?.name ?? '' })
    await row3.getByRole('button', { name: new RegExp(ui.messages) }).click()
    await expect(row3.getByText('Is the staircase ceiling included?')).toBeVisible()
    await row3.getByLabel(ui.message).fill('Yes, the ceiling too.')
    await row3.getByRole('button', { name: ui.sendMessage }).click()
    await expect(row3.getByText('Yes, the ceiling too.')).toBeVisible()

    await card
      .getByRole('region', { name: ui.compare })
      .getByRole('button', { name: ui.accept, exact: true })
      .click()
    await customer.getByRole('dialog').getByRole('button', { name: ui.acceptConfirm }).click()
    await expect(customer.getByRole('dialog')).toHaveCount(0)

    // Provider 3 reads the answer; provider 1 does the job.
    await provider3.reload()
    await expectSettled(provider3)
    await expect(provider3.getByText('Yes, the ceiling too.')).toBeVisible()
    await provider1.reload()
    await expectSettled(provider1)
    // Neither step can be undone: each asks first.
    await provider1.getByRole('button', { name: p1.start }).click()
    await provider1.getByRole('dialog').getByRole('button', { name: p1.startConfirm }).click()
    await provider1.getByRole('button', { name: p1.complete }).click()
    await provider1.getByRole('dialog').getByRole('button', { name: p1.completeConfirm }).click()
    await expect(provider1.getByText(p1.completed).first()).toBeVisible()

    // The customer reviews, and the review is on the profile.
    await customer.reload()
    await expectPageReady(customer)
    await card.getByRole('link', { name: ui.review }).click()
    await customer.waitForURL((url) => url.pathname === `/providers/${picked[0]?.slug}`)
    await customer.getByRole('radio', { name: ui.stars }).check({ force: true })
    const text = `Great work on ${project}: clean, on time and exactly the price of the quote.`
    await customer.getByLabel(ui.reviewText).fill(text)
    await expect(customer.getByRole('radio', { name: ui.stars })).toBeChecked()
    // The page shows the thanks once the server has answered: wait on that answer, not on a time.
    const publishing = customer.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/reviews'),
      { timeout: APP_START_TIMEOUT },
    )
    await customer.getByRole('button', { name: ui.publish }).click()
    expect((await publishing).status()).toBe(201)
    await expect(customer.getByText(ui.published)).toBeVisible()
    await customerContext.close()
    // Anyone opening the profile now reads it (a fresh browser: public answers are cached a minute).
    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    await visitor.goto(withLang(`/providers/${picked[0]?.slug}`, lang))
    await expectPageReady(visitor)
    await expect(visitor.getByText(text)).toBeVisible()
    await visitorContext.close()
  })
}

test('templates: upload checked by the server, listed with its default, downloaded and deleted', async ({
  page,
}) => {
  test.slow()
  await page.goto('/health')
  await customerLoggedIn(page, 'en')
  await page.goto('/templates')
  await expectPageReady(page)
  await page.getByRole('button', { name: 'Upload template' }).click()
  await expect(page.getByText('Choose a file to upload.')).toBeVisible()
  await expect(page.getByText('Enter a template name.')).toBeVisible()

  // A text file named .pdf passes the browser's check and is refused by the server, which reads the content.
  await page
    .getByLabel(/^File/)
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') })
  await page.getByLabel(/^Template name/).fill('Fake')
  await page.getByRole('button', { name: 'Upload template' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This type of file is not allowed.' })).toBeVisible()

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
  await page
    .getByLabel(/^File/)
    .setInputFiles({ name: 'standard-quote.pdf', mimeType: 'application/pdf', buffer: pdf })
  await page.getByLabel(/^Template name/).fill('Standard quote')
  await page.getByRole('button', { name: 'Upload template' }).click()
  const item = page.getByRole('listitem').filter({ hasText: 'Standard quote' })
  await expect(item.getByText('Default')).toBeVisible()
  await expect(item.getByText(/standard-quote\.pdf · PDF/)).toBeVisible()
  const download = page.waitForEvent('download')
  await item.getByRole('link', { name: /Download/ }).click()
  expect((await download).suggestedFilename()).toBe('standard-quote.pdf')
  await expectNoSeriousA11yViolations(page)

  page.once('dialog', (dialog) => void dialog.accept())
  await item.getByRole('button', { name: /Delete/ }).click()
  await expect(page.getByText('Template deleted.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Standard quote' })).toHaveCount(0)
})
