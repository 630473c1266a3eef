import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, signIn, signInAsAdmin } from './fixtures'

/** A demo business with paid invoices; no other browser test reads its billing page. */
const WEBER = { email: 'contact@sanitaire-weber.lu', name: /Sanitaire Weber/ }

test('an admin credits part of a paid invoice once the confirming step says what follows, and the business finds the credit note on its billing page', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const admin = await (await browser.newContext()).newPage()
  await signInAsAdmin(admin, baseURL ?? '')
  await admin.goto('/admin/invoices?status=paid')
  await expectPageReady(admin)
  const card = admin.getByRole('row').filter({ hasText: WEBER.name }).first()
  await card.getByRole('button', { name: 'Issue a credit note' }).click()
  const form = admin.getByRole('dialog', { name: /^Credit note on invoice LP-\d{4}-\d{6}$/ })
  await form.getByLabel('Amount incl. VAT (€)').fill('10')
  await form.getByLabel('Reason (printed on the credit note)').fill('Listing offline for two days')
  await form.getByRole('button', { name: 'Continue' }).click()
  const confirm = admin.getByRole('dialog', { name: /^Credit €10\.00 on invoice LP-\d{4}-\d{6}\?$/ })
  await expect(confirm).toContainText('A credit note cannot be withdrawn.')
  await expectNoSeriousA11yViolations(admin)
  await confirm.getByRole('button', { name: 'Issue the credit note' }).click()
  await expect(admin.getByText(/^Credit note LP-CN-\d{4}-\d{6} issued to /)).toBeVisible()
  await expect(
    card.getByRole('link', { name: /^Credit note LP-CN-\d{4}-\d{6} of .*, €10\.00 \(PDF\)$/ }),
  ).toBeVisible()

  const business = await (await browser.newContext()).newPage()
  await signIn(business.request, baseURL ?? '', WEBER.email)
  await business.goto('/dashboard/billing?lang=en')
  await expectPageReady(business)
  const notes = business.getByRole('region', { name: 'Credit notes' })
  await expect(notes).toContainText('Listing offline for two days')
  await expect(notes).toContainText('-€10.00')
  const pdf = notes.getByRole('link', { name: /^Download credit note LP-CN-\d{4}-\d{6} as PDF$/ })
  const answer = await business.request.get((await pdf.getAttribute('href')) ?? '')
  expect(answer.headers()['content-type']).toBe('application/pdf')
  await expectNoSeriousA11yViolations(business)
})
