import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady } from './fixtures'

const cards = (page: Page) => page.getByTestId('provider-card')

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

  test.describe('with motion', () => {
    // The zoom is read from Leaflet's zoom animation, which reduced motion turns off.
    test.use({ reducedMotion: 'no-preference' })
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
  })
})

test.describe('directory: in German', () => {
  test('browse a category in the interface language, with provider links that keep it', async ({ page }) => {
    await openDirectory(page, '/directory?lang=de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Einen vertrauenswürdigen Fachbetrieb finden',
    )
    await categoryChip(page, 'Sanitär').click()
    await expect(page).toHaveURL(/category=plumbing/)
    await expect(async () => {
      await expectResultsSettled(page)
      const texts = await cards(page).allInnerTexts()
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) expect(text).toContain('Sanitär')
    }).toPass()
    const href = await cards(page).first().getByRole('link').getAttribute('href')
    expect(href).toMatch(/^\/providers\/.+\?lang=de$/)
  })
})

test.describe('directory: accessibility', () => {
  test('axe finds nothing serious with the filters and a card’s details open, suggestions shown, and on the map', async ({
    page,
  }) => {
    // Three full axe runs over a page of results: well over 30 s on a busy 2-core machine.
    test.slow()
    await openDirectory(page, '/directory?category=plumbing&locality=Bertrange&radiusKm=10')
    const filters = page.getByRole('button', { name: /^Filters/ })
    if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click()
    const details = cards(page)
      .first()
      .getByRole('button', { name: /^More details/ })
    await details.click()
    await expect(details).toHaveAttribute('aria-expanded', 'true')
    await expect(cards(page).first().getByRole('list', { name: 'Trust badges' })).toBeVisible()
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
