import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { luxembourgVatFor } from '@shared/providers/vat-number'
import { PDFDocument } from 'pdf-lib'
import { expectNoSeriousA11yViolations, expectPageReady, expectSettled, signIn } from './fixtures'

/**
 * The partner journey end to end: a business applies in French on a phone (with a reload between steps), an
 * admin approves it, the partner chooses a password from the emailed link, completes the onboarding
 * checklist, and its listing is published and found in the directory; then a decline and a question.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const vat = () => luxembourgVatFor(100_000 + Math.floor(Math.random() * 800_000))

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  email = 'admin@luxpro.lu',
  device: object = { viewport: { width: 1280, height: 900 } },
): Promise<Page> {
  const context = await browser.newContext({ ...device, baseURL })
  const page = await context.newPage()
  await signIn(page.request, baseURL as string, email)
  return page
}
const adminPage = (browser: Browser, baseURL: string | undefined) => signedInPage(browser, baseURL)

/** Nothing wider than the screen: a phone scrolls only down. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

/** The newest email of one kind to this address (the dev mailbox API). */
async function emailTo(request: APIRequestContext, to: string, template: string) {
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()).items
      return mails.some((m: { template: string }) => m.template === template)
    })
    .toBe(true)
  const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()).items
  return mails.find((m: { template: string }) => m.template === template) as { text: string; subject: string }
}
const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '')

/** A submitted application made through the public API (for the admin's journeys). */
async function submittedApplication(request: APIRequestContext, language: 'en' | 'de') {
  const email = `partner.${unique()}@example.lu`
  const company = `Atelier ${unique()}`
  const headers = { origin: 'http://127.0.0.1' }
  const started = await request.post('/api/public/partner-applications', {
    data: {
      contactPerson: 'Eva Schmit',
      companyName: company,
      email,
      phone: '+352 621 123 456',
      primaryCategory: 'carpentry',
      language,
    },
    headers,
  })
  expect(started.status(), await started.text()).toBe(201)
  const { token } = await started.json()
  const q = `?token=${token}`
  const business = {
    step: 'business',
    yearsInBusiness: '2_5',
    teamSize: '1_5',
    serviceAreas: ['canton:Capellen'],
    specificServices: 'Kitchens, stairs and built-in wardrobes',
    vatNumber: vat(),
    street: '3, route d’Arlon',
    postalCode: '8302',
    locality: 'Capellen',
  }
  expect(
    (await request.put(`/api/public/partner-applications/draft${q}`, { data: business, headers })).ok(),
  ).toBe(true)
  const final = {
    step: 'final',
    howHeard: 'social_media',
    goal: 'Find customers in the west',
    interestedProducts: ['directory_listing'],
    tier: 'basic',
  }
  expect(
    (await request.put(`/api/public/partner-applications/draft${q}`, { data: final, headers })).ok(),
  ).toBe(true)
  expect((await request.post(`/api/public/partner-applications/draft/submit${q}`, { headers })).ok()).toBe(
    true,
  )
  return { email, company }
}

async function openApplication(admin: Page, company: string) {
  await admin.goto('/admin/applications')
  await expectPageReady(admin)
  await admin.getByRole('link', { name: company }).first().click()
  await expect(admin.getByRole('heading', { level: 2, name: company })).toBeVisible()
}

test.describe('partners', () => {
  test.describe.configure({ timeout: 120_000 })

  test('apply in French on a phone, get approved, set a password, complete the checklist, get listed', async ({
    browser,
    baseURL,
  }) => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL,
    })
    const page = await phone.newPage()
    const company = `Zinguerie Wolff ${unique()}`
    const email = `wolff.${unique()}@example.lu`

    await page.goto('/partners/apply?lang=fr')
    await expectPageReady(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Devenir partenaire' })).toBeVisible()
    // Next with nothing typed: every field says what is missing, in French.
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByText('Indiquez le nom de votre entreprise (au moins 2 caractères).')).toBeVisible()
    await page.getByLabel('Personne de contact').fill('Claire Wolff')
    await page.getByLabel('Nom de l’entreprise').fill(company)
    await page.getByLabel('E-mail professionnel').fill(email)
    await page.getByLabel('Téléphone').fill('+352 691 234 567')
    await page.getByLabel('Catégorie de service principale').selectOption('roofing')
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByRole('heading', { level: 2, name: /Détails de l’entreprise/ })).toBeVisible()

    // A reload keeps the draft and the step.
    await page.reload()
    await expectPageReady(page)
    await expect(page.getByRole('heading', { level: 2, name: /Détails de l’entreprise/ })).toBeVisible()
    await page.getByLabel('5 à 10 ans').check()
    await page.getByLabel('1 à 5 personnes').check()
    await page.getByText('Canton de Mersch', { exact: true }).click()
    await page.getByLabel('Tout le canton de Mersch').check()
    await page.getByLabel('Services proposés').fill('Toitures en zinc, gouttières et fenêtres de toit')
    await page.getByLabel('Rue et numéro').fill('5, rue Principale')
    await page.getByLabel('Code postal').fill('8302')
    await page.getByLabel('Localité').fill('Capellen')
    await page.getByLabel('Numéro de TVA').fill('LU12345614')
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(
      page.getByText('Ce numéro de TVA ne passe pas le contrôle de la clé.', { exact: false }),
    ).toBeVisible()
    await page.getByLabel('Numéro de TVA').fill(vat())
    await page.getByRole('button', { name: 'Suivant' }).click()

    await expect(page.getByRole('heading', { level: 2, name: /Derniers détails/ })).toBeVisible()
    await page.getByLabel('Comment avez-vous connu LuxPro ?').selectOption('another_provider')
    await page.getByLabel('Qu’attendez-vous de LuxPro ?').fill('Plus de chantiers dans le centre du pays')
    await page.getByLabel(/Fiche dans l’annuaire/).check()
    await page.getByLabel(/Badge premium/).check()
    // The products never choose the plan: it is chosen with its price.
    await page.getByRole('radio', { name: /^Premium/ }).check()
    await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Suivant' }).click()

    await expect(page.getByRole('heading', { level: 2, name: /Récapitulatif/ })).toBeVisible()
    // Back keeps what was chosen.
    await page.getByRole('button', { name: 'Retour' }).click()
    await expect(page.getByRole('heading', { level: 2, name: /Derniers détails/ })).toBeVisible()
    await expect(page.getByLabel(/Badge premium/)).toBeChecked()
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByRole('heading', { level: 2, name: /Récapitulatif/ })).toBeVisible()
    await expect(page.getByText(company)).toBeVisible()
    await expect(page.getByText('149,00 €')).toBeVisible()

    // The emailed draft link opens the same draft on another device.
    const draftMail = await emailTo(page.request, email, 'partner-draft')
    const draftLink = linkIn(draftMail.text)
    const other = await (await browser.newContext({ ...PHONE, baseURL })).newPage()
    await other.goto(`${draftLink.pathname}${draftLink.search}`)
    await expectPageReady(other)
    await expect(other.getByLabel('Nom de l’entreprise')).toHaveValue(company)
    await other.context().close()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
    await expect(page.getByRole('heading', { name: 'Merci, votre candidature est envoyée' })).toBeVisible()
    const received = await emailTo(page.request, email, 'partner-received')
    expect(received.text).toContain('48 heures')

    // The admin approves it.
    const admin = await adminPage(browser, baseURL)
    await openApplication(admin, company)
    await admin.getByRole('button', { name: 'Start the review' }).click()
    await admin.getByRole('button', { name: 'Approve' }).click()
    // Approving asks first, spelling out the account, the listing and the email.
    const approval = admin.getByRole('dialog', { name: `Approve ${company}?` })
    await expect(approval).toContainText('An email goes to')
    await approval.getByRole('button', { name: 'Approve' }).click()
    await expect(admin.getByText('Listing created')).toBeVisible()

    // The partner chooses a first password from the emailed link (no reset tab, no other tab), is
    // signed in with it and lands on the checklist.
    const welcome = await emailTo(page.request, email, 'partner-approved')
    const link = linkIn(welcome.text)
    expect(link.searchParams.get('lang')).toBe('fr')
    await page.goto(`${link.pathname}${link.search}`)
    await expectPageReady(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Choisissez votre mot de passe' })).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
    const password = 'Zinc-Solide-2026'
    await page.getByLabel('Adresse e-mail').fill(email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(password)
    await page.getByLabel('Confirmer le mot de passe').fill(password)
    await page.getByRole('button', { name: 'Enregistrer mon mot de passe et me connecter' }).click()
    await expect(page).toHaveURL(/\/dashboard\/overview/)

    // The checklist: services and hours in the workspace (its own tests cover its forms), then the
    // radius and the insurance certificate here; the listing goes live by itself.
    await expectPageReady(page)
    await expect(page.getByRole('heading', { name: 'Mettre votre fiche en ligne' })).toBeVisible()
    const origin = { origin: baseURL as string }
    const service = {
      name: 'Réparation de toiture',
      price: 65,
      unit: 'hour',
      category: 'roofing',
      description: '',
    }
    expect(
      (await page.request.post('/api/provider/services', { data: service, headers: origin })).status(),
    ).toBe(201)
    const week = { slots: [0, 1, 2, 3, 4].map((day) => ({ day, startTime: '08:00', endTime: '17:00' })) }
    expect((await page.request.put('/api/provider/availability', { data: week, headers: origin })).ok()).toBe(
      true,
    )
    await page.reload()
    await expectPageReady(page)
    await page.getByLabel('Rayon en km').fill('30')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Vous intervenez jusqu’à 30 km.')).toBeVisible()
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('Attestation responsabilite civile')
    await page.getByLabel('Attestation (PDF, PNG, JPEG ou WebP)').setInputFiles({
      name: 'attestation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    })
    await page.getByRole('button', { name: 'Envoyer', exact: true }).last().click()
    await expect(page.getByText('Votre fiche est en ligne, avec la formule Premium.')).toBeVisible()

    // Found in the directory.
    await page.goto(`/directory?q=${encodeURIComponent(company)}&lang=fr`)
    await expectPageReady(page)
    await expect(page.getByRole('link', { name: company }).first()).toBeVisible()
    await phone.close()
  })

  test('an admin declines with a reason, and the applicant is told', async ({
    browser,
    request,
    baseURL,
  }) => {
    const { email, company } = await submittedApplication(request, 'de')
    const admin = await adminPage(browser, baseURL)
    await openApplication(admin, company)
    await admin.getByRole('button', { name: 'Start the review' }).click()
    await admin.getByRole('button', { name: 'Decline' }).click()
    await expect(admin.getByText('Write at least 10 characters.')).toBeVisible()
    await admin
      .getByLabel('Reason (sent to the applicant)')
      .fill('We could not verify your establishment permit.')
    await admin.getByRole('button', { name: 'Decline' }).click()
    await admin
      .getByRole('dialog', { name: `Decline ${company}?` })
      .getByRole('button', { name: 'Decline' })
      .click()
    await expect(admin.getByText('Declined for this reason')).toBeVisible()
    await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0)
    const mail = await emailTo(request, email, 'partner-declined')
    expect(mail.subject).toContain('Ihre Bewerbung bei LuxPro')
    expect(mail.text).toContain('We could not verify your establishment permit.')
  })

  test('an admin asks a question, the applicant answers from the link, the review goes on', async ({
    browser,
    request,
    page,
    baseURL,
  }) => {
    const { email, company } = await submittedApplication(request, 'en')
    const admin = await adminPage(browser, baseURL)
    await openApplication(admin, company)
    await admin.getByRole('button', { name: 'Start the review' }).click()
    await admin
      .getByLabel('Question for the applicant')
      .fill('Which communes of Capellen do you really cover?')
    await admin.getByRole('button', { name: 'Ask for more information' }).click()
    await expect(admin.getByText(/Paused, /)).toBeVisible()

    const mail = await emailTo(request, email, 'partner-info-requested')
    const link = linkIn(mail.text)
    await page.goto(`${link.pathname}${link.search}`)
    await expectPageReady(page)
    await expect(page.getByText('Which communes of Capellen do you really cover?')).toBeVisible()
    await page.getByLabel('Your answer').fill('Mamer, Kehlen and Steinfort.')
    await page.getByRole('button', { name: 'Send my answer' }).click()
    await expect(page.getByText('Thank you: your answer is with the reviewer')).toBeVisible()

    await admin.reload()
    await expectPageReady(admin)
    await expect(admin.getByText('Applicant answered')).toBeVisible()
    await expect(admin.getByText('Mamer, Kehlen and Steinfort.')).toBeVisible()
    await expect(admin.getByText(/left$/).first()).toBeVisible()
  })

  test('the review queue, an application, billing and the overview fit a phone and pass axe', async ({
    browser,
    baseURL,
  }) => {
    const admin = await signedInPage(browser, baseURL, 'admin@luxpro.lu', PHONE)
    await admin.goto('/admin/applications')
    await expectPageReady(admin)
    await expect(admin.getByText(/Overdue by/).first()).toBeVisible()
    await expectNoSeriousA11yViolations(admin)
    await expectNoSidewaysScroll(admin)
    await admin.getByRole('link', { name: 'Sanitär Becker' }).first().click()
    await expect(admin.getByRole('heading', { level: 2, name: 'Sanitär Becker' })).toBeVisible()
    await expectNoSeriousA11yViolations(admin)
    await expectNoSidewaysScroll(admin)

    const partner = await signedInPage(browser, baseURL, 'contact@sanitaire-weber.lu', PHONE)
    await partner.goto('/dashboard/billing?lang=de')
    await expectPageReady(partner)
    await partner.getByRole('button', { name: 'Anzeigen' }).first().click()
    await expect(partner.getByText('Strukturierte Referenz')).toBeVisible()
    await expectNoSeriousA11yViolations(partner)
    await expectNoSidewaysScroll(partner)
    await partner.goto('/dashboard/overview?lang=fr')
    await expectPageReady(partner)
    await expect(partner.getByText('Délai de réponse médian')).toBeVisible()
    await expectSettled(partner)
    await expectNoSeriousA11yViolations(partner)
    await expectNoSidewaysScroll(partner)
  })

  test("the way in: the providers' page, the footer and registration lead to the application", async ({
    page,
  }) => {
    await page.goto('/how-it-works#providers')
    await expectPageReady(page)
    await page.getByRole('main').getByRole('link', { name: 'Apply as a partner' }).click()
    await page.waitForURL((url) => url.pathname === '/partners/apply')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Apply as a partner' }).click()
    await expect(page).toHaveURL(/\/partners\/apply$/)
    await page.goto('/register')
    await page.waitForURL((url) => url.pathname === '/auth')
    await expectPageReady(page)
    await page.getByRole('main').getByRole('link', { name: 'Apply as a partner' }).click()
    await page.waitForURL((url) => url.pathname === '/partners/apply')
    await expectPageReady(page)
  })
})
