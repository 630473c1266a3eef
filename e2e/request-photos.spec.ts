import { expect, test } from '@playwright/test'
import { png } from '@server/test/image-files'
import { confirmedAccount, expectPageReady } from './fixtures'

test('a photo attached to a written request shows on the provider’s lead page', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await page.goto('/health')
  await confirmedAccount(page.request, new URL(page.url()).origin, { name: 'Léa Thill', language: 'fr' })
  await page.goto('/directory?category=painting&locality=Strassen&sort=distance&lang=fr')
  await expectPageReady(page)
  const card = page.getByTestId('provider-card').first()
  const slug = ((await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '')
    .split('?')[0]
    ?.replace('/providers/', '')
  await card.getByRole('button', { name: /Ajouter à ma demande/ }).click()
  await page.getByRole('button', { name: 'Demander un devis' }).click()
  const dialog = page.getByRole('dialog')
  const marker = Math.random().toString(36).slice(2, 8)
  await dialog.getByLabel('Nom du projet').fill('Couloir à repeindre')
  await dialog.getByLabel('Lieu des travaux').fill('Strassen')
  await dialog
    .getByLabel('Décrivez les travaux')
    .fill(`Couloir, environ 45 m² de murs, deux couches, fissures visibles sur la photo (${marker}).`)
  await dialog
    .getByLabel('Photos (facultatif)')
    .setInputFiles({ name: 'mur.png', mimeType: 'image/png', buffer: png(48) })
  await expect(dialog.getByRole('button', { name: 'Retirer la photo 1' })).toBeVisible()
  // The estimate the providers will read, shown before sending.
  await expect(dialog.getByText('Estimation pour ces travaux')).toBeVisible()
  await dialog.getByRole('button', { name: /Envoyer/ }).click()
  await expect(dialog.getByText('Demande envoyée')).toBeVisible()

  const profile = await (await page.request.get(`/api/public/providers/${slug}`)).json()
  const mails = await (
    await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(profile.email)}`)
  ).json()
  const mail = (mails.items as Array<{ text: string }>).find((m) => m.text.includes(marker))
  expect(mail?.text).toMatch(/(Photos|Fotos) ?: 1 \(/)
  const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '')
  const provider = await (await browser.newContext()).newPage()
  await provider.goto(`${link.pathname}${link.search}`)
  await expectPageReady(provider)
  const thumbnail = provider.getByRole('img', { name: /^(Photo|Foto) 1/ })
  await expect(thumbnail).toBeVisible()
  // The photo's resized AVIF copy (48 px wide: it is never enlarged), loaded.
  await expect
    .poll(() =>
      thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
    )
    .toMatch(/[?&]v=avif-48$/)
  await expect(provider.locator('dl').first()).not.toContainText(/Aucune|None|Keine/)
})
