import { expect, test } from '@playwright/test'
import { expectPageReady, signIn, signInAsAdmin } from './fixtures'

/** A French-speaking demo business; its insurance certificate is what this journey sends and reviews. */
const ROSSI = {
  email: 'info@electricite-rossi.lu',
  slug: 'electricite-rossi-esch-sur-alzette',
  name: 'Rossi',
  fullName: 'Électricité Rossi',
}
/** A one-page PDF, as small as a PDF can be. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/*
 * A page judges a document's badge on the reader's day. Here the reader's clock is moved past the
 * certificate's last day; the scheduled job that clears the listing's flag once the day has passed on
 * the server is proven with the server's clock moved in src/server/modules/verification.
 */
test('an insurance certificate sent by a business, reviewed by an admin, becomes a dated badge that ends with its last day (fr)', async ({
  browser,
  baseURL,
}) => {
  // Three people and six pages: past 30 s when other work fills both cores.
  test.slow()
  const provider = await browser.newPage()
  await signIn(provider.request, baseURL ?? '', ROSSI.email)
  await provider.goto('/dashboard/portfolio?section=documents&lang=fr')
  await expectPageReady(provider)
  const insurance = provider
    .getByRole('listitem')
    .filter({ has: provider.getByRole('heading', { name: 'Attestation d’assurance' }) })
  await insurance.getByLabel('Fichier').setInputFiles({
    name: 'assurance-rc-pro.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await insurance.getByRole('button', { name: /Envoyer pour examen|En envoyer un nouveau/ }).click()
  await expect(provider.getByText('Document envoyé. LuxPro va l’examiner.')).toBeVisible()
  await expect(insurance.getByText('En attente d’examen par LuxPro')).toBeVisible()

  const admin = await browser.newPage()
  await signInAsAdmin(admin, baseURL ?? '')
  await admin.goto('/admin/verification')
  await expectPageReady(admin)
  const card = admin
    .getByRole('listitem')
    .filter({ hasText: 'Insurance certificate' })
    .filter({ hasText: 'assurance-rc-pro.pdf' })
    .filter({ hasText: ROSSI.name })
  await card.getByRole('button', { name: 'Approve' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Approve the Insurance certificate' })
  await dialog.getByLabel('Valid until (last day)').fill('2030-12-31')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Document approved: the badge shows on the profile.')).toBeVisible()

  await provider.goto(`/providers/${ROSSI.slug}?lang=fr`)
  await expectPageReady(provider)
  await expect(provider.getByRole('list', { name: 'Badges de confiance' })).toContainText(
    /Attestation d’assurance examinée par LuxPro le \d\d\/\d\d\/\d{4}, valable jusqu’au 31\/12\/2030/,
  )
  await provider.goto('/dashboard/portfolio?section=documents&lang=fr')
  await expectPageReady(provider)
  await expect(insurance.getByText(/valable jusqu’au 31\/12\/2030/)).toBeVisible()

  // A visitor on 2 January 2031 finds the business through the directory: no insurance badge any more.
  // Pages are reached by the app's own links, so the visitor's clock renders them, not the server's.
  const visitor = await browser.newPage()
  await visitor.clock.setFixedTime(new Date('2031-01-02T10:00:00+01:00'))
  await visitor.goto('/how-it-works?lang=fr')
  await expectPageReady(visitor)
  await visitor.getByRole('banner').getByRole('link', { name: 'Annuaire', exact: true }).click()
  const search = visitor.getByRole('combobox', { name: 'Rechercher dans l’annuaire' })
  await search.fill(ROSSI.fullName)
  await expect(visitor).toHaveURL(/q=/)
  // The suggestions close, as a person does before reading the results below them.
  await search.press('Escape')
  await expect(search).toHaveAttribute('aria-expanded', 'false')
  await expect(visitor.getByTestId('directory-results')).toHaveAttribute('aria-busy', 'false')
  await visitor
    .getByTestId('provider-card')
    .filter({ has: visitor.getByRole('heading', { level: 3, name: ROSSI.fullName, exact: true }) })
    .getByRole('link')
    .first()
    .click()
  await expect(visitor).toHaveURL(new RegExp(`/providers/${ROSSI.slug}`))
  const badges = visitor.getByRole('list', { name: 'Badges de confiance' })
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ROSSI.fullName)
  await expect(badges.first()).toBeVisible()
  await expect(badges.first()).not.toContainText('Attestation d’assurance')
})
