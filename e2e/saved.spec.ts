import { expect, test } from '@playwright/test'
import {
  CUSTOMER_PASSWORD,
  confirmedAccount,
  expectHydrated,
  expectNoSeriousA11yViolations,
  expectPageReady,
  uniqueEmail,
} from './fixtures'

// The saved list's one journey: kept in the browser while signed out, joined to the account at
// sign-in, then one project sent from the list to the providers chosen in it.
test('save while signed out → sign in → the saved providers are in the list → request quotes from it', async ({
  page,
}) => {
  // Four pages, a sign-in and a project sent: more than 30 s beside other tests on two cores.
  test.slow()
  await page.goto('/health')
  const email = await confirmedAccount(page.request, new URL(page.url()).origin, {
    email: uniqueEmail('saved'),
    signedIn: false,
  })

  // Signed out, two painters are saved from the directory: they stay in this browser.
  await page.goto('/directory?category=painting&locality=Strassen&sort=distance')
  await expectPageReady(page)
  const cards = page.getByTestId('provider-card')
  const names: string[] = []
  for (let i = 0; i < 2; i++) {
    const card = cards.nth(i)
    names.push((await card.getByRole('heading').textContent())?.trim() ?? '')
    const save = card.getByRole('button', { name: 'Save', exact: true })
    await expectHydrated(save)
    await save.click()
    await expect(card.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  }
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('luxpro-saved-providers') ?? '[]').length),
    )
    .toBe(2)

  // Signing in joins them to the account, and the browser's copy goes.
  await page.goto('/auth')
  await expectPageReady(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/auth')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('luxpro-saved-providers'))).toBeNull()

  // The account menu leads to the list, with both providers.
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Saved providers' }).click()
  await page.waitForURL((url) => url.pathname === '/saved')
  await expectPageReady(page)
  const entries = page.getByTestId('saved-entry')
  await expect(entries).toHaveCount(2)
  for (const name of names) await expect(entries.getByRole('link', { name })).toBeVisible()

  // A private note on the first.
  const first = entries.filter({ hasText: names[0] })
  await first.getByRole('button', { name: /Add a note/ }).click()
  await first.getByLabel('Private note').fill('Ask whether they can start in March.')
  await first.getByRole('button', { name: 'Save note' }).click()
  await expect(first.getByText('Ask whether they can start in March.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Both chosen, one project goes to both through the request dialog.
  for (const name of names)
    await entries
      .filter({ hasText: name })
      .getByLabel(/Add to my request/)
      .check()
  await page.getByRole('button', { name: 'Request 2 quotes' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Project name').fill('Repaint the living room')
  await dialog.getByLabel('Place of the work').fill('Strassen')
  await dialog
    .getByLabel('Describe the work')
    .fill('Living room walls and ceiling, about 40 m², two coats of white, a few small cracks to fill.')
  await dialog.getByRole('button', { name: 'Send to 2 providers' }).click()
  await expect(dialog.getByText('Request sent')).toBeVisible()
})
