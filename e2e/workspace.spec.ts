import { expect, type Page, test } from '@playwright/test'
import { png } from '@server/test/image-files'
import {
  confirmedAccount,
  DEMO_ACCOUNT_PASSWORD,
  expectNoSeriousA11yViolations,
  expectPageReady,
  signIn,
} from './fixtures'

/**
 * The provider's workspace, in French: services, availability, portfolio and quote templates that the
 * profile, matching and the quote form use, and the dashboard's messages. The demo electrician's
 * account is used only here, so the other browser tests never see these edits half-way.
 */
const ELECTRICIAN = {
  email: 'info@electricite-rossi.lu',
  password: DEMO_ACCOUNT_PASSWORD,
  slug: 'electricite-rossi-esch-sur-alzette',
}

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Rubriques du tableau de bord' })
    .getByRole('link', { name })
    .click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
}

test('a provider keeps services, hours, photos and quote templates, and answers messages (fr)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  await page.goto('/health')
  await signIn(page.request, base, ELECTRICIAN.email, ELECTRICIAN.password)
  const stamp = Math.random().toString(36).slice(2, 6)

  // Services: a new one appears in the list and on the public profile.
  await page.goto('/dashboard/portfolio?section=services&lang=fr')
  await expectPageReady(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Prestations' })).toBeVisible()
  const service = `Mise aux normes du tableau ${stamp}`
  const form = page.getByRole('form', { name: 'Nouvelle prestation' })
  const addService = page.getByRole('button', { name: 'Ajouter une prestation' })
  await expect(addService.or(form)).toBeVisible()
  if (await addService.isVisible()) await addService.click()
  await form.getByRole('button', { name: 'Ajouter la prestation' }).click()
  await expect(form.getByText('Saisissez le nom de la prestation (au moins 2 caractères).')).toBeVisible()
  await expect(form.getByText('Choisissez une catégorie.')).toBeVisible()
  await form.getByLabel('Nom').fill(service)
  await form.getByLabel('Catégorie').selectOption('electrical')
  await form.getByLabel('Prix en euros').fill('1 250,50')
  await form
    .getByLabel('Description')
    .fill('Remplacement des fusibles par des disjoncteurs, différentiel 30 mA.')
  await form.getByRole('button', { name: 'Ajouter la prestation' }).click()
  await expect(page.getByText(`« ${service} » ajoutée à vos prestations.`)).toBeVisible()
  await expect(page.locator('main').getByRole('listitem').filter({ hasText: service })).toContainText(
    /1\s251,00\s€ par intervention/,
  )
  await expectNoSeriousA11yViolations(page)
  const profile = await (await page.request.get(`/api/public/providers/${ELECTRICIAN.slug}`)).json()
  expect(profile.services).toContainEqual(
    expect.objectContaining({ name: expect.objectContaining({ fr: service }), priceFrom: 1251 }),
  )

  // Availability: Monday's hours copied to the week; a reversed slot is refused until fixed.
  await openSection(page, 'Disponibilités')
  // The demo listing comes with its opening hours (ADR 030): start from an empty Monday and Saturday,
  // once they are there (the section's heading shows while its hours still load).
  await expect(page.getByRole('button', { name: 'Ajouter un créneau (lundi)' })).toBeVisible()
  for (const day of ['lundi', 'samedi']) {
    const remove = page.getByRole('button', { name: `Retirer ${day}, créneau 1` })
    while ((await remove.count()) > 0) await remove.click()
  }
  await page.getByRole('button', { name: 'Ajouter un créneau (lundi)' }).click()
  await page.getByRole('button', { name: 'Copier lundi sur mardi–vendredi' }).click()
  await page.getByRole('button', { name: 'Ajouter un créneau (samedi)' }).click()
  await page.getByLabel('samedi, créneau 1 : à').fill('07:00')
  await page.getByRole('button', { name: 'Enregistrer les disponibilités' }).click()
  await expect(page.getByText('L’heure de fin doit être après l’heure de début.')).toBeVisible()
  await page.getByRole('button', { name: 'Retirer samedi, créneau 1' }).click()
  await page.getByRole('button', { name: 'Enregistrer les disponibilités' }).click()
  await expect(page.getByText('Disponibilités enregistrées.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.reload()
  await expectPageReady(page)
  await expect(page.getByLabel('vendredi, créneau 1 : de')).toHaveValue('08:00')
  await expect(page.getByLabel('vendredi, créneau 1 : à')).toHaveValue('12:00')
  await expect(page.getByLabel(/^samedi, créneau/)).toHaveCount(0)

  // Portfolio: a photo with its caption, served publicly and in the profile's gallery.
  await openSection(page, 'Portfolio')
  await page.getByRole('button', { name: 'Ajouter au portfolio' }).click()
  await expect(page.getByText('Choisissez une photo à envoyer.')).toBeVisible()
  const caption = `Tableau rénové à Esch ${stamp}`
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'tableau.png', mimeType: 'image/png', buffer: png() })
  await page.getByLabel('Légende').last().fill(caption)
  await page.getByRole('button', { name: 'Ajouter au portfolio' }).click()
  await expect(page.getByText('Photo ajoutée à votre portfolio.')).toBeVisible()
  const photo = page.getByRole('img', { name: caption })
  await expect(photo).toBeVisible()
  const image = await page.request.get((await photo.getAttribute('src')) ?? '')
  expect(image.headers()['content-type']).toBe('image/png')
  const withPhoto = await (await page.request.get(`/api/public/providers/${ELECTRICIAN.slug}`)).json()
  expect(withPhoto.gallery.map((g: { alt: { fr: string } }) => g.alt.fr)).toContain(caption)
  await expectNoSeriousA11yViolations(page)

  // Quote templates: the total follows the amounts; the template fills the quote form of a request.
  await openSection(page, 'Modèles de devis')
  const template = `Remplacement d’un disjoncteur ${stamp}`
  const templateForm = page.getByRole('form', { name: 'Nouveau modèle de devis' })
  const addTemplate = page.getByRole('button', { name: 'Ajouter un modèle de devis' })
  await expect(addTemplate.or(templateForm)).toBeVisible()
  if (await addTemplate.isVisible()) await addTemplate.click()
  await templateForm.getByLabel('Nom du modèle').fill(template)
  await templateForm.getByLabel('Matériaux').fill('85')
  await templateForm.getByLabel('Main-d’œuvre').fill('120,50')
  await expect(templateForm.getByText(/Total\s: 205,50\s€/)).toBeVisible()
  await templateForm.getByRole('button', { name: 'Enregistrer le modèle' }).click()
  await expect(page.getByText(`Modèle de devis « ${template} » enregistré.`)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const customerContext = await browser.newContext({ baseURL: base })
  const customer = customerContext.request
  await confirmedAccount(customer, base, {
    name: 'Paul Kremer',
    language: 'fr',
    location: 'Esch-sur-Alzette',
  })
  const sent = await customer.post('/api/quote-requests', {
    headers: { origin: base },
    data: {
      providerIds: [profile.id],
      project: {
        name: `Tableau électrique ${stamp}`,
        category: 'electrical',
        description: 'Le tableau saute quand le four et le lave-linge tournent ensemble.',
        location: 'Esch-sur-Alzette',
        timeline: 'within_week',
      },
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const requestId = (await sent.json()).requests[0].id as number

  await page.goto(`/provider/quotes/${requestId}?lang=fr`)
  await expectPageReady(page)
  await page.getByLabel('Utiliser un modèle de devis').selectOption({ label: template })
  await expect(page.getByLabel('Coût des matériaux (€)')).toHaveValue('85')
  await expect(page.getByLabel('Coût de la main-d’œuvre (€)')).toHaveValue('120.5')

  // Messages: the customer's question arrives in the open dashboard (live), unread until opened; the
  // answer reaches them. (A question sent while the request itself is open is read at once.)
  await page.goto('/dashboard/requests?view=messages&lang=fr')
  await expectPageReady(page)
  await expect(page.locator('html[data-live-events="ready"]')).toHaveCount(1, { timeout: 15_000 })
  const question = `Pouvez-vous passer samedi matin ? (${stamp})`
  const asked = await customer.post(`/api/quote-requests/${requestId}/messages`, {
    headers: { origin: base },
    data: { body: question },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  const conversations = page.getByRole('navigation', { name: 'Conversations' })
  const conversation = conversations.getByRole('link').filter({ hasText: `Tableau électrique ${stamp}` })
  await expect(conversation).toContainText('1 nouveau')
  await conversation.click()
  await expect(page.locator('ol').getByText(question)).toBeVisible()
  await expect(conversation).not.toContainText('1 nouveau')
  await page.getByLabel('Votre message').fill('Oui, samedi à 9 h me convient.')
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.locator('ol').getByText('Oui, samedi à 9 h me convient.')).toBeVisible()
  await expect(conversation).toContainText('Vous : Oui, samedi à 9 h me convient.')
  await expectNoSeriousA11yViolations(page)
  const mine = await (await customer.get('/api/conversations')).json()
  expect(mine.items[0]).toMatchObject({
    requestId,
    unread: 1,
    lastMessage: { body: 'Oui, samedi à 9 h me convient.', fromMe: false },
  })
  await customerContext.close()
})
