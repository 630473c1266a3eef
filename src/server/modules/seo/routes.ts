import { DomainError } from '@server/http/domain-error'
import { accessGateEnabled } from '@server/modules/access/access-gate-state'
import { countActiveProviders, listProviderSlugs } from '@server/modules/providers/provider-profile'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { LOGIN_REQUIRED_PREFIXES } from '@shared/routes/app-routes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { alternatesOf } from './localized-url'

/** Pages worth a search engine's visit (not sign-in, test or one-off pages). */
const SITEMAP_PAGES = [
  '/',
  '/directory',
  '/how-it-works',
  '/contact',
  '/about',
  '/review-policy',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
]
/** Well under the protocol's 50 000 URLs per file. */
export const PROVIDERS_PER_SITEMAP = 40_000

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function urlEntry(publicUrl: string, path: string, params: Record<string, string> = {}, lastmod?: Date) {
  const alternates = alternatesOf(publicUrl, path, params)
  const links = Object.entries(alternates)
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('')
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''
  return `<url><loc>${escapeXml(alternates['x-default'] as string)}</loc>${modified}${links}</url>`
}

const urlSet = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`

/**
 * /robots.txt and the sitemaps: an index, the static and category pages, and the providers in files
 * of 40 000. While the early-access gate is on, robots.txt disallows everything and every sitemap
 * is empty (they stay readable, for crawlers that ask, but name no page the gate closes).
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.deps.config.PUBLIC_URL
  const db = () => app.deps.database.db
  const xml = 'application/xml; charset=utf-8'
  const gated = () => accessGateEnabled(db(), app.deps.config)
  /** A crawler's copy must not outlive the gate's switch either way. */
  const caching = (closed: boolean) => (closed ? 'no-store' : 'public, max-age=3600')

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const closed = await gated()
      const disallowed = ['/api/', '/dev/', '/auth', '/access', ...LOGIN_REQUIRED_PREFIXES]
      const body = closed
        ? ['User-agent: *', 'Disallow: /', ''].join('\n')
        : [
            'User-agent: *',
            ...disallowed.map((path) => `Disallow: ${path}`),
            'Allow: /',
            '',
            `Sitemap: ${new URL('/sitemap.xml', publicUrl)}`,
            '',
          ].join('\n')
      return reply.type('text/plain; charset=utf-8').header('cache-control', caching(closed)).send(body)
    },
  )

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const closed = await gated()
      const files = closed
        ? 0
        : Math.max(1, Math.ceil((await countActiveProviders(db())) / PROVIDERS_PER_SITEMAP))
      const sitemaps = closed
        ? []
        : [
            '/sitemap-pages.xml',
            ...Array.from({ length: files }, (_, i) => `/sitemap-providers-${i + 1}.xml`),
          ]
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
        .map((path) => `<sitemap><loc>${escapeXml(new URL(path, publicUrl).toString())}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`
      return reply.type(xml).header('cache-control', caching(closed)).send(body)
    },
  )

  app.get(
    '/sitemap-pages.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const closed = await gated()
      const entries = closed
        ? []
        : [
            ...SITEMAP_PAGES.map((path) => urlEntry(publicUrl, path)),
            ...CATEGORY_SLUGS.map((category) => urlEntry(publicUrl, '/directory', { category })),
          ]
      return reply.type(xml).header('cache-control', caching(closed)).send(urlSet(entries))
    },
  )

  app.get(
    '/sitemap-providers-:file.xml',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ file: z.coerce.number().int().min(1).max(1000) }) },
    },
    async (request, reply) => {
      if (await gated()) return reply.type(xml).header('cache-control', caching(true)).send(urlSet([]))
      const slugs = await listProviderSlugs(db(), {
        offset: (request.params.file - 1) * PROVIDERS_PER_SITEMAP,
        limit: PROVIDERS_PER_SITEMAP,
      })
      if (slugs.length === 0 && request.params.file > 1) throw new DomainError('not_found', 404)
      const entries = slugs.map(({ slug, updatedAt }) =>
        urlEntry(publicUrl, `/providers/${slug}`, {}, updatedAt),
      )
      return reply.type(xml).header('cache-control', 'public, max-age=3600').send(urlSet(entries))
    },
  )
}
