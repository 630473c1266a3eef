import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { injectHead } from '@server/modules/seo/head-html'
import type { PageHeadResolver } from '@server/modules/seo/page-head'
import { parseAcceptLanguage, type UiLanguage } from '@shared/i18n/languages'
import { isPagePath, REDIRECTS_TO_HOME } from '@shared/routes/app-routes'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendNotFound } from './errors'

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LuxPro</title></head>
<body><main><h1>LuxPro</h1><p>The web app is not built yet. Run <code>npm run build</code>.</p></main></body></html>`

/**
 * Serves the built single-page app: hashed assets with long caching, the app shell for every page
 * path of product §2 (status 200), and the same shell with status 404 for anything else, where the
 * client router shows the not-found page. Pre-rendered HTML (landing, info pages) wins when present.
 * Provider profiles and directory category pages get their title, description, canonical and
 * hreflang links and JSON-LD written in by the server (pageHead), and a 404 for an unknown provider.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string, pageHead?: PageHeadResolver) {
  const built = existsSync(join(webRoot, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    })
  }
  const shell = built ? readFileSync(join(webRoot, 'index.html'), 'utf8') : FALLBACK_HTML
  const prerendered = new Map<string, string | null>()
  const prerenderedPage = (path: string, language: UiLanguage): string | null => {
    if (!built) return null
    const key = `${language}:${path}`
    if (!prerendered.has(key)) {
      const file = join(
        webRoot,
        'prerendered',
        language,
        path === '/' ? 'index.html' : `${path.slice(1)}.html`,
      )
      prerendered.set(key, existsSync(file) ? readFileSync(file, 'utf8') : null)
    }
    return prerendered.get(key) ?? null
  }

  /** The language the browser will pick: ?lang=fr|de, else (storage unknown here) the browser's. */
  const pageLanguage = (request: FastifyRequest): UiLanguage => {
    const lang = new URL(request.url, 'http://x').searchParams.get('lang')
    if (lang === 'fr' || lang === 'de') return lang
    return parseAcceptLanguage(request.headers['accept-language'])
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1')
    const redirect = REDIRECTS_TO_HOME[path.toLowerCase()]
    if (redirect) return reply.redirect(redirect, 302)
    const known = isPagePath(path)
    const language = pageLanguage(request)
    let status = known ? 200 : 404
    let html = known ? (prerenderedPage(path, language) ?? shell) : shell
    const seo =
      known && pageHead ? await pageHead(path, new URL(request.url, 'http://x').searchParams, language) : null
    if (seo) {
      status = seo.status
      if (seo.head) html = injectHead(html, seo.head, language)
    }
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .type('text/html; charset=utf-8')
      .send(html)
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 120, timeWindow: '1 minute' }) : undefined },
    (request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      const isApi = path.startsWith('/api/') || path === '/api' || path === '/health' || path === '/metrics'
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD'))
        return sendNotFound(request, reply)
      return sendPage(request, reply)
    },
  )
}
