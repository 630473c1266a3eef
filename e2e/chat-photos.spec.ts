import { expect, test } from '@playwright/test'
import { png } from '@server/test/image-files'
import { CUSTOMER_PASSWORD, expectNoSeriousA11yViolations, expectPageReady, mailLink } from './fixtures'

test('a photo added in the chat signed out goes through sign-up to the provider’s lead page', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000)
  const marker = Math.random().toString(36).slice(2, 8)
  await page.goto('/?lang=fr')
  await expectPageReady(page)
  await page
    .getByRole('textbox', { name: 'Décrivez votre projet' })
    .fill(`Je voudrais repeindre mon salon de 30 m2 à Strassen, murs fissurés (réf. ${marker}).`)
  await page.getByRole('button', { name: 'Obtenir une estimation' }).click()
  const hero = page.locator('#assistant')
  const lastReply = () => page.getByTestId('assistant-message').last()
  await expect(lastReply()).toHaveAttribute('data-state', 'confirm_location')
  await hero.getByRole('button', { name: /^Oui/ }).click()
  await expect(lastReply()).toHaveAttribute('data-state', 'estimate')
  await hero.getByRole('button', { name: 'Voir les prestataires' }).click()
  await expect(lastReply()).toHaveAttribute('data-state', 'providers')
  const href = await lastReply()
    .getByTestId('assistant-provider')
    .first()
    .getByRole('link')
    .getAttribute('href')
  const slug = href?.split('?')[0]?.replace('/providers/', '')

  // Two photos from files, one taken back; the camera is offered beside them.
  await expect(hero.getByLabel('Prendre une photo')).toHaveAttribute('capture', 'environment')
  await hero.getByLabel('Photos (facultatif)').setInputFiles([
    { name: 'mur.png', mimeType: 'image/png', buffer: png(48) },
    { name: 'plafond.png', mimeType: 'image/png', buffer: png(40) },
  ])
  await hero.getByRole('button', { name: 'Retirer la photo 2' }).click()
  await expect(hero.getByRole('button', { name: /^Retirer la photo/ })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)
  await hero.getByRole('button', { name: /^Demander \d+ devis/ }).click()

  const quickAuth = hero.getByTestId('assistant-quick-auth')
  const email = `chatphoto.${marker}@example.lu`
  await quickAuth.getByLabel('Nom complet').fill('Léa Thill')
  await quickAuth.getByLabel('Adresse e-mail').fill(email)
  await quickAuth.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER_PASSWORD)
  await quickAuth.getByLabel('Confirmer le mot de passe').fill(CUSTOMER_PASSWORD)
  await quickAuth.getByRole('checkbox').check()
  await quickAuth.getByRole('button', { name: 'Créer le compte' }).click()
  await expect(quickAuth.getByText('Compte créé avec succès !', { exact: false })).toBeVisible()
  const confirm = await context.newPage()
  await confirm.goto(await mailLink(page.request, email))
  await confirm.close()
  await quickAuth.getByLabel('Mot de passe').fill(CUSTOMER_PASSWORD)
  await quickAuth.getByRole('button', { name: 'Se connecter et envoyer' }).click()
  await expect(hero.getByTestId('assistant-quotes-sent')).toBeVisible()

  const profile = await (await page.request.get(`/api/public/providers/${slug}`)).json()
  const provider = await (await browser.newContext()).newPage()
  await provider.goto('/health')
  await provider.goto(await mailLink(provider.request, profile.email as string, marker))
  await expectPageReady(provider)
  await expect(provider.getByRole('img', { name: /^(Photo|Foto) 1/ })).toBeVisible()
  await expect(provider.getByRole('img', { name: /^(Photo|Foto) 2/ })).toHaveCount(0)
})
