import { expect, test } from '@playwright/test'
import { expectPageReady, signIn } from './fixtures'

/** A French-speaking demo business on Basic Plus; no other browser test reads its billing. */
const ROSSI = 'info@electricite-rossi.lu'

test('a plan change states its terms and happens only once confirmed; keeping the plan cancels it (fr)', async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL ?? '', ROSSI)
  const billing = async () => (await page.request.get('/api/provider/billing')).json()
  expect(await billing()).toMatchObject({ tier: 'basic_plus', nextTier: null })

  await page.goto('/dashboard/billing?lang=fr')
  await expectPageReady(page)
  await page.getByRole('button', { name: 'Choisir Premium' }).click()
  const dialog = page.getByRole('dialog', { name: 'Passer à Premium ?' })
  await expect(dialog).toContainText(/149,00\s€ HT par mois, 174,33\s€ TTC/)
  await expect(dialog).toContainText('Rien n’est facturé au prorata.')
  // Going back changes nothing.
  await dialog.getByRole('button', { name: 'Retour' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await billing()).toMatchObject({ tier: 'basic_plus', nextTier: null })

  await page.getByRole('button', { name: 'Choisir Premium' }).click()
  await dialog.getByRole('button', { name: 'Confirmer le changement' }).click()
  await expect(page.getByText(/Confirmé : Premium à partir du .*vous gardez Basic Plus\./)).toBeVisible()
  expect(await billing()).toMatchObject({ tier: 'basic_plus', nextTier: 'premium' })

  // Keeping the current plan cancels the planned change.
  await page.getByRole('button', { name: 'Garder Basic Plus' }).click()
  await page
    .getByRole('dialog', { name: 'Garder Basic Plus ?' })
    .getByRole('button', { name: 'Garder Basic Plus' })
    .click()
  await expect(page.getByText('Vous gardez Basic Plus : le changement prévu est annulé.')).toBeVisible()
  expect(await billing()).toMatchObject({ tier: 'basic_plus', nextTier: null })
})
