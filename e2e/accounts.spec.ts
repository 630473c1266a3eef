import { expect, type Page, test } from '@playwright/test'
import {
  confirmedAccount,
  DEMO_ACCOUNT_PASSWORD,
  DEMO_ADMIN_TOTP_SECRET,
  expectNoSeriousA11yViolations,
  expectPageReady,
  CUSTOMER_PASSWORD as PASSWORD,
  signIn,
  totpCode,
  uniqueEmail as unique,
} from './fixtures'

/**
 * Registration through the form, its confirmation email and the first log-in are walked once, by the
 * first journey; the other tests start from an account made the same way through the API.
 */

async function register(page: Page, { email, name }: { email: string; name: string }) {
  await page.goto('/auth?tab=register')
  await expectPageReady(page)
  await page.getByRole('radio', { name: /Customer/ }).check()
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Location').fill('Esch-sur-Alzette')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Account created successfully!')).toBeVisible()
  await expect(page.getByText('Please check your email to confirm your account.')).toBeVisible()
}

/** Opens the newest email to this address in /dev/mailbox and follows its link, like a person would. */
async function followEmailLink(page: Page, email: string, subject: RegExp) {
  await page.goto('/dev/mailbox')
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: subject }).first()
  await row.getByRole('link').click()
  await page.getByRole('link', { name: /^http/ }).first().click()
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth')
  await expectPageReady(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test.describe('accounts', () => {
  test('register → confirm by email → log in → complete profile → change language → log out → log in', async ({
    page,
  }) => {
    // A whole journey of a dozen pages: on a busy 2-core machine it can pass 30 s.
    test.slow()
    const email = unique('anne')
    await register(page, { email, name: 'Anne Schmit' })

    await logIn(page, email)
    await expect(page.getByText('Please confirm your email address before logging in.')).toBeVisible()

    await followEmailLink(page, email, /Confirm your email/)
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('verified') === '1')
    await expect(page.getByText('Your email address is confirmed. You can log in now.')).toBeVisible()

    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/my-requests')
    const menu = page.getByRole('button', { name: /Account menu for Anne Schmit/ })
    await expect(menu).toBeVisible()
    // The counter shows how many more projects a customer may start (in words on wide screens).
    await expect(
      page.getByRole('button', { name: 'You can start 3 more projects: how does it work?' }),
    ).toContainText('3')

    await page.goto('/profile')
    await expectPageReady(page)
    await page.getByLabel(/Phone/).first().fill('+352 621 123 456')
    await page.getByRole('button', { name: /Save/ }).click()
    await expect(page.getByText('Profile updated successfully')).toBeVisible()
    await page.reload()
    await expectPageReady(page)
    await expect(page.getByLabel(/Phone/).first()).toHaveValue('+352 621 123 456')

    await page.getByLabel('Language').first().selectOption('fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('button', { name: /Menu du compte/ }).click()
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible()

    await page.getByLabel('Langue').selectOption('en')
    // The choice is stored once its messages have loaded (then <html lang> changes too).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await logIn(page, email)
    await page.waitForURL((url) => url.pathname === '/my-requests')
    await page.reload()
    await expect(page.getByRole('button', { name: /Account menu for Anne Schmit/ })).toBeVisible()
  })

  test('forgot password → reset by email link → log in with the new password', async ({ page, baseURL }) => {
    // Five password hashes (sign-up, reset, three sign-ins) and six pages: on a slow 2-core host it passed
    // 30 s with every step answered (the last sign-in was still being hashed).
    test.slow()
    const email = await confirmedAccount(page.request, baseURL ?? '', {
      email: unique('luc'),
      name: 'Luc Weber',
      signedIn: false,
    })

    await page.goto('/auth?tab=forgot')
    await expectPageReady(page)
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText(/If an account exists for this address/)).toBeVisible()

    await followEmailLink(page, email, /Reset your LuxPro password/)
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'reset')
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-7')
    await page.getByLabel('Confirm password').fill('Brand-New-Pass-7')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText(/Your password has been changed/).first()).toBeVisible()

    await logIn(page, email, PASSWORD)
    await expect(page.getByText('Email or password is incorrect. Please try again.')).toBeVisible()
    await logIn(page, email, 'Brand-New-Pass-7')
    await page.waitForURL((url) => url.pathname === '/my-requests')
  })

  test('a business sees the completeness prompt; an account can be deleted for good', async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL ?? ''
    const email = await confirmedAccount(page.request, origin, {
      email: unique('marc'),
      name: 'Marc Hoffmann',
      type: 'business',
    })
    await page.goto('/dashboard')
    await expectPageReady(page)
    await expect(page.getByText('Complete your profile')).toBeVisible()

    await page.goto('/settings')
    await expectPageReady(page)
    await page
      .getByRole('button', { name: /Delete my account/i })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/password/i).fill(PASSWORD)
    await dialog.getByRole('button', { name: /Delete/i }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const again = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin },
    })
    expect(again.status()).toBe(401)
  })

  test('a business gathers its quote emails in a daily digest, by keyboard, and the choice stays', async ({
    page,
    baseURL,
  }) => {
    await confirmedAccount(page.request, baseURL ?? '', {
      email: unique('paul'),
      name: 'Paul Wagner',
      type: 'business',
    })
    await page.goto('/settings#email-preferences')
    await expectPageReady(page)
    const quotes = page.getByRole('group', { name: 'Quotes and messages' })
    await quotes.getByRole('radio', { name: 'One email each time' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(quotes.getByRole('radio', { name: 'In a daily digest' })).toBeChecked()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.reload()
    await expectPageReady(page)
    await expect(
      page
        .getByRole('group', { name: 'Quotes and messages' })
        .getByRole('radio', { name: 'In a daily digest' }),
    ).toBeChecked()
  })

  test('settings ends the session of another device, named by its id', async ({ page, browser, baseURL }) => {
    const origin = baseURL ?? ''
    const email = await confirmedAccount(page.request, origin, { email: unique('lena'), name: 'Lena Weber' })
    const phone = await browser.newContext({ baseURL })
    await signIn(phone.request, origin, email, PASSWORD)

    await page.goto('/settings')
    await expectPageReady(page)
    const sessions = page.getByRole('region', { name: 'Active sessions' })
    await expect(sessions.getByText('This device')).toBeVisible()
    await sessions.getByRole('button', { name: /^End the session on/ }).click()
    await expect(page.getByText('The session has been ended.')).toBeVisible()
    await expect(sessions.getByRole('button', { name: /^End the session on/ })).toHaveCount(0)
    expect((await phone.request.get('/api/users/me')).status()).toBe(401)
    await phone.close()
  })

  test('the admin area answers by the server: a customer is refused, the admin gets in', async ({ page }) => {
    // Two sign-ins through the form (each a password hash) and a two-step code, five pages.
    test.slow()
    await logIn(page, 'anne.schmit@example.lu', DEMO_ACCOUNT_PASSWORD)
    await page.waitForURL((url) => url.pathname === '/my-requests')
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'You need an administrator account' })).toBeVisible()

    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await logIn(page, 'admin@luxpro.lu', DEMO_ACCOUNT_PASSWORD)
    // The admin has two-step sign-in: the code from the app comes after the password.
    await page.getByLabel('Code from your app').fill(totpCode(DEMO_ADMIN_TOTP_SECRET))
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/admin'))
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    await expect(page.getByRole('heading', { name: 'You need an administrator account' })).toHaveCount(0)
  })
})
