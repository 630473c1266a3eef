import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, signInAsAdmin } from './fixtures'

/*
 * A restore replaces every row and puts LuxPro in maintenance meanwhile: this file runs alone, after
 * the other browser tests (the "alone" project in playwright.config.ts), one test after the other.
 */

/** An account made after the backup: the restore must take it away. */
async function registerCustomer(page: Page, baseURL: string, email: string) {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Lena Kieffer',
      email,
      password: 'Quiet-River-2026',
      type: 'individual',
      language: 'en',
      location: 'Mersch',
    },
    headers: { origin: baseURL },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

const text = {
  en: {
    title: 'Backups',
    create: 'Create backup',
    created: /^Backup created \(/,
    manual: 'Manual',
    restoreOf: /Restore the backup of/,
    confirm: 'Type RESTORE to confirm',
    action: 'Restore backup',
    restored: /^Backup restored: /,
    preRestore: 'Before a restore',
  },
  de: {
    title: 'Sicherungen',
    create: 'Sicherung erstellen',
    created: /^Sicherung erstellt \(/,
    manual: 'Manuell',
    restoreOf: /Sicherung vom .* wiederherstellen/,
    confirm: 'Geben Sie RESTORE zur Bestätigung ein',
    action: 'Sicherung wiederherstellen',
    restored: /^Sicherung wiederhergestellt: /,
    preRestore: 'Vor einer Wiederherstellung',
  },
} as const

for (const language of ['en', 'de'] as const) {
  test(`backup → restore round trip from the console (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const t = text[language]
    await signInAsAdmin(page, baseURL as string)
    await page.goto(`/admin/backups?lang=${language}`)
    await expectPageReady(page)
    await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(t.title))

    await page.getByRole('button', { name: t.create }).click()
    await expect(page.getByText(t.created)).toBeVisible({ timeout: 60_000 })
    const table = page.getByRole('table')
    const newest = table.getByRole('row').nth(1)
    await expect(newest.getByText(t.manual).filter({ visible: true })).toBeVisible()
    await expect(newest.getByText(/^[a-f0-9]{64}$/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Download: the archive's bytes, with the checksum the table shows.
    const checksum = (await newest.getByText(/^[a-f0-9]{64}$/).textContent()) ?? ''
    const download = page.waitForEvent('download')
    await newest.getByRole('link').click()
    expect((await download).suggestedFilename()).toMatch(/^luxpro-.*-manual-[a-f0-9]{6}\.tar\.gz$/)

    // Something changes after the backup: a new account.
    const email = `lena.${Date.now().toString(36)}@example.lu`
    await registerCustomer(page, baseURL as string, email)
    const exists = async () =>
      (await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json().then((r) => r.total)
    expect(await exists()).toBe(1)

    await newest.getByRole('button', { name: t.restoreOf }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(t.confirm).fill('RESTORE')
    await dialog.getByRole('button', { name: t.action }).click()
    await expect(page.getByText(t.restored)).toBeVisible({ timeout: 90_000 })

    // The account made after the backup is gone; the backup and a safety backup are listed; the
    // site is open again.
    expect(await exists()).toBe(0)
    await expect(table.getByText(checksum)).toBeVisible()
    await expect(table.getByText(t.preRestore).filter({ visible: true }).first()).toBeVisible()
    expect((await (await page.request.get('/api/public/maintenance')).json()).enabled).toBe(false)
  })
}

test('restore from an archive taken elsewhere: its file and checksum, then RESTORE (en)', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  await signInAsAdmin(page, baseURL as string)
  await page.goto('/admin/backups?lang=en')
  await expectPageReady(page)
  await page.getByRole('button', { name: 'Create backup' }).click()
  await expect(page.getByText(/^Backup created \(/)).toBeVisible({ timeout: 60_000 })
  const newest = page.getByRole('table').getByRole('row').nth(1)
  const checksum = (await newest.getByText(/^[a-f0-9]{64}$/).textContent()) ?? ''
  const download = page.waitForEvent('download')
  await newest.getByRole('link').click()
  const archive = testInfo.outputPath('elsewhere.tar.gz')
  await (await download).saveAs(archive)

  const card = page.getByRole('region', { name: 'Restore from an archive' })
  await card.getByLabel('Backup archive (.tar.gz)').setInputFiles(archive)
  await card.getByRole('textbox', { name: 'SHA-256 checksum' }).fill(`${checksum}  elsewhere.tar.gz`)
  await card.getByRole('button', { name: 'Restore from this archive…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('is replaced by the contents of elsewhere.tar.gz')
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE')
  await dialog.getByRole('button', { name: 'Replace all data' }).click()
  await expect(page.getByText(/^Backup restored: /)).toBeVisible({ timeout: 90_000 })
  await expect(page.getByRole('table').getByText('Uploaded').filter({ visible: true }).first()).toBeVisible()
  expect((await (await page.request.get('/api/public/maintenance')).json()).enabled).toBe(false)
})
