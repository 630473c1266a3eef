import { injectHead } from '@server/http/head-html'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shorten } from './page-head'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://luxpro.example' })
})
afterAll(() => t.close())

const SLUG = 'sanitaire-weber-bertrange'

/** Every JSON-LD object of the page, by its @type. */
function jsonLdByType(html: string): Record<string, { [key: string]: unknown }> {
  const all = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  )
  return Object.fromEntries(all.map((data) => [data['@type'], data]))
}

const breadcrumbNames = (html: string) =>
  ((jsonLdByType(html).BreadcrumbList?.itemListElement ?? []) as { name: string }[]).map((step) => step.name)

function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  if (!match?.[1]) throw new Error('no JSON-LD in the page')
  return JSON.parse(match[1])
}

describe('server-rendered head of a provider profile', () => {
  it('has the title, description, canonical, hreflang links and LocalBusiness JSON-LD in the HTML', async () => {
    const res = await t.app.inject(`/providers/${SLUG}`)
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain('<title>Sanitaire Weber – Plumbing and Heating in Bertrange – LuxPro</title>')
    expect(html).toContain(`<link rel="canonical" href="https://luxpro.example/providers/${SLUG}" />`)
    for (const [lang, suffix] of [
      ['en', ''],
      ['fr', '?lang=fr'],
      ['de', '?lang=de'],
      ['x-default', ''],
    ])
      expect(html).toContain(`hreflang="${lang}" href="https://luxpro.example/providers/${SLUG}${suffix}"`)

    const profile = (await t.app.inject(`/api/public/providers/${SLUG}`)).json()
    expect(html).toContain(`<meta name="description" content="${profile.descriptions.en.slice(0, 60)}`)
    const ld = jsonLdOf(html)
    expect(ld['@context']).toBe('https://schema.org')
    expect(ld['@type']).toBe('Plumber')
    expect(ld.name).toBe('Sanitaire Weber')
    expect(ld.address).toMatchObject({ addressLocality: 'Bertrange', addressCountry: 'LU' })
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: profile.rating,
      reviewCount: profile.reviewCount,
      bestRating: 5,
      worstRating: 1,
    })
    expect(ld.review.length).toBeGreaterThan(0)
  })

  it('speaks the page language', async () => {
    const fr = (await t.app.inject(`/providers/${SLUG}?lang=fr`)).body
    expect(fr).toContain('<html lang="fr"')
    expect(fr).toContain('<title>Sanitaire Weber – Plomberie et Chauffage à Bertrange – LuxPro</title>')
    expect(fr).toContain(`<link rel="canonical" href="https://luxpro.example/providers/${SLUG}?lang=fr" />`)
    const de = (await t.app.inject({ url: `/providers/${SLUG}`, headers: { 'accept-language': 'de-LU,de' } }))
      .body
    expect(de).toContain('<title>Sanitaire Weber – Sanitär und Heizung in Bartringen – LuxPro</title>')
  })

  it('answers 404 for a provider that does not exist', async () => {
    const res = await t.app.inject('/providers/nobody-at-all')
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('application/ld+json')
  })
})

describe('server-rendered head of a directory category page', () => {
  it('lists the category’s best providers as LocalBusiness items with ratings', async () => {
    const res = await t.app.inject('/directory?category=legal&lang=de')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Rechtsberatung in Luxemburg')
    expect(res.body).toContain('href="https://luxpro.example/directory?category=legal&amp;lang=de"')
    const ld = jsonLdOf(res.body)
    expect(ld['@type']).toBe('ItemList')
    expect(ld.itemListElement.length).toBeGreaterThan(3)
    const items = ld.itemListElement.map((element: { item: Record<string, unknown> }) => element.item)
    expect(items.some((item: { '@type': string }) => item['@type'] === 'Attorney')).toBe(true)
    expect(items[0].aggregateRating.ratingValue).toBeGreaterThan(0)
    expect(items[0].url).toMatch(/^https:\/\/luxpro\.example\/providers\//)
  })

  it('keeps the default head for the plain directory and unknown categories', async () => {
    for (const url of ['/directory', '/directory?category=unicorns']) {
      const res = await t.app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('application/ld+json')
    }
  })
})

describe('breadcrumbs and category × place pages', () => {
  it('gives a provider page its breadcrumb in the page’s language', async () => {
    const res = await t.app.inject(`/providers/${SLUG}?lang=fr`)
    const names = breadcrumbNames(res.body)
    expect(names.slice(0, 3)).toEqual(['Accueil', 'Annuaire', 'Plomberie'])
    expect(names[3]).toBe('Sanitaire Weber')
    const steps = jsonLdByType(res.body).BreadcrumbList?.itemListElement as { item: string }[]
    expect(steps[2]?.item).toBe('https://luxpro.example/directory?category=plumbing&lang=fr')
  })

  it('gives a category × place page its own title, description, canonical, hreflang, list and breadcrumb', async () => {
    const res = await t.app.inject('/directory?category=plumbing&locality=Bertrange&lang=de')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Sanitär in Bartringen – lokale Profis vergleichen – LuxPro</title>')
    expect(res.body).toMatch(/<meta name="description" content="Anbieter \(Sanitär\) nahe Bartringen zuerst/)
    expect(res.body).toContain(
      '<link rel="canonical" href="https://luxpro.example/directory?category=plumbing&amp;locality=Bertrange&amp;lang=de" />',
    )
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="fr" href="https://luxpro.example/directory?category=plumbing&amp;locality=Bertrange&amp;lang=fr" />',
    )
    expect(jsonLdByType(res.body).ItemList).toBeDefined()
    expect(breadcrumbNames(res.body)).toEqual(['Startseite', 'Verzeichnis', 'Sanitär', 'Bartringen'])
    // An unknown place keeps the category's own head.
    const unknown = await t.app.inject('/directory?category=plumbing&locality=Atlantis')
    expect(unknown.body).toContain('<title>Plumbing in Luxembourg')
  })
})

describe('robots.txt and sitemaps', () => {
  it('points crawlers to the sitemap and away from private pages', async () => {
    const res = await t.app.inject('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Sitemap: https://luxpro.example/sitemap.xml')
    expect(res.body).toContain('Disallow: /api/')
    expect(res.body).toContain('Disallow: /dashboard')
  })

  it('lists the pages, every category page and every active provider with hreflang alternates', async () => {
    const index = (await t.app.inject('/sitemap.xml')).body
    expect(index).toContain('<loc>https://luxpro.example/sitemap-pages.xml</loc>')
    expect(index).toContain('<loc>https://luxpro.example/sitemap-providers-1.xml</loc>')
    const pages = (await t.app.inject('/sitemap-pages.xml')).body
    expect(pages).toContain('<loc>https://luxpro.example/directory?category=plumbing</loc>')
    expect(pages.match(/<url>/g)?.length).toBe(10 + 23)
    const providers = await t.app.inject('/sitemap-providers-1.xml')
    expect(providers.headers['content-type']).toContain('application/xml')
    const total = (await t.app.inject('/api/public/providers/search?pageSize=1')).json().total
    expect(providers.body.match(/<url>/g)?.length).toBe(total)
    expect(providers.body).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="https://luxpro.example/providers/${SLUG}?lang=fr"/>`,
    )
    expect((await t.app.inject('/sitemap-providers-2.xml')).statusCode).toBe(404)
  })
})

describe('head HTML', () => {
  const head = {
    title: 'A & B',
    description: 'Costs $& more "quoted"',
    canonical: 'https://x.lu/p',
    alternates: { en: 'https://x.lu/p' },
    jsonLd: { name: '</script><script>alert(1)</script>' },
  }

  it('escapes text, and JSON-LD cannot close its script element', () => {
    const html = injectHead(
      '<html lang="en"><head><title>Old</title><meta name="description" content="old" /></head></html>',
      head,
      'fr',
    )
    expect(html).toContain('<title>A &amp; B</title>')
    expect(html).toContain('content="Costs $&amp; more &quot;quoted&quot;"')
    expect(html).not.toContain('</script><script>')
    expect(html).toContain('\\u003c/script\\u003e')
    expect(html.match(/<title>/g)).toHaveLength(1)
  })

  it('shortens descriptions at a word', () => {
    expect(shorten('short text')).toBe('short text')
    const long = shorten('word '.repeat(60))
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long.endsWith('word…')).toBe(true)
  })
})
