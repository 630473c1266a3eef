import { expect, type Page, test } from '@playwright/test'
import { DEMO_PROVIDER_SLUG, expectHydrated, expectPageReady, signInAsAdmin } from './fixtures'

const SHOTS = process.env.SUPPORT_DESK_SHOTS

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function reviewCount(page: Page) {
  const res = await page.request.get(`/api/public/providers/${DEMO_PROVIDER_SLUG}`)
  return (await res.json()).reviewCount as number
}

test.describe('support desk', () => {
  test('a review reported from its profile is hidden from the inbox with a reason, and the rating follows', async ({
    page,
    baseURL,
  }) => {
    // A profile, the report dialog, the admin inbox and the profile again: on a slow host every step answered past 30 s.
    test.slow()
    const before = await reviewCount(page)
    await page.goto(`/providers/${DEMO_PROVIDER_SLUG}`)
    await expectPageReady(page)
    const report = page.getByRole('button', { name: 'Report this review' }).first()
    await report.scrollIntoViewIfNeeded()
    await expectHydrated(report)
    const reviewText =
      (await page.locator('article').filter({ has: report }).locator('p[lang]').first().textContent()) ?? ''
    await report.click()
    const dialog = page.getByRole('dialog', { name: 'Report this to LuxPro' })
    await dialog.getByLabel('Reason').selectOption('fake')
    await dialog.getByLabel('What is wrong?').fill('This reviewer was never a customer of this business.')
    await shoot(page, 'report-form-en-1280')
    await dialog.getByRole('button', { name: 'Send the report' }).click()
    const sent = dialog.getByText(/your report SD-[2-9A-Z]{6} reached the LuxPro team/)
    await expect(sent).toBeVisible()
    const reference = /SD-[2-9A-Z]{6}/.exec((await sent.textContent()) ?? '')?.[0] as string

    await signInAsAdmin(page, baseURL as string)
    await page.goto('/admin/support')
    await expectPageReady(page)
    await page.getByRole('link', { name: new RegExp(reference) }).click()
    await expect(page.getByRole('heading', { name: new RegExp(reference), level: 2 })).toBeVisible()
    await expect(page.getByText('2 working days')).toBeVisible()
    const hide = page.getByRole('button', { name: 'Hide the review' })
    await expectHydrated(hide)
    await hide.click()
    const confirm = page.getByRole('dialog', { name: 'Hide this review?' })
    await confirm.getByLabel('Reason').fill('No job took place: the review breaks our policy.')
    await confirm.getByRole('button', { name: 'Hide the review' }).click()
    await expect(page.getByText('Done: the rating is recomputed.')).toBeVisible()
    await expect(
      page.getByText('Review hidden: No job took place: the review breaks our policy.'),
    ).toBeVisible()

    expect(await reviewCount(page)).toBe(before - 1)
    await page.goto(`/providers/${DEMO_PROVIDER_SLUG}`)
    await expectPageReady(page)
    await expect(page.getByText(reviewText, { exact: true })).toHaveCount(0)
  })

  test('a contact message is answered from the inbox; the reply reaches the mailbox and the answer joins the thread', async ({
    page,
    baseURL,
  }) => {
    const email = `sender.${Date.now()}@example.lu`
    const sent = await page.request.post('/api/public/contact', {
      data: {
        name: 'Anne Schmit',
        email,
        topic: 'question',
        message: 'Do you list chimney sweeps in the north?',
        language: 'fr',
      },
      headers: { origin: baseURL as string },
    })
    expect(sent.status()).toBe(201)
    const { reference } = await sent.json()

    await signInAsAdmin(page, baseURL as string)
    await page.goto('/admin/support')
    await expectPageReady(page)
    await shoot(page, 'inbox-en-1280')
    await page.getByRole('link', { name: new RegExp(reference) }).click()
    const reply = page.getByLabel('Reply to the sender')
    await expectHydrated(reply)
    await reply.fill('Oui : cherchez « ramoneur » dans l’annuaire.')
    await page.getByRole('button', { name: 'Send the reply' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible()
    await expect(page.getByText('Waiting on customer').first()).toBeVisible()
    await shoot(page, 'thread-en-1280')

    const mailbox = await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()
    const mail = (mailbox.items as Array<{ template: string; text: string; subject: string }>).find(
      (m) => m.template === 'support-reply',
    )
    expect(mail?.subject).toContain(reference)
    expect(mail?.text).toContain('Oui : cherchez « ramoneur » dans l’annuaire.')
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] as string)

    await page.goto(`${link.pathname}${link.search}`)
    await expectPageReady(page)
    await expect(page.getByRole('heading', { name: 'Votre message à LuxPro', level: 1 })).toBeVisible()
    const answer = page.getByLabel('Votre réponse')
    await expectHydrated(answer)
    await answer.fill('Merci, j’en ai trouvé un à Clervaux.')
    await page.getByRole('button', { name: 'Envoyer ma réponse' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Votre réponse a été ajoutée.' })).toBeVisible()

    await page.goto('/admin/support')
    await expectPageReady(page)
    await page.getByRole('link', { name: new RegExp(reference) }).click()
    await expect(page.getByText('Merci, j’en ai trouvé un à Clervaux.')).toBeVisible()
  })
})
