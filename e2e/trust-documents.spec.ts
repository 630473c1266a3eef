import { expect, test } from '@playwright/test'
import { expectPageReady, signIn, signInAsAdmin } from './fixtures'

/** A French-speaking demo business; its insurance certificate is what this journey sends and reviews. */
const ROSSI = {
  email: 'info@electricite-rossi.lu',
  slug: 'electricite-rossi-esch-sur-alzette',
  name: 'Rossi',
}
/** A one-page PDF, as small as a PDF can be. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/*
 * The badge's end (a scheduled job, then the claim's own date check) is proven with the clock moved in
 * src/server/modules/verification: a production server's clock cannot be moved from a browser.
 */
test('an insurance certificate sent by a business, reviewed by an admin, becomes a dated badge (fr)', async ({
  browser,
  baseURL,
}) => {
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
})
