import type { ProviderSearchItem, ProviderSearchResult } from '@shared/providers/provider-search-schemas'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { saveLastResults } from '@web/features/directory/lib/last-results'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { renderRoutes } from '@web/test/render'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DirectoryPage } from './directory-page'

const WEBER: ProviderSearchItem = {
  id: 1,
  slug: 'sanitaire-weber-bertrange',
  name: 'Sanitaire Weber',
  companyName: 'Sanitaire Weber S.à r.l.',
  categories: ['plumbing', 'heating'],
  specialties: ['Leak repair'],
  descriptions: {
    en: 'Family plumbing and heating business.',
    fr: 'Entreprise familiale de sanitaire et de chauffage.',
    de: 'Familienbetrieb für Sanitär und Heizung.',
  },
  locality: 'Bertrange',
  commune: 'Bertrange',
  lat: 49.61,
  lon: 6.05,
  rating: 4.9,
  reviewCount: 142,
  yearsExperience: 27,
  verified: true,
  insured: true,
  premium: false,
  logoUrl: null,
  verification: {
    vatNumber: 'LU13384982',
    vatCheck: null,
    documents: [{ kind: 'insurance', reviewedOn: '2026-11-12', validUntil: '2099-03-31' }],
  },
  medianResponseMinutes: 55,
  priceFrom: 135,
  distanceKm: 1.1,
}

const result = (
  items: ProviderSearchItem[],
  extra: Partial<ProviderSearchResult> = {},
): ProviderSearchResult => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 12,
  sort: 'rating',
  origin: null,
  facets: {
    categories: [{ value: 'plumbing', count: 26 }],
    letters: [
      { value: 'S', count: 20 },
      { value: 'W', count: 4 },
    ],
  },
  ...extra,
})

type Answer = { status: number; body: unknown } | 'network-error'
let answer: Answer
const fetchMock = vi.fn(async (_url: string) => {
  if (answer === 'network-error') throw new TypeError('Failed to fetch')
  return new Response(JSON.stringify(answer.body), { status: answer.status })
})
const searchCalls = () =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/public/providers/search'))

function LocationProbe() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

function renderDirectory(url = '/directory') {
  return renderRoutes(
    [
      {
        path: '/directory',
        element: (
          <>
            <DirectoryPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { at: url },
  ).router
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('directory')
})

beforeEach(async () => {
  await changeLanguage('en')
  answer = { status: 200, body: result([WEBER]) }
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => vi.unstubAllGlobals())

describe('DirectoryPage', () => {
  it('shows the providers of the search in the URL, with what people decide on', async () => {
    renderDirectory('/directory?q=weber&locality=Bertrange&radiusKm=5')
    const card = await screen.findByTestId('provider-card')
    expect(within(card).getByRole('link', { name: 'Sanitaire Weber' })).toHaveAttribute(
      'href',
      '/providers/sanitaire-weber-bertrange',
    )
    expect(card).toHaveTextContent('Plumbing · Heating')
    // Three signals at a glance; the price and every trust badge one tap away.
    const signals = within(card).getByRole('list', { name: 'At a glance' })
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4.9 ★ (142 reviews)', 'Bertrange · 1.1 km away', 'Usually replies within 1 hour'])
    expect(within(card).getByRole('img', { name: 'Rated 4.9 out of 5 from 142 reviews' })).toBeVisible()
    expect(card).toHaveTextContent('Family plumbing and heating business.')
    expect(within(card).getByText('From €135')).not.toBeVisible()
    expect(within(card).queryByRole('list', { name: 'Trust badges' })).toBeNull()
    const more = within(card).getByRole('button', { name: 'More details (Sanitaire Weber)' })
    await userEvent.setup().click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(within(card).getByText('From €135')).toBeVisible()
    const badges = within(card).getByRole('list', { name: 'Trust badges' })
    expect(badges).toHaveTextContent(
      'Insurance certificate reviewed by LuxPro on 12/11/2026, valid until 31/03/2099',
    )
    expect(badges).toHaveTextContent('VAT number LU13384982: check digits valid')
    expect(badges).not.toHaveTextContent('Verified')
    expect(screen.getByRole('heading', { level: 2, name: '1 provider' })).toBeVisible()
    expect(searchCalls()).toEqual([
      '/api/public/providers/search?q=weber&locality=Bertrange&radiusKm=5&page=1&pageSize=12',
    ])
  })

  it('shows where a category × place page sits: Directory › Plumbing › the place', async () => {
    renderDirectory('/directory?category=plumbing&locality=Esch-sur-Alzette')
    await screen.findByTestId('provider-card')
    const trail = screen.getByRole('navigation', { name: 'You are here' })
    expect(within(trail).getByRole('link', { name: 'Directory' })).toHaveAttribute('href', '/directory')
    expect(within(trail).getByRole('link', { name: 'Plumbing' })).toHaveAttribute(
      'href',
      '/directory?category=plumbing',
    )
    expect(within(trail).getByText('Esch-sur-Alzette')).toHaveAttribute('aria-current', 'page')
  })

  it('names places in German on a German page where the reference data has a German name', async () => {
    answer = { status: 200, body: result([{ ...WEBER, locality: 'Walferdange', commune: 'Walferdange' }]) }
    await changeLanguage('de')
    renderDirectory('/directory?category=plumbing&locality=Walferdange')
    const card = await screen.findByTestId('provider-card')
    expect(card).toHaveTextContent('Walferdingen')
    expect(card).not.toHaveTextContent('Walferdange')
    const trail = screen.getByRole('navigation', { name: 'Sie sind hier' })
    expect(within(trail).getByText('Walferdingen')).toHaveAttribute('aria-current', 'page')
  })

  it('announces the count and page, and its page links keep the search', async () => {
    answer = { status: 200, body: result([WEBER], { total: 30 }) }
    renderDirectory('/directory?category=plumbing')
    await screen.findByTestId('provider-card')
    expect(screen.getByText('30 providers. Page 1 of 3')).toHaveAttribute('role', 'status')
    const pages = screen.getByRole('navigation', { name: 'Result pages' })
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/directory?category=plumbing&page=2',
    )
  })

  it('has no breadcrumb on the directory itself', async () => {
    renderDirectory('/directory?q=weber')
    await screen.findByTestId('provider-card')
    expect(screen.queryByRole('navigation', { name: 'You are here' })).toBeNull()
  })

  it('dims letters without providers and counts providers per category', async () => {
    renderDirectory()
    await screen.findByTestId('provider-card')
    expect(screen.getByRole('button', { name: 'W' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Q' })).toBeDisabled()
    expect(screen.getByRole('button', { name: /^Plumbing/ })).toHaveTextContent('Plumbing(26)')
  })

  it('puts a chosen letter and category in the URL, back to page 1', async () => {
    const user = userEvent.setup()
    renderDirectory('/directory?page=2')
    await screen.findByTestId('provider-card')
    await user.click(screen.getByRole('button', { name: 'W' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/directory?letter=W')
    await user.click(screen.getByRole('button', { name: /^Plumbing/ }))
    expect(screen.getByTestId('location')).toHaveTextContent('/directory?letter=W&category=plumbing')
  })

  it('says what to do next when nobody is within the radius', async () => {
    const user = userEvent.setup()
    answer = { status: 200, body: result([]) }
    renderDirectory('/directory?locality=Bertrange&radiusKm=10')
    expect(
      await screen.findByText('No provider within 10 km — widen the radius or post a request instead.'),
    ).toBeVisible()
    expect(screen.getAllByRole('link', { name: 'Post a request instead' })[0]).toHaveAttribute(
      'href',
      '/#assistant',
    )
    await user.click(screen.getByRole('button', { name: 'Search within 20 km' }))
    expect(screen.getByTestId('location')).toHaveTextContent('radiusKm=20')
  })

  it("shows product §8's message when the API answers with an error", async () => {
    answer = { status: 400, body: { error: { code: 'validation_error', message: 'Bad' } } }
    renderDirectory()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch service providers. Please try again later.',
    )
    expect(screen.queryByTestId('provider-card')).toBeNull()
  })

  it('shows the last saved results when the API cannot be reached', async () => {
    saveLastResults('page=1&pageSize=12', result([WEBER], { total: 1 }), new Date('2026-11-20T09:30:00Z'))
    answer = 'network-error'
    renderDirectory('/directory?category=plumbing')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to connect to the API. Using local data.',
    )
    expect(screen.getByTestId('directory-offline')).toHaveTextContent('last results saved on this device')
    expect(screen.getByRole('link', { name: 'Sanitaire Weber' })).toBeVisible()
  })

  it('says so when the API cannot be reached and nothing was saved', async () => {
    answer = 'network-error'
    renderDirectory()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No results have been saved on this device yet.',
    )
  })

  it('keeps every answer for the next time the API cannot be reached', async () => {
    renderDirectory('/directory?q=weber')
    await screen.findByTestId('provider-card')
    expect(JSON.parse(localStorage.getItem('luxpro:directory:last') ?? '{}')).toMatchObject({
      query: 'q=weber&page=1&pageSize=12',
      result: { total: 1 },
    })
  })

  it("says word for word when the browser can't tell where the visitor is", async () => {
    const user = userEvent.setup()
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: unknown) => void) => fail({ code: 1 }),
      },
    })
    renderDirectory()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(await screen.findByText('Could not determine your location. Please try again.')).toBeVisible()
  })

  it('searches around the visitor once located, nearest first', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: (position: unknown) => void) =>
          ok({ coords: { latitude: 49.611_23, longitude: 6.129_87 } }),
      },
    })
    renderDirectory()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/directory?lat=49.611&lon=6.13&sort=distance')
  })

  it('suggests categories and providers while typing; a provider opens its profile', async () => {
    const user = userEvent.setup()
    renderDirectory()
    const box = screen.getByRole('combobox', { name: 'Search the directory' })
    await user.type(box, 'plomb')
    const list = await screen.findByRole('listbox', { name: 'Suggestions' })
    expect(within(list).getByRole('group', { name: 'Categories' })).toHaveTextContent('Plumbing')
    expect(await within(list).findByRole('option', { name: /Sanitaire Weber/ })).toBeVisible()
    expect(searchCalls()).toContain('/api/public/providers/search?q=plomb&pageSize=5')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]?.id)
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent('/providers/sanitaire-weber-bertrange')
  })

  it('closes the suggestions on Escape and reopens them with an arrow; a category suggestion narrows the list to it', async () => {
    const user = userEvent.setup()
    renderDirectory()
    const box = screen.getByRole('combobox', { name: 'Search the directory' })
    await user.type(box, 'plumb')
    await screen.findByRole('listbox', { name: 'Suggestions' })
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    const list = await screen.findByRole('listbox', { name: 'Suggestions' })
    await user.click(
      within(within(list).getByRole('group', { name: 'Categories' })).getByRole('option', {
        name: /Plumbing/,
      }),
    )
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/directory\?category=plumbing$/)
    expect(box).toHaveValue('')
    expect(screen.getByRole('button', { name: /^Plumbing/ })).toHaveAttribute('aria-pressed', 'true')
  })

  it('speaks French, with the failure message translated', async () => {
    await changeLanguage('fr')
    await i18n.loadNamespaces('directory')
    answer = { status: 500, body: {} }
    renderDirectory('/directory?lang=fr')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de récupérer les prestataires. Veuillez réessayer plus tard.',
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Trouver un professionnel de confiance',
    )
  })
})
