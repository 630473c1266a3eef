import { expect, type Page, test } from '@playwright/test'
import { DEMO_PROVIDER_SLUG, expectNoSeriousA11yViolations, expectPageReady } from './fixtures'

/** The search endpoint, however the query string reads. */
const SEARCH_API = '**/api/public/providers/search**'

const cards = (page: Page) => page.getByTestId('provider-card')
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 })

/** Waits until the results answer the URL's search (the previous list stays on screen while the next loads). */
async function expectResultsSettled(page: Page) {
  await expect(page.getByTestId('directory-results')).toHaveAttribute('aria-busy', 'false')
}

async function openDirectory(page: Page, path = '/directory') {
  await page.goto(path)
  await expectPageReady(page)
  await expectResultsSettled(page)
}

const categoryChip = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}\\b`) })
const letterKey = (page: Page, letter: string) => page.getByRole('button', { name: letter, exact: true })

test.describe('directory: search', () => {
  test('a search with a typo finds the provider, and its suggestion opens the profile', async ({ page }) => {
    await openDirectory(page)
    const box = page.getByRole('combobox', { name: 'Search the directory' })
    await box.fill('sanitare weber')

    const suggestions = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(suggestions.getByRole('option', { name: /Sanitaire Weber/ })).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')

    // The results follow the words once typing pauses, and the words are in the URL.
    await expect(page).toHaveURL(/[?&]q=sanitare(\+|%20)weber/)
    await expect(cardNames(page).filter({ hasText: 'Sanitaire Weber' })).toBeVisible()

    // Keyboard: Escape closes the list, arrows reopen and move, Enter opens the provider.
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /option/)
    await expect(suggestions.getByRole('option', { selected: true })).toContainText('Sanitaire Weber')
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/providers/${DEMO_PROVIDER_SLUG}$`))
  })

  test('in French, "plombier" finds plumbers and the page speaks French', async ({ page }) => {
    await openDirectory(page, '/directory?lang=fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un professionnel de confiance')
    await page.getByRole('combobox', { name: 'Rechercher dans l’annuaire' }).fill('plombier')
    await expect(page).toHaveURL(/q=plombier/)
    await expect(page).toHaveURL(/lang=fr/)
    await expect(async () => {
      await expectResultsSettled(page)
      const texts = await cards(page).allInnerTexts()
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) expect(text).toContain('Plomberie')
    }).toPass()
    await expect(page.getByRole('heading', { level: 2, name: /\d+ prestataires?/ })).toBeVisible()
  })

  test('choosing a suggested category narrows the list to it', async ({ page }) => {
    await openDirectory(page)
    const box = page.getByRole('combobox', { name: 'Search the directory' })
    await box.fill('plumb')
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('group', { name: 'Categories' })
      .getByRole('option', { name: /Plumbing/ })
      .click()
    await expect(page).toHaveURL(/\/directory\?category=plumbing$/)
    await expect(box).toHaveValue('')
    await expect(categoryChip(page, 'Plumbing')).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('directory: browse and filter', () => {
  test('category + locality + radius shows only providers within the radius', async ({ page }) => {
    await openDirectory(page)
    await categoryChip(page, 'Plumbing').click()
    await expect(page).toHaveURL(/category=plumbing/)

    await page.getByRole('button', { name: /^Filters/ }).click()
    const radius = page.getByLabel('Radius')
    await expect(radius).toBeDisabled()
    const location = page.getByRole('combobox', { name: 'Location' })
    await location.fill('Bertrange')
    await page
      .getByRole('listbox', { name: 'Places in Luxembourg' })
      .getByRole('option', { name: /^Bertrange/ })
      .first()
      .click()
    await expect(page).toHaveURL(/locality=Bertrange/)
    await radius.selectOption('10')
    await expect(page).toHaveURL(/radiusKm=10/)
    await expect(page).toHaveURL(/category=plumbing/)

    await expect(async () => {
      await expectResultsSettled(page)
      const distances = await page
        .getByTestId('distance')
        .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-km'))))
      expect(distances.length).toBeGreaterThan(0)
      for (const km of distances) expect(km).toBeLessThanOrEqual(10)
      expect(await cards(page).count()).toBe(distances.length)
    }).toPass()
    await expect(cards(page).filter({ hasNotText: 'Plumbing' })).toHaveCount(0)
    await expect(page.getByLabel('Sort by')).toHaveValue('distance')
  })

  test('the A–Z bar shows only names starting with the letter, and dims letters nobody starts with', async ({
    page,
  }) => {
    await openDirectory(page)
    await letterKey(page, 'W').click()
    await expect(page).toHaveURL(/letter=W/)
    await expect(async () => {
      await expectResultsSettled(page)
      const names = await cardNames(page).allInnerTexts()
      expect(names.length).toBeGreaterThan(0)
      for (const name of names) expect(name.trim().toUpperCase()).toMatch(/^W/)
    }).toPass()
    await expect(letterKey(page, 'W')).toHaveAttribute('aria-pressed', 'true')
    // The demo data has no provider whose name starts with Q.
    await expect(letterKey(page, 'Q')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Names starting with a digit or a sign' })).toBeEnabled()
  })

  test('filters survive a reload, and the back button undoes the last choice', async ({ page }) => {
    await openDirectory(page)
    await categoryChip(page, 'Plumbing').click()
    await expect(page).toHaveURL(/\/directory\?category=plumbing$/)
    await letterKey(page, 'S').click()
    await expect(page).toHaveURL(/\/directory\?category=plumbing&letter=S$/)
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await expect(page).toHaveURL(/\/directory\?category=plumbing&letter=S&view=map$/)

    await page.reload()
    await expectPageReady(page)
    await expect(categoryChip(page, 'Plumbing')).toHaveAttribute('aria-pressed', 'true')
    await expect(letterKey(page, 'S')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('button', { name: 'Remove filter: Plumbing' })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\/directory\?category=plumbing&letter=S$/)
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.goBack()
    await expect(page).toHaveURL(/\/directory\?category=plumbing$/)
    await expect(letterKey(page, 'S')).toHaveAttribute('aria-pressed', 'false')
    await expect(categoryChip(page, 'Plumbing')).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page).first()).toBeVisible()
  })

  test('pages are links that keep the search, and the count is announced', async ({ page }) => {
    await openDirectory(page)
    const status = page.getByRole('status').filter({ hasText: /providers/ })
    await expect(status).toHaveText(/^\d+ providers\. Page 1 of \d+$/)
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Next page' })
      .click()
    await expect(page).toHaveURL(/\/directory\?page=2$/)
    await expect(status).toHaveText(/Page 2 of/)
    await expect(cards(page)).toHaveCount(12)
  })

  test('an empty result says what to do next and offers the assistant', async ({ page }) => {
    await openDirectory(page, '/directory?category=solar&letter=%23&locality=Bertrange&radiusKm=5')
    await expect(page.getByTestId('directory-empty')).toContainText(
      'No provider within 5 km — widen the radius or post a request instead.',
    )
    await expect(
      page.getByTestId('directory-empty').getByRole('link', { name: 'Post a request instead' }),
    ).toHaveAttribute('href', '/#assistant')
    await page.getByRole('button', { name: 'Search within 10 km' }).click()
    await expect(page).toHaveURL(/radiusKm=10/)
  })
})

test.describe('directory: my location', () => {
  test.use({ geolocation: { latitude: 49.6101, longitude: 6.0503 }, permissions: ['geolocation'] })

  test('"Use my location" searches around the visitor, nearest first', async ({ page }) => {
    await openDirectory(page)
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(page).toHaveURL(/lat=49\.61&lon=6\.05/)
    await expect(page).toHaveURL(/sort=distance/)
    await expect(async () => {
      await expectResultsSettled(page)
      const distances = await page
        .getByTestId('distance')
        .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-km'))))
      expect(distances.length).toBeGreaterThan(0)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
    }).toPass()
    await expect(page.getByRole('button', { name: 'Remove filter: Near your location' })).toBeVisible()
  })
})

test.describe('directory: location refused', () => {
  test('says word for word that the location could not be determined', async ({ page }) => {
    // As when the visitor refuses: the browser calls the error callback.
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_located, failed) =>
        failed?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
    })
    await openDirectory(page)
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(page.getByText('Could not determine your location. Please try again.')).toBeVisible()
  })
})

test.describe('directory: map', () => {
  test('the map view shows the commune outlines and clustered markers, loading Leaflet only then', async ({
    page,
  }) => {
    await openDirectory(page)
    expect(await page.evaluate(() => 'L' in window)).toBe(false)
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await expect(page).toHaveURL(/view=map/)

    const map = page.getByRole('region', { name: /^Map of Luxembourg with \d+ providers$/ })
    await expect(map).toBeVisible()
    await expect(map).toHaveClass(/leaflet-container/)
    await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached()
    await expect(map.locator('.lux-map-cluster, .lux-map-pin').first()).toBeVisible()
    expect(await page.evaluate(() => 'L' in window)).toBe(true)

    // A marker is a labelled button; its popup links to the provider.
    const pins = map.locator('.lux-map-pin')
    if ((await pins.count()) === 0) await map.locator('.lux-map-cluster').first().click()
    const pin = pins.first()
    await expect(pin).toHaveAttribute('role', 'button')
    const name = await pin.getAttribute('aria-label')
    expect(name).toBeTruthy()
    await pin.click()
    await expect(map.locator('.leaflet-popup').getByRole('link', { name: name ?? '' })).toHaveAttribute(
      'href',
      /^\/providers\//,
    )
  })

  test('the map names places, shows the searched place and radius, opens clusters, and pop-ups add to the request', async ({
    page,
  }) => {
    await openDirectory(page, '/directory?view=map')
    const map = page.getByRole('region', { name: /^Map of Luxembourg with \d+ providers$/ })
    // The whole country: the big towns are named, nearby providers are grouped.
    await expect(map.locator('.lux-map-label span', { hasText: /^Esch-sur-Alzette$/ })).toBeVisible()
    const cluster = map.locator('.lux-map-cluster').first()
    await expect(cluster).toBeVisible()
    const zoomBefore = await map.evaluate((element) =>
      element.querySelector('.leaflet-proxy')?.getAttribute('style'),
    )
    await cluster.click()
    await expect
      .poll(() => map.evaluate((element) => element.querySelector('.leaflet-proxy')?.getAttribute('style')))
      .not.toBe(zoomBefore)

    await openDirectory(page, '/directory?view=map&category=plumbing&locality=Bertrange&radiusKm=10')
    await expect(map.getByRole('button', { name: 'Searched place: Bertrange' })).toBeVisible()
    await expect(map.locator('path[stroke="#EF3340"]')).toHaveCount(1)
    // Fitted to the 10 km circle: every commune is named.
    await expect(map.locator('.lux-map-label-communes span', { hasText: /^Strassen$/ })).toBeVisible()

    const pins = map.locator('.lux-map-pin')
    if ((await pins.count()) === 0) await map.locator('.lux-map-cluster').first().click()
    const pin = pins.first()
    const name = (await pin.getAttribute('aria-label')) ?? ''
    await pin.click()
    const popup = map.locator('.leaflet-popup')
    await expect(popup.getByRole('link', { name })).toHaveAttribute('href', /^\/providers\//)
    await expect(popup).toContainText('Plumbing')
    await expect(popup).toContainText(/★|No reviews yet/)
    await expect(popup).toContainText(/km away/)
    const add = popup.getByRole('button', { name: `Add to my request (${name})` })
    await add.click()
    await expect(popup.getByRole('button', { name: `Added to my request (${name})` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByText('1 of 5 providers picked')).toBeVisible()
  })

  test('the map fits a 390 px phone without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDirectory(page, '/directory?view=map&category=plumbing')
    await expect(page.getByRole('region', { name: /^Map of Luxembourg/ })).toBeVisible()
    await expect(page.locator('.lux-map-cluster, .lux-map-pin').first()).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('directory: failures (product §8)', () => {
  // The first page arrives rendered by the server: the browser fetches from the next search on.
  test('an HTTP error says the providers could not be fetched', async ({ page }) => {
    await openDirectory(page)
    await page.route(SEARCH_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong.' } }),
      }),
    )
    await categoryChip(page, 'Plumbing').click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Failed to fetch service providers. Please try again later.' }),
    ).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
  })

  test('an unreachable API shows the last results saved on the device', async ({ page }) => {
    await openDirectory(page, '/directory?q=weber')
    await expect(cards(page).first()).toBeVisible()
    const saved = await cardNames(page).allInnerTexts()

    await page.route(SEARCH_API, (route) => route.abort('internetdisconnected'))
    await categoryChip(page, 'Plumbing').click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to connect to the API. Using local data.' }),
    ).toBeVisible()
    await expect(cardNames(page)).toHaveText(saved)
  })
})

test.describe('directory: languages', () => {
  const LANGUAGES = [
    {
      lang: 'en',
      query: '',
      h1: 'Find a trusted pro',
      plumbing: 'Plumbing',
      failure: 'Failed to fetch service providers. Please try again later.',
    },
    {
      lang: 'fr',
      query: '?lang=fr',
      h1: 'Trouver un professionnel de confiance',
      plumbing: 'Plomberie',
      failure: 'Impossible de récupérer les prestataires. Veuillez réessayer plus tard.',
    },
    {
      lang: 'de',
      query: '?lang=de',
      h1: 'Einen vertrauenswürdigen Fachbetrieb finden',
      plumbing: 'Sanitär',
      failure: 'Die Anbieter konnten nicht abgerufen werden. Bitte versuchen Sie es später erneut.',
    },
  ]

  for (const { lang, query, h1, plumbing, failure } of LANGUAGES) {
    test(`${lang}: browse a category in the interface language`, async ({ page }) => {
      await openDirectory(page, `/directory${query}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await categoryChip(page, plumbing).click()
      await expect(page).toHaveURL(/category=plumbing/)
      await expect(async () => {
        await expectResultsSettled(page)
        const texts = await cards(page).allInnerTexts()
        expect(texts.length).toBeGreaterThan(0)
        for (const text of texts) expect(text).toContain(plumbing)
      }).toPass()
      // Provider links keep the language.
      const href = await cards(page).first().getByRole('link').getAttribute('href')
      expect(href).toMatch(
        lang === 'en' ? /^\/providers\/[^?]+$/ : new RegExp(`^/providers/.+\\?lang=${lang}$`),
      )
    })

    test(`${lang}: the failure message is translated`, async ({ page }) => {
      await openDirectory(page, `/directory${query}`)
      await page.route(SEARCH_API, (route) => route.fulfill({ status: 503, body: '' }))
      await categoryChip(page, plumbing).click()
      await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible()
    })
  }
})

test.describe('directory: accessibility', () => {
  test('axe finds nothing serious with the filters open, suggestions shown, and on the map', async ({
    page,
  }) => {
    // Three full axe runs over a page of results: well over 30 s on a busy 2-core machine.
    test.slow()
    await openDirectory(page, '/directory?category=plumbing&locality=Bertrange&radiusKm=10')
    const filters = page.getByRole('button', { name: /^Filters/ })
    if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click()
    await expectNoSeriousA11yViolations(page)

    const box = page.getByRole('combobox', { name: 'Search the directory' })
    await box.fill('sani')
    await expect(page).toHaveURL(/q=sani/)
    await expectResultsSettled(page)
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await box.press('Escape')
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await expect(page.locator('.lux-map-cluster, .lux-map-pin').first()).toBeVisible()
    await expectResultsSettled(page)
    await expectNoSeriousA11yViolations(page)
  })
})
