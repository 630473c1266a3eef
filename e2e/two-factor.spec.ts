import { expect, type Page, test } from '@playwright/test'
import { confirmedAccount, expectNoSeriousA11yViolations, expectPageReady, totpCode } from './fixtures'

const PASSWORD = 'Quiet-River-2026'

async function logIn(page: Page, email: string) {
  await page.goto('/auth')
  await expectPageReady(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

const signedIn = (page: Page) => page.waitForURL((url) => url.pathname !== '/auth')

test('two-step sign-in: turn it on in settings, then sign in with a code, then with a backup code', async ({
  page,
  baseURL,
}) => {
  // Three sign-ins and the setup: more than 30 s on a busy 2-core machine.
  test.slow()
  const email = `lena.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.lu`
  await confirmedAccount(page.request, baseURL as string, {
    email,
    name: 'Lena Kieffer',
    location: 'Mersch',
    password: PASSWORD,
    signedIn: false,
  })
  await logIn(page, email)
  await signedIn(page)

  await page.goto('/settings')
  await expectPageReady(page)
  const section = page.getByRole('region', { name: 'Two-step sign-in' })
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await section.getByLabel('Your password').fill(PASSWORD)
  await section.getByRole('button', { name: 'Continue' }).click()
  await expect(section.getByRole('img', { name: /QR code to add LuxPro/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '')
  const code = section.getByLabel('Code from your app')
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await code.fill(totpCode(secret))
  await section.getByRole('button', { name: 'Turn on', exact: true }).click()
  const codes = section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const backupCodes = await codes.allTextContents()
  await section.getByRole('button', { name: 'I have saved them' }).click()
  await expect(section.getByText('On', { exact: true })).toBeVisible()

  await logOut(page)
  await logIn(page, email)
  const appCode = page.getByLabel('Code from your app')
  await expect(appCode).toBeFocused()
  await appCode.fill(totpCode(secret))
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await signedIn(page)

  await logOut(page)
  await logIn(page, email)
  await page.getByRole('button', { name: 'Use a backup code instead' }).click()
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await signedIn(page)
  // The owner is told by email each time: turned on, and a backup code used.
  const mails = await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()
  const templates = mails.items.map((m: { template: string }) => m.template)
  expect(templates).toEqual(expect.arrayContaining(['two-factor-enabled', 'two-factor-backup-code-used']))
})
