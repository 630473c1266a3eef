import type { ProviderCard, RecentProject, RecentWork } from '@shared/showcase/showcase-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { renderRoutes } from '@web/test/render'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LandingPage } from './landing-page'

const PROVIDER: ProviderCard = {
  id: 1,
  slug: 'sanitaire-weber-bertrange',
  name: 'Sanitaire Weber',
  categories: ['plumbing', 'heating'],
  specialties: ['Leak repair'],
  locality: 'Bertrange',
  rating: 4.9,
  reviewCount: 142,
  verified: true,
  insured: true,
  premium: false,
  logoUrl: null,
}

const PROJECT: RecentProject = {
  id: 7,
  category: 'painting',
  locality: 'Esch-sur-Alzette',
  budgetLow: 1200,
  budgetHigh: 1800,
  status: 'in_progress',
  createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
}

const WORK: RecentWork = {
  id: 31,
  imageUrl: '/api/public/portfolio/31/image',
  image: {
    width: 1600,
    height: 1200,
    variants: [
      { format: 'avif', width: 320 },
      { format: 'webp', width: 320 },
      { format: 'avif', width: 640 },
      { format: 'webp', width: 640 },
    ],
  },
  caption: '',
  providerSlug: 'sanitaire-weber-bertrange',
  providerName: 'Sanitaire Weber',
  category: 'plumbing',
}

type Answer = { status: number; body: unknown } | 'pending'
let answers: { providers: Answer[]; projects: Answer[]; figures?: Answer[]; work?: Answer[] }
/** The version the server gives this visitor (GET /api/public/landing-version). */
let version: 'A' | 'B'
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/public/landing-version')) return new Response(JSON.stringify({ version }))
  const queue = url.includes('/providers/top')
    ? answers.providers
    : url.includes('/figures')
      ? (answers.figures ?? ['pending'])
      : url.includes('/work/recent')
        ? (answers.work ?? [{ status: 200, body: { items: [] } }])
        : answers.projects
  const answer = queue.length > 1 ? queue.shift()! : queue[0]!
  if (answer === 'pending') return new Promise<Response>(() => {})
  return new Response(JSON.stringify(answer.body), { status: answer.status })
})

function LocationProbe() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

function renderLanding() {
  return renderRoutes([
    { path: '/', element: <LandingPage /> },
    { path: '*', element: <LocationProbe /> },
  ]).router
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('landing')
})

beforeEach(async () => {
  await changeLanguage('en')
  version = 'A'
  answers = {
    providers: [{ status: 200, body: { items: [PROVIDER] } }],
    projects: [{ status: 200, body: { items: [PROJECT] } }],
  }
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

describe('LandingPage', () => {
  it('shows the promise, the search and the assistant entry without waiting for the API', async () => {
    answers = { providers: ['pending'], projects: ['pending'] }
    renderLanding()
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Describe your project. Get a price range and up to five trusted local pros.',
      }),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Describe your project' })).toBeInTheDocument()
    // The sections under the hero are their own chunk: they arrive a moment later.
    await screen.findByRole('region', { name: 'Frequently asked questions' })
    const waits = screen.getAllByRole('status').map((status) => status.textContent)
    expect(waits).toEqual(['Loading the top-rated providers…', 'Loading recent projects…'])
  })

  it.each([
    ['en', '1,234 verified providers', '23 trades and services'],
    // French groups with a narrow no-break space, which the text matcher sees as a space.
    ['fr', '1 234 pros vérifiés', '23 métiers et services'],
    ['de', '1.234 geprüfte Anbieter', '23 Gewerke und Dienstleistungen'],
  ] as const)(
    'states the verified providers the server counted, in the reader’s format (%s)',
    async (language, providers, trades) => {
      await changeLanguage(language)
      await i18n.loadNamespaces('landing')
      answers.figures = [{ status: 200, body: { verifiedProviders: 1234 } }]
      renderLanding()
      const trust = await screen.findByRole('list', { name: i18n.t('landing:hero.trust.label') })
      expect(await within(trust).findByText(providers)).toBeInTheDocument()
      expect(await screen.findByText(new RegExp(trades))).toBeInTheDocument()
    },
  )

  it('states no provider figure before the server counted one, nor when there is none', async () => {
    answers.figures = [{ status: 200, body: { verifiedProviders: 0 } }]
    renderLanding()
    const trust = await screen.findByRole('list', { name: 'Why people use LuxPro' })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/public/figures', expect.anything()))
    expect(within(trust).getAllByRole('listitem')).toHaveLength(3)
    expect(within(trust).queryByText(/verified provider/)).not.toBeInTheDocument()
  })

  it('names every section by its h2', async () => {
    renderLanding()
    await screen.findByRole('heading', { level: 1 })
    await screen.findByRole('region', { name: 'Frequently asked questions' })
    const names = [
      'How it works',
      'Find a pro by category',
      'Top-rated providers',
      'Recent projects',
      'What customers and pros say',
      'Are you a pro? List your business',
      'Frequently asked questions',
    ]
    for (const name of names) {
      expect(screen.getByRole('region', { name })).toContainElement(
        screen.getByRole('heading', { level: 2, name }),
      )
    }
  })

  it('sends a directory search to /directory?q=', async () => {
    const user = userEvent.setup()
    renderLanding()
    await user.type(
      await screen.findByRole('searchbox', { name: /search the directory/i }),
      'plumber Strassen',
    )
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/directory?q=plumber%20Strassen')
  })

  it('asks for a description first, then starts the conversation in place with the same words', async () => {
    const user = userEvent.setup()
    renderLanding()
    const field = await screen.findByRole('textbox', { name: 'Describe your project' })
    const submit = screen.getByRole('button', { name: 'Get an estimate' })

    await user.click(submit)
    expect(field).toHaveAccessibleDescription(/describe your project in a few words first/i)
    expect(field).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Paint 3 rooms in Esch' }))
    expect(field).toHaveValue('Paint 3 rooms in Esch')
    await user.click(submit)

    // The hero's form gives way to the assistant's conversation (its code loaded on that submit),
    // which shows the words verbatim.
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Describe your project' })).not.toBeInTheDocument()
    // The first message goes out once the conversation has mounted, a moment later on a busy machine.
    expect(await screen.findByText('Paint 3 rooms in Esch')).toBeInTheDocument()
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/public/chat')).toBe(true))
  })

  it('links every one of the 23 categories to the directory, in two groups', async () => {
    renderLanding()
    await screen.findByRole('heading', { level: 1 })
    const home = screen.getByRole('list', { name: 'Home & renovation' })
    const business = screen.getByRole('list', { name: 'Business services' })
    expect(within(home).getAllByRole('link').length + within(business).getAllByRole('link').length).toBe(23)
    expect(within(home).getByRole('link', { name: 'Plumbing' })).toHaveAttribute(
      'href',
      '/directory?category=plumbing',
    )
    expect(within(business).getByRole('link', { name: 'Accounting' })).toHaveAttribute(
      'href',
      '/directory?category=accounting',
    )
  })

  it('shows top-rated providers with their rating, categories and badges', async () => {
    renderLanding()
    const card = (await screen.findByRole('heading', { level: 3, name: 'Sanitaire Weber' })).closest(
      'article',
    )!
    expect(within(card).getByRole('img', { name: 'Rated 4.9 out of 5 from 142 reviews' })).toHaveTextContent(
      '4.9 ★ (142 reviews)',
    )
    expect(card).toHaveTextContent('Plumbing · Heating')
    expect(card).toHaveTextContent('Bertrange')
    expect(within(card).getByRole('link', { name: 'Sanitaire Weber' })).toHaveAttribute(
      'href',
      '/providers/sanitaire-weber-bertrange',
    )
    const badges = within(card).getByRole('list', { name: 'Trust badges' })
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Registration document reviewed', 'Insurance reviewed'])
    expect(fetchMock).toHaveBeenCalledWith('/api/public/providers/top?limit=6', expect.anything())
  })

  it('says when providers could not be loaded and tries again on request', async () => {
    answers.providers = [
      { status: 500, body: { error: { code: 'internal', message: 'Boom' } } },
      { status: 200, body: { items: [PROVIDER] } },
    ]
    const user = userEvent.setup()
    renderLanding()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load the top-rated providers.")
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Sanitaire Weber' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says what to do when there is nothing to show', async () => {
    answers = {
      providers: [{ status: 200, body: { items: [] } }],
      projects: [{ status: 200, body: { items: [] } }],
    }
    renderLanding()
    expect(await screen.findByText(/No rated providers to show yet/)).toBeInTheDocument()
    expect(await screen.findByText(/No public projects yet/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Describe your project' })).toHaveAttribute('href', '/#assistant')
  })

  it('shows recent projects with budget, relative date and status', async () => {
    renderLanding()
    const card = (await screen.findByRole('heading', { level: 3, name: 'Painting & decorating' })).closest(
      'article',
    )!
    expect(card).toHaveTextContent('Esch-sur-Alzette')
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('€1,200 – €1,800')
    expect(card).toHaveTextContent('2 days ago')
    expect(card).toHaveTextContent('Status: In progress')
  })

  it('shows no strip of real work while no business uploaded any (never illustrations instead)', async () => {
    renderLanding()
    await screen.findByRole('region', { name: 'Frequently asked questions' })
    await screen.findByRole('heading', { level: 3, name: 'Painting & decorating' })
    expect(screen.queryByRole('region', { name: 'Recent work' })).toBeNull()
    expect(document.querySelector('img[src^="/gallery/"]')).toBeNull()
  })

  it('shows uploaded work with whose it is and its trade, linked to the profile, at the pipeline’s sizes', async () => {
    answers.work = [
      {
        status: 200,
        body: {
          items: [
            WORK,
            { ...WORK, id: 32, imageUrl: '/api/public/portfolio/32/image', caption: 'Walk-in shower' },
          ],
        },
      },
    ]
    renderLanding()
    const strip = await screen.findByRole('region', { name: 'Recent work' })
    const links = await within(strip).findAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/providers/sanitaire-weber-bertrange',
      '/providers/sanitaire-weber-bertrange',
    ])
    expect(links[0]).toHaveTextContent('Sanitaire Weber')
    expect(links[0]).toHaveTextContent('Plumbing')
    // The caption is the alt text; without one, whose work it is.
    expect(within(strip).getByRole('img', { name: 'Work by Sanitaire Weber' })).toBeInTheDocument()
    const shower = within(strip).getByRole('img', { name: 'Walk-in shower' })
    expect(shower).toHaveAttribute('loading', 'lazy')
    expect([shower.getAttribute('width'), shower.getAttribute('height')]).toEqual(['1600', '1200'])
    const webp = shower.parentElement?.querySelector('source[type="image/webp"]')
    expect(webp?.getAttribute('srcset')).toBe(
      '/api/public/portfolio/32/image?v=webp-320 320w, /api/public/portfolio/32/image?v=webp-640 640w',
    )
    expect(webp?.getAttribute('sizes')).toBe('(min-width: 1280px) 24rem, (min-width: 1024px) 33vw, 50vw')
  })

  it('gives customers customer promises in the trust line, not the providers’ 48-hour application review', async () => {
    renderLanding()
    const trust = await screen.findByRole('list', { name: 'Why people use LuxPro' })
    expect(trust).toHaveTextContent('Every business checked before it is listed')
    expect(trust).not.toHaveTextContent(/48 hours/)
  })

  it('quotes three people with their locality', async () => {
    renderLanding()
    const section = await screen.findByRole('region', { name: 'What customers and pros say' })
    const figures = within(section).getAllByRole('figure')
    expect(figures).toHaveLength(3)
    for (const figure of figures) {
      expect(figure.querySelector('blockquote')).not.toBeNull()
      expect(figure.querySelector('figcaption')?.textContent).toMatch(/^\p{L}+ \p{Lu}\..+, .+$/u)
    }
  })

  it('answers the frequent questions in disclosures that link to the privacy policy', async () => {
    renderLanding()
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' })
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(8)
    expect(faq.querySelectorAll('details')).toHaveLength(8)
    // Credits are said as what they are (ADR 027): a number of open projects, free.
    expect(
      within(faq).getByRole('heading', { level: 3, name: 'How many projects can I have open?' }),
    ).toBeInTheDocument()
    expect(faq).toHaveTextContent('Up to 3 at a time, for free.')
    expect(faq).not.toHaveTextContent(/credit/i)
    expect(within(faq).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  it('speaks French, formats money the French way and keeps ?lang=fr on links', async () => {
    await changeLanguage('fr')
    await i18n.loadNamespaces('landing')
    renderLanding()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Décrivez votre projet\./)
    expect(screen.getByRole('link', { name: 'Plomberie' })).toHaveAttribute(
      'href',
      '/directory?category=plumbing&lang=fr',
    )
    // Every word in French: the card is titled by its category, not by the customer's English words.
    const card = (await screen.findByRole('heading', { level: 3, name: 'Peinture & décoration' })).closest(
      'article',
    )!
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('1 200 – 1 800 €')
    expect(card).toHaveTextContent('En cours')
    expect(card).toHaveTextContent('avant-hier')
    expect(screen.getByRole('img', { name: 'Note de 4,9 sur 5 (142 avis)' })).toBeInTheDocument()
  })

  it('shows version B, search-first: what and where lead to the directory, popular trades as chips', async () => {
    version = 'B'
    const user = userEvent.setup()
    renderLanding()
    // B's hero is its own chunk: the first test that shows it waits for it to load.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Find a trusted local pro in Luxembourg',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Describe your project' })).not.toBeInTheDocument()
    const popular = screen.getByRole('list', { name: 'Popular right now' })
    expect(within(popular).getByRole('link', { name: 'Plumbing' })).toHaveAttribute(
      'href',
      '/directory?category=plumbing',
    )
    expect(screen.getByRole('link', { name: 'Describe your project and get a price range' })).toHaveAttribute(
      'href',
      '/#assistant',
    )
    const search = screen.getByRole('search', { name: 'Find a provider' })
    await user.type(within(search).getByRole('searchbox', { name: 'What do you need?' }), 'plumber')
    await user.type(within(search).getByRole('searchbox', { name: 'Where?' }), 'Strassen')
    await user.click(within(search).getByRole('button', { name: 'Search' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/directory?q=plumber&locality=Strassen')
  })

  it('searches version B by postal code', async () => {
    version = 'B'
    const user = userEvent.setup()
    renderLanding()
    const where = await screen.findByRole('searchbox', { name: 'Where?' })
    await user.type(where, '8011{Enter}')
    expect(await screen.findByTestId('location')).toHaveTextContent('/directory?postalCode=8011')
  })
})
