import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  confirmedAccount,
  expectNoSeriousA11yViolations,
  expectPageReady,
  signIn as signInThroughApi,
} from './fixtures'

const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

let adminCookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'] = []

/** The demo admin, signed in once per worker (the sign-in limit counts per account), then reused. */
async function signInAsAdmin(page: Page, baseURL: string) {
  if (adminCookies.length === 0) {
    await signInThroughApi(page.request, baseURL, 'admin@luxpro.lu')
    adminCookies = (await page.context().storageState()).cookies
  } else await page.context().addCookies(adminCookies)
}

const signIn = (request: APIRequestContext, baseURL: string, email: string, password: string) =>
  request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: baseURL } })

test.describe('admin console', () => {
  test('finds a user, deactivates them (they cannot sign in) and activates them again', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow()
    const email = `mia.${marker()}@example.lu`
    const password = 'Quiet-River-2026'
    await confirmedAccount(request, baseURL as string, {
      email,
      name: 'Mia Thill',
      location: 'Mersch',
      password,
    })

    await signInAsAdmin(page, baseURL as string)
    await page.goto('/admin/users')
    await expectPageReady(page)
    await page.getByLabel('Search by name or email').fill(email)
    await expect(page).toHaveURL(/q=mia/)
    await page.getByRole('link', { name: 'Mia Thill' }).click()
    await expect(page.getByRole('heading', { name: 'Mia Thill' })).toBeVisible()

    await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Reason').fill('Abusive messages to providers')
    await dialog.getByRole('button', { name: 'Deactivate the account' }).click()
    await expect(page.getByText('Account deactivated.')).toBeVisible()
    await expect(page.getByText('Deactivated: Abusive messages to providers')).toBeVisible()
    expect((await signIn(request, baseURL as string, email, password)).ok()).toBe(false)

    await page.getByRole('button', { name: 'Activate', exact: true }).click()
    await expect(page.getByText('Account activated: the person can sign in again.')).toBeVisible()
    expect((await signIn(request, baseURL as string, email, password)).ok()).toBe(true)
    await expectNoSeriousA11yViolations(page)
  })

  test('in German: imports a CSV (the dry run shows two bad rows, nothing is imported), fixes it, applies it and exports the list', async ({
    page,
    baseURL,
  }) => {
    test.slow()
    const id = marker()
    const good = [
      `Lena Weis,lena.${id}@example.lu,customer,de`,
      `Jo Hoffmann,jo.${id}@example.lu,provider,fr`,
    ]
    const bad = [`L,not-an-email,customer,de`, `Tim Bad,tim.${id}@example.lu,wizard,en`]
    const csv = (rows: string[]) => Buffer.from(`name,email,role,language\n${rows.join('\n')}\n`)

    await signInAsAdmin(page, baseURL as string)
    await page.goto('/admin/import?kind=users&lang=de')
    await expectPageReady(page)
    await expect(page.getByRole('heading', { name: 'CSV importieren', level: 2 })).toBeVisible()
    await page.getByLabel('CSV-Datei (Komma oder Semikolon)').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: csv([...good, ...bad]),
    })
    await page.getByRole('button', { name: 'Datei prüfen' }).click()
    const problems = page.getByRole('table', { name: '3 Probleme zu beheben' })
    await expect(problems).toBeVisible()
    await expect(problems.getByRole('row').filter({ hasText: /^4/ })).toHaveCount(2)
    await expect(problems.getByRole('row').filter({ hasText: /^5/ })).toHaveCount(1)
    await expect(page.getByRole('button', { name: '2 Zeilen importieren' })).toBeDisabled()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Andere Datei wählen' }).click()
    await page.getByLabel('CSV-Datei (Komma oder Semikolon)').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: csv(good),
    })
    await page.getByRole('button', { name: 'Datei prüfen' }).click()
    await page.getByRole('button', { name: '2 Zeilen importieren' }).click()
    await expect(page.getByText('2 Zeilen importiert.')).toBeVisible()

    await page.goto(`/admin/users?lang=de&q=${id}`)
    await expectPageReady(page)
    await expect(page.getByRole('link', { name: 'Lena Weis' })).toBeVisible()
    await page.getByLabel('Trennzeichen der CSV-Datei').selectOption('semicolon')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Als CSV exportieren' }).click()
    const file = await readFile(await (await download).path())
    const text = file.toString('utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toContain(`lena.${id}@example.lu`)
    expect(text).toContain(`jo.${id}@example.lu`)
    expect(text.split('\n')[0]).toContain(';')
  })

  test('the analytics page shows the seeded year of the funnel, with a table view', async ({
    page,
    baseURL,
  }) => {
    // Charts of a year, a table of 52 weeks and axe over them: on a slow host every step answered past 30 s.
    test.slow()
    await signInAsAdmin(page, baseURL as string)
    // A year of the funnel is summed when asked: its answer, not a timeout, says the figures are there.
    const answered = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/admin/analytics' && res.ok(),
    )
    await page.goto('/admin/analytics?period=365')
    await expectPageReady(page)
    await answered
    const chats = page.locator('dl div').filter({ hasText: 'Chats' }).locator('dd').first()
    await expect(chats).toHaveText(/[1-9]/)
    const week = page.getByRole('region', { name: 'The funnel by week' })
    await week.getByRole('button', { name: 'Table view' }).click()
    expect(await week.getByRole('row').count()).toBeGreaterThan(50)
    await expectNoSeriousA11yViolations(page)
  })

  test('in German: a project with its requests and threads, read-only', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL as string)
    await page.goto('/admin/projects?lang=de')
    await expectPageReady(page)
    await expect(page.getByRole('heading', { name: 'Projekte', level: 2 })).toBeVisible()
    const table = page.getByRole('table', { name: 'Projekte' })
    await table.getByRole('link').first().click()
    await expect(page.getByRole('link', { name: 'Alle Projekte' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Anfrage/, level: 3 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('edits a French email template, sends a test and reads it in the development mailbox', async ({
    page,
    baseURL,
  }) => {
    // Three pages, a rendered email in a frame and axe: on a slow host every step answered past 30 s.
    test.slow()
    const id = marker()
    await signInAsAdmin(page, baseURL as string)
    await page.goto('/admin/email-templates?template=message-hidden&language=fr')
    await expectPageReady(page)
    await expect(page.getByLabel('Subject')).toHaveValue(/.+/)
    // A subject holds only text the server makes (here the job's name), never someone's own words.
    await page.getByLabel('Subject').fill(`Message masqué ${id} sur {{project}}`)
    await page.getByRole('button', { name: 'Preview with sample data' }).click()
    await expect(page.getByText(`Message masqué ${id} sur Repaint the living room (30 m²)`)).toBeVisible()
    // The email as it is sent: the layout with its one button, not only the text part.
    const email = page.frameLocator('iframe[title="The email as it is sent"]')
    await expect(email.getByRole('link').first()).toBeVisible()
    await expect(email.locator('body')).toContainText('LuxPro')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Template saved: the next emails use it.')).toBeVisible()
    await page.getByRole('button', { name: 'Send me a test' }).click()
    await expect(page.getByText('Test email sent to your address.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.goto('/dev/mailbox')
    await expect(
      page.getByRole('row').filter({ hasText: `Message masqué ${id} sur Repaint the living room (30 m²)` }),
    ).toHaveCount(1)

    await page.goto('/admin/email-templates?template=message-hidden&language=fr')
    await expectPageReady(page)
    await page.getByRole('button', { name: 'Reset to the built-in text' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Reset to the built-in text' }).click()
    await expect(page.getByText('Back to the built-in text.', { exact: true })).toBeVisible()
  })
})
