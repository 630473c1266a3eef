import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, signInAsAdmin } from './fixtures'

/*
 * A restore replaces every row and puts LuxPro in maintenance meanwhile: this file runs alone, after
 * the other browser tests (the "alone" project in playwright.config.ts), one test after the other.
 * Each restore also takes a safety backup first, so the file restores twice in all: from the list,
 * then the same archive uploaded as if it came from elsewhere. The German test reads the console and
 * its restore dialog without restoring.
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

async function maintenanceIsOff(page: Page) {
  expect((await (await page.request.get('/api/public/maintenance')).json()).enabled).toBe(false)
}

test('backup → restore from the list → restore the downloaded archive as if taken elsewhere (en)', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  await signInAsAdmin(page, baseURL as string)
  await page.goto('/admin/backups?lang=en')
  await expectPageReady(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Backups' })).toBeVisible()
  await expect(page).toHaveTitle(/Backups/)

  await page.getByRole('button', { name: 'Create backup' }).click()
  await expect(page.getByText(/^Backup created \(/)).toBeVisible({ timeout: 60_000 })
  const table = page.getByRole('table')
  const newest = table.getByRole('row').nth(1)
  await expect(newest.getByText('Manual').filter({ visible: true })).toBeVisible()
  await expect(newest.getByText(/^[a-f0-9]{64}$/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Download: the archive's bytes, with the checksum the table shows.
  const checksum = (await newest.getByText(/^[a-f0-9]{64}$/).textContent()) ?? ''
  const download = page.waitForEvent('download')
  await newest.getByRole('link').click()
  expect((await download).suggestedFilename()).toMatch(/^luxpro-.*-manual-[a-f0-9]{6}\.tar\.gz$/)
  const archive = testInfo.outputPath('elsewhere.tar.gz')
  await (await download).saveAs(archive)

  // Something changes after the backup: a new account.
  const email = `lena.${Date.now().toString(36)}@example.lu`
  await registerCustomer(page, baseURL as string, email)
  const exists = async () =>
    (await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json().then((r) => r.total)
  expect(await exists()).toBe(1)

  await newest.getByRole('button', { name: /Restore the backup of/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE')
  await dialog.getByRole('button', { name: 'Restore backup' }).click()
  await expect(page.getByText(/^Backup restored: /)).toBeVisible({ timeout: 90_000 })

  // The account made after the backup is gone; the backup and a safety backup are listed; the
  // site is open again.
  expect(await exists()).toBe(0)
  await expect(table.getByText(checksum)).toBeVisible()
  await expect(table.getByText('Before a restore').filter({ visible: true }).first()).toBeVisible()
  await maintenanceIsOff(page)

  // The same archive, uploaded with its checksum as written by sha256sum.
  const card = page.getByRole('region', { name: 'Restore from an archive' })
  await card.getByLabel('Backup archive (.tar.gz)').setInputFiles(archive)
  await card.getByRole('textbox', { name: 'SHA-256 checksum' }).fill(`${checksum}  elsewhere.tar.gz`)
  await card.getByRole('button', { name: 'Restore from this archive…' }).click()
  const uploadDialog = page.getByRole('dialog')
  await expect(uploadDialog).toContainText('is replaced by the contents of elsewhere.tar.gz')
  await expectNoSeriousA11yViolations(page)
  await uploadDialog.getByLabel('Type RESTORE to confirm').fill('RESTORE')
  await uploadDialog.getByRole('button', { name: 'Replace all data' }).click()
  // The dialog closes once the restore is done (the first restore's message may still be on screen).
  await expect(uploadDialog).toBeHidden({ timeout: 90_000 })
  await expect(page.getByText(/^Backup restored: /).first()).toBeVisible()
  await expect(table.getByText('Uploaded').filter({ visible: true }).first()).toBeVisible()
  await maintenanceIsOff(page)
})

test('the console and its restore dialog in German', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page, baseURL as string)
  await page.goto('/admin/backups?lang=de')
  await expectPageReady(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Sicherungen' })).toBeVisible()
  await expect(page).toHaveTitle(/Sicherungen/)

  await page.getByRole('button', { name: 'Sicherung erstellen' }).click()
  await expect(page.getByText(/^Sicherung erstellt \(/)).toBeVisible({ timeout: 60_000 })
  const newest = page.getByRole('table').getByRole('row').nth(1)
  await expect(newest.getByText('Manuell').filter({ visible: true })).toBeVisible()

  await newest.getByRole('button', { name: /Sicherung vom .* wiederherstellen/ }).click()
  const dialog = page.getByRole('dialog')
  // Typed in lower case, the confirmation is refused in German and nothing is restored.
  await dialog.getByLabel('Geben Sie RESTORE zur Bestätigung ein').fill('restore')
  await dialog.getByRole('button', { name: 'Sicherung wiederherstellen' }).click()
  await expect(dialog.getByText('Das stimmt nicht überein. Geben Sie genau RESTORE ein.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await maintenanceIsOff(page)
})
