import { expect, test } from '@playwright/test'
import { confirmedAccount, expectNoSeriousA11yViolations, expectPageReady, expectSettled } from './fixtures'

test('demo mode: ?demo=1 → the banner → a request to demo businesses → their quotes arrive', async ({
  page,
  baseURL,
}) => {
  // A whole journey and a wait for the job runner: more than 30 s beside other tests on two cores.
  test.slow()
  // A fresh confirmed customer, signed in (the demo's quotes then stay out of everyone else's way).
  await confirmedAccount(page.request, baseURL as string)

  await page.goto('/?lang=en&demo=1')
  await expectPageReady(page)
  await expect(page.getByTestId('demo-banner')).toContainText('Demo — nothing is sent to real businesses')
  await expect(page.getByRole('switch', { name: 'Demo mode' })).toBeChecked()

  await page
    .getByRole('textbox', { name: 'Describe your project' })
    .fill('Paint my living room of 30 m2 in Strassen')
  await page.getByRole('button', { name: 'Get an estimate' }).click()
  const hero = page.locator('#assistant')
  await hero.getByRole('button', { name: /^Yes/ }).click()
  await expect(hero.getByTestId('assistant-estimate')).toBeVisible()
  await hero.getByRole('button', { name: 'Show providers' }).click()
  const providers = hero.getByTestId('assistant-provider')
  await expect(providers).toHaveCount(2)
  await expect(providers.first()).toContainText(/Demo (Gengler|Feller)/)
  await hero.getByRole('button', { name: 'Request 2 quotes' }).click()
  await expect(hero.getByTestId('assistant-quotes-sent')).toContainText('Request sent')

  // The demo businesses answer from the server's job runner (DEMO_ANSWER_DELAY_SECONDS=1 here):
  // waited for through the API, the customer's own list, then the page is read once.
  await expect
    .poll(
      async () => {
        const mine = await (await page.request.get('/api/quote-requests')).json()
        return mine.items[0]?.requests.filter((request: { quote: unknown }) => request.quote).length
      },
      { message: 'the demo businesses have quoted', timeout: 30_000 },
    )
    .toBe(2)
  await page.goto('/my-requests?lang=en')
  await expectSettled(page)
  await expect(page.getByTestId('demo-banner')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Compare the quotes' }).first()).toContainText('Demo Gengler')

  // /demo/simulation explains it; its switch (keyboard) leaves demo mode, and the banner goes. Its
  // player, which adds a fading message every 2.5 s, waits for the visitor under reduced motion (the
  // browser tests' setting): axe would otherwise read a message half faded in.
  await page.goto('/demo/simulation?lang=fr')
  await expectPageReady(page)
  await expect(page.getByTestId('demo-banner')).toContainText(
    'Démo — rien n’est envoyé à de vraies entreprises',
  )
  await expectNoSeriousA11yViolations(page)
  const toggle = page.getByRole('main').getByRole('switch', { name: 'Mode démo' })
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).not.toBeChecked()
  await expect(page.getByTestId('demo-banner')).toHaveCount(0)
})
