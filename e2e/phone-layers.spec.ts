import { expect, type Page, test } from '@playwright/test'
import {
  confirmedAccount,
  DEMO_ACCOUNT_PASSWORD,
  DEMO_PROVIDER_SLUG,
  expectPageReady,
  expectSettled,
  signIn,
} from './fixtures'
import { expectNothingFixedOverTappables, sidewaysOverflow } from './layers'

/**
 * One layering system: nothing fixed covers something tappable, on a 390 × 844 phone
 * (phone project) and a desktop, in French. Runs in both projects (its name holds "phone"); what
 * does not depend on the width runs on the phone only.
 */
const WEBER = { email: 'contact@sanitaire-weber.lu', password: DEMO_ACCOUNT_PASSWORD }
const CUSTOMER = { email: 'anne.schmit@example.lu', password: DEMO_ACCOUNT_PASSWORD }

async function open(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=fr`)
  await expectSettled(page)
}

test.describe('nothing fixed covers a button (French)', () => {
  // Each check scrolls up to 120 buttons into view one by one and waits two frames for each: past
  // 30 s on a long page when other work fills both cores.
  test.describe.configure({ timeout: 60_000 })

  test('landing', async ({ page }) => {
    await open(page, '/')
    await expectNothingFixedOverTappables(page)
  })

  test('landing, with the hero chat started', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'a phone opens the chat full screen instead (own test)')
    await open(page, '/')
    await page.getByRole('textbox', { name: 'Décrivez votre projet' }).fill('Une fuite sous l’évier à Mamer')
    await page.getByRole('button', { name: 'Obtenir une estimation' }).click()
    const send = page.locator('#assistant').getByRole('button', { name: 'Envoyer' })
    await expect(send).toBeVisible()
    await expectNothingFixedOverTappables(page)
  })

  test('directory, with two providers on the shortlist', async ({ page }) => {
    await open(page, '/directory?category=plumbing')
    const add = page.getByRole('button', { name: /Ajouter à ma demande/ })
    await add.nth(0).click()
    await add.nth(0).click()
    await expect(page.getByText('2 prestataires sur 5 choisis')).toBeVisible()
    await expectNothingFixedOverTappables(page)
  })

  test('provider profile, with its sticky quote bar', async ({ page }) => {
    await open(page, `/providers/${DEMO_PROVIDER_SLUG}`)
    await expectNothingFixedOverTappables(page)
  })

  test('provider dashboard', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL ?? '', WEBER.email, WEBER.password)
    await open(page, '/dashboard/requests')
    await expectNothingFixedOverTappables(page)
  })

  test('quote response page (the provider answers from the emailed link)', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = await playwright.request.newContext({ baseURL })
    await confirmedAccount(customer, baseURL ?? '', { language: 'fr' })
    const provider = await (await customer.get(`/api/public/providers/${DEMO_PROVIDER_SLUG}`)).json()
    const project = `Fuite cuisine ${Math.random().toString(36).slice(2, 7)}`
    const sent = await customer.post('/api/quote-requests', {
      data: {
        providerIds: [provider.id],
        project: {
          name: project,
          category: 'plumbing',
          description: 'Le siphon de l’évier fuit depuis hier soir, il faut le remplacer rapidement.',
          location: 'Strassen',
          timeline: 'within_week',
        },
      },
      headers: { origin: baseURL ?? '' },
    })
    expect(sent.ok(), await sent.text()).toBe(true)
    const requestId = (await sent.json()).requests[0].id
    await customer.dispose()
    const mails = await (
      await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(provider.email)}`)
    ).json()
    const mail = mails.items.find((item: { text: string }) =>
      item.text.includes(`/quote-requests/${requestId}?`),
    )
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '')
    await open(page, link.pathname + link.search)
    await expect(page.getByRole('button', { name: /Envoyer le devis/ })).toBeVisible()
    await expectNothingFixedOverTappables(page)
  })
})

test('the shortlist button answers a real click above the bottom navigation', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'only a phone has the bottom navigation')
  await open(page, '/directory?category=plumbing')
  const add = page.getByRole('button', { name: /Ajouter à ma demande/ })
  await add.nth(0).click()
  await add.nth(0).click()
  const bar = page.getByRole('region', { name: 'Prestataires choisis pour une demande de devis' })
  await bar.getByRole('button', { name: 'Demander 2 devis' }).click()
  await expect(page.getByRole('dialog', { name: 'Un projet, jusqu’à 5 devis' })).toBeVisible()
})

test('the floating Assistant button exists only where there is no bottom navigation', async ({
  page,
}, info) => {
  await open(page, '/how-it-works')
  const launcher = page.getByTestId('assistant-launcher')
  const bottomNav = page.getByRole('navigation', { name: 'Navigation rapide' })
  if (info.project.name === 'phone') {
    await expect(bottomNav).toBeVisible()
    await expect(launcher).toBeHidden()
  } else {
    await expect(bottomNav).toBeHidden()
    await expect(launcher).toBeVisible()
  }
})

test('a profile shows a sticky "Request a quote" bar once the header button scrolls away', async ({
  page,
}) => {
  await open(page, `/providers/${DEMO_PROVIDER_SLUG}`)
  const bar = page.getByRole('region', { name: /^Demander un devis à / })
  await expect(bar).toHaveCount(0)
  await page.getByRole('heading', { name: 'Avis' }).first().scrollIntoViewIfNeeded()
  await expect(bar).toBeVisible()
  await bar.getByRole('button', { name: 'Demander un devis' }).click()
  await expect(page.getByRole('dialog', { name: /^Demander un devis à / })).toBeVisible()
})

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only')

  test('the landing hero opens the chat full screen, with text fields that need no zoom', async ({
    page,
  }) => {
    await open(page, '/')
    await page
      .getByRole('textbox', { name: 'Décrivez votre projet' })
      .fill('Repeindre mon salon de 30 m2 à Strassen')
    await page.getByRole('button', { name: 'Obtenir une estimation' }).click()
    const widget = page.getByTestId('assistant-widget')
    await expect(widget).toBeVisible()
    await expect(widget.getByText('Repeindre mon salon de 30 m2 à Strassen')).toBeVisible()
    expect(await widget.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    const smallest = await widget.evaluate((element) =>
      Math.min(
        ...[...element.querySelectorAll('input, textarea, select')].map((field) =>
          Number.parseFloat(getComputedStyle(field).fontSize),
        ),
      ),
    )
    expect(smallest).toBeGreaterThanOrEqual(16)
    // No chat scrolling inside the page behind it.
    await expect(page.locator('#assistant').getByRole('textbox', { name: 'Votre message' })).toHaveCount(0)
  })

  test('a 43-character email address does not widen the account pages', async ({ page, baseURL }) => {
    const email = `${`lea.${Date.now().toString(36)}${'x'.repeat(40)}`.slice(0, 32)}@example.lu`
    expect(email).toHaveLength(43)
    await confirmedAccount(page.request, baseURL ?? '', { email, language: 'fr' })
    for (const path of ['/profile', '/settings', '/my-requests']) {
      await open(page, path)
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0)
    }
    await page.goto('/dev/mailbox')
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await page.getByRole('row').filter({ hasText: email }).first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  })

  test('the German header of a signed-in provider holds on one row', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL ?? '', WEBER.email, WEBER.password)
    await page.goto('/dashboard/requests?lang=de')
    await expectPageReady(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: /^Kontomenü/ })).toBeVisible()
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  })
})

test('the German header of a signed-in provider holds on one row at tablet and desktop widths', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the phone has its own test')
  await signIn(page.request, baseURL ?? '', WEBER.email, WEBER.password)
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/dashboard/requests?lang=de')
    await expectPageReady(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: /^Kontomenü/ })).toBeVisible()
    const row = await header.evaluate((element) => {
      const items = [...element.querySelectorAll('a, button, select, [role="img"]')].filter(
        (item) => item.getBoundingClientRect().width > 1,
      )
      return {
        tallest: Math.max(...items.map((item) => item.getBoundingClientRect().height)),
        right: Math.max(...items.map((item) => item.getBoundingClientRect().right)),
      }
    })
    expect(row.tallest, `${width} px`).toBeLessThanOrEqual(44)
    expect(row.right, `${width} px`).toBeLessThanOrEqual(width)
  }
})

test.describe('menus by role (French)', () => {
  // Which menus a role gets does not depend on the width: once, on the phone, which adds its bottom bar.
  test.skip(({ isMobile }) => !isMobile, 'menus by role: once, on the phone')

  test('a business account gets its own menus and no customer page', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL ?? '', WEBER.email, WEBER.password)
    await open(page, '/dashboard/requests')
    await page.getByRole('button', { name: /^Menu du compte/ }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Tableau de bord' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Mes demandes' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    if (page.viewportSize()?.width === 390) {
      const bar = page.getByRole('navigation', { name: 'Navigation rapide' })
      await expect(bar.getByRole('link', { name: 'Ma fiche' })).toBeVisible()
      await expect(bar.getByRole('link', { name: 'Assistant' })).toHaveCount(0)
    }
    await open(page, '/my-requests')
    await expect(page.getByText('Cette page est réservée aux clients')).toBeVisible()
    await expect(page.getByText('Échec du chargement de vos demandes')).toHaveCount(0)
    await page.getByRole('link', { name: 'Aller au tableau de bord' }).click()
    await expect(page).toHaveURL(/\/dashboard\/requests\?lang=fr$/)
  })

  test('a customer who types /dashboard/portfolio is told the page is for providers', async ({
    page,
    baseURL,
  }) => {
    await signIn(page.request, baseURL ?? '', CUSTOMER.email, CUSTOMER.password)
    await open(page, '/dashboard/portfolio')
    await expect(page.getByText('Cette page est réservée aux prestataires')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voir mes demandes' })).toBeVisible()
    await page.getByRole('button', { name: /^Menu du compte/ }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Mes demandes' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Tableau de bord' })).toHaveCount(0)
  })
})

test.describe('English on request, whatever is stored', () => {
  test.skip(({ isMobile }) => !isMobile, 'the language does not depend on the width: once, on the phone')

  test('?lang=en switches to English when French is stored', async ({ page }) => {
    await open(page, '/how-it-works')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.goto('/how-it-works?lang=en')
    await expectPageReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveURL(/\/how-it-works$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How LuxPro works')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  })

  test('/en switches to English when French is stored, like the language picker', async ({ page }) => {
    await open(page, '/contact')
    await page.goto('/en')
    await page.waitForURL((url) => url.pathname === '/' && url.search === '')
    await expectPageReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Directory' }).first()).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  })
})
