import { expect, test } from '@playwright/test'
import { CUSTOMER_PASSWORD, DEMO_PROVIDER_SLUG, expectPageReady, mailLink } from './fixtures'

test('French: the profile’s short form, registration inside it, confirmed on another device where the request waits and is sent', async ({
  browser,
  page,
}) => {
  test.slow()
  const profile = await (await page.request.get(`/api/public/providers/${DEMO_PROVIDER_SLUG}`)).json()
  const email = `pending.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.lu`
  const job = `Le robinet de la cuisine fuit sous l’évier, à remplacer (${email.slice(8, 16)}).`

  // "Demander un devis" opens the short form to this provider: no project name, no chat steps.
  await page.goto(`/providers/${DEMO_PROVIDER_SLUG}?lang=fr`)
  await expectPageReady(page)
  await page.getByRole('button', { name: 'Demander un devis' }).first().click()
  const dialog = page.getByRole('dialog', { name: `Demander un devis à ${profile.name}` })
  await expect(dialog.getByLabel('Nom du projet')).toHaveCount(0)
  await dialog.getByLabel('Lieu des travaux').fill('Strassen')
  await dialog.getByLabel('Décrivez les travaux').fill(job)
  await dialog.getByLabel('Quand').selectOption('within_week')
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()

  // Signed out: the same quick registration as the chat, in place; what was typed is kept.
  const quickAuth = dialog.getByTestId('assistant-quick-auth')
  await expect(quickAuth.getByRole('heading', { name: /Connectez-vous ou créez un compte/ })).toBeVisible()
  await quickAuth.getByLabel('Nom complet').fill('Léa Thill')
  await quickAuth.getByLabel('Adresse e-mail').fill(email)
  await expect(quickAuth.getByLabel('Localité')).toHaveValue('Strassen')
  await quickAuth.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER_PASSWORD)
  await quickAuth.getByLabel('Confirmer le mot de passe').fill(CUSTOMER_PASSWORD)
  await quickAuth.getByRole('checkbox').check()
  // Registering hashes a password: wait for the server's answer, then for what the page makes of it.
  const registered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/sign-up/email') && response.request().method() === 'POST',
  )
  await quickAuth.getByRole('button', { name: 'Créer le compte' }).click()
  expect((await registered).ok()).toBe(true)
  await expect(quickAuth.getByText(/votre demande vous attend dans votre compte/)).toBeVisible()

  // Another device (a French phone's mail app): the confirmation link, then login there.
  const phone = await browser.newContext({ locale: 'fr-FR' })
  const other = await phone.newPage()
  await other.goto(await mailLink(other.request, email))
  await expectPageReady(other)
  await other.getByLabel('Adresse e-mail').fill(email)
  await other.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER_PASSWORD)
  await other.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(other.getByText('Bienvenue sur LuxPro ! Vous êtes connecté.')).toBeVisible()

  const waiting = other.getByRole('region', { name: 'Votre demande attend d’être envoyée' })
  await expect(waiting).toContainText(profile.name)
  await expect(waiting).toContainText(job)
  await expect(waiting).toContainText('Sous une semaine')
  await waiting.getByRole('button', { name: 'Envoyer ma demande' }).click()
  const sent = other.getByTestId('pending-project-sent')
  await expect(sent.getByText('Demande envoyée')).toBeVisible()
  await expect(sent).toContainText(profile.name)
  await expect(waiting).toHaveCount(0)
  await phone.close()
})
