import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import { ACCESS_COOKIE, accessTokenOf } from '@shared/access/access-cookie'
import { dismissedBannerIn } from '@shared/admin/launch-banner-cookie'
import type { UiLanguage } from '@shared/i18n/languages'
import type { LandingVersion } from '@shared/landing/landing-versions'
import { isDevPagePath, isLoginRequired, isPagePath, REDIRECTS_TO_HOME } from '@shared/routes/app-routes'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { afterStart } from './after-start'
import { sendNotFound } from './errors'
import { injectHead, type PageHeadResult } from './head-html'
import { type CachedPage, writeMayChangePages } from './page-cache'
import { pageLanguage } from './page-language'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes that serve the built web app's files (registerStaticFiles). */
    staticFile?: boolean
  }
}

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LuxPro</title></head>
<body><main><h1>LuxPro</h1><p>The web app is not built yet. Run <code>npm run build</code>.</p></main></body></html>`

/**
 * The web app's server renderer (dist/ssr/entry-server.js, built from src/web/ssr): the server
 * knows it only by this shape and by its path, never by its source (docs/architecture.md).
 */
type RenderPage = (request: {
  url: string
  language: UiLanguage
  fetchApi: (path: string) => Promise<{ status: number; body: unknown }>
  notFound?: boolean
  landingVersion?: LandingVersion
  bannerDismissed?: string | null
}) => Promise<{ status: 200 | 404; html: string; complete: boolean; timings?: Record<string, number> }>

/** What a page is rendered from: its path and the few things of the visitor's that change it. */
interface PageRequest {
  path: string
  known: boolean
  language: UiLanguage
  version: LandingVersion | undefined
  bannerDismissed: string | null
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Only the API's public routes answer a server render: what any visitor's browser may fetch. */
const PUBLIC_API = /^\/api\/public\//

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Pages are compressed here (the compression plugin sees routes only, and pages are the not-found
 * handler's), off the event loop, at levels that take a few milliseconds for a 150 KB page, once
 * per page and encoding.
 */
async function compressed(
  request: FastifyRequest,
  page: CachedPage,
): Promise<{ body: Buffer | string; encoding?: string }> {
  const accepted = request.headers['accept-encoding'] ?? ''
  if (page.html.length < 1024) return { body: page.html }
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
  if (!encoding) return { body: page.html }
  let body = page.encoded.get(encoding)
  if (!body) {
    body =
      encoding === 'br'
        ? brotliAsync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipAsync(page.html, { level: 4 })
    page.encoded.set(encoding, body)
  }
  return { body: await body, encoding }
}

/**
 * A request for one of the built web app's files (a script, a style sheet, an icon): its route is
 * one of those registerStaticFiles makes, marked in the route's config.
 */
export function isStaticFileRequest(request: FastifyRequest): boolean {
  return request.routeOptions.config.staticFile === true
}

const cacheHeaders = (reply: { header(name: string, value: string): unknown }, path: string) => {
  reply.header(
    'cache-control',
    path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  )
}

/**
 * The built web app's files: one route per file at its top (index.html, sw.js, the manifest…) and
 * one wildcard route per folder (assets/, icons/, geo/…). A route per file, hundreds of hashed
 * assets, took a sixth of the start-up to register; a file missing from a folder goes to the
 * not-found handler as an unknown path does.
 */
async function registerStaticFiles(app: FastifyInstance, webRoot: string) {
  const folders = readdirSync(webRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  await app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, staticFile: true }
    })
    // A path climbing out of its folder (`/assets/%2e%2e/…`) is a path nothing serves: the not-found
    // page, as for any unknown path, rather than @fastify/static's own English 403.
    const appErrors = files.errorHandler
    files.setErrorHandler((error, request, reply) =>
      (error as { code?: string }).code === 'FST_STATIC_FORBIDDEN_PATH'
        ? reply.callNotFound()
        : appErrors(error, request, reply),
    )
    await files.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      globIgnore: folders.map((folder) => `${folder}/**`),
      setHeaders: cacheHeaders,
    })
    for (const folder of folders)
      await files.register(fastifyStatic, {
        root: join(webRoot, folder),
        prefix: `/${folder}/`,
        wildcard: true,
        index: false,
        decorateReply: false,
        setHeaders: cacheHeaders,
      })
  })
}

/**
 * Serves the web app: hashed assets with long caching, and every page path of product §2 rendered
 * on the server (ADR 021) with its content in the visitor's language, status 200, or the not-found
 * page with status 404 for anything else and for an unknown provider. Signed-in pages, and every page
 * when the renderer is not built or fails, get the app's shell, which renders in the browser.
 * Provider profiles and directory category pages get their search-engine head (pageHead).
 */
/** A page's search-engine head (and whether what it names exists), or null for a page without one. */
export type PageHeadResolver = (
  path: string,
  query: URLSearchParams,
  language: UiLanguage,
) => Promise<PageHeadResult | null>

export interface WebAppOptions {
  /** The search-engine head of provider profiles and directory category pages. */
  pageHead?: PageHeadResolver
  /** The landing version the visitor sees (and keeps: it may set a cookie), for the landing page. */
  landingVersion?: (request: FastifyRequest, reply: FastifyReply) => Promise<LandingVersion>
}

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  { pageHead, landingVersion }: WebAppOptions = {},
) {
  const built = existsSync(join(webRoot, 'index.html'))
  if (built) await registerStaticFiles(app, webRoot)
  // Developer pages exist outside production only (the production build leaves them out too).
  const devPages = app.deps.config.NODE_ENV !== 'production'
  const isKnownPage = (path: string) => isPagePath(path) || (devPages && isDevPagePath(path))
  const shell = built ? readFileSync(join(webRoot, 'index.html'), 'utf8') : FALLBACK_HTML

  // Loaded on the first page request, or a moment after the server listens: API-only uses (tests that
  // inject requests) never pay for it, and the first requests are not kept waiting by it.
  const rendererFile = join(webRoot, '..', 'ssr', 'entry-server.js')
  let renderer: Promise<RenderPage | null> | null = null
  const loadRenderer = () => {
    renderer ??= (async () => {
      if (!built || !existsSync(rendererFile)) return null
      try {
        const { createRenderer } = (await import(pathToFileURL(rendererFile).href)) as {
          createRenderer: (options: { webRoot: string }) => Promise<RenderPage>
        }
        return await createRenderer({ webRoot })
      } catch (error) {
        app.log.error({ err: error }, 'the server renderer failed to load: pages render in the browser')
        return null
      }
    })()
    return renderer
  }
  afterStart(app, () => void loadRenderer())

  /** A GET on a public API route, answered in-process as the visitor's own browser would have asked it. */
  const fetchApi =
    (request: FastifyRequest, language: UiLanguage) =>
    async (path: string): Promise<{ status: number; body: unknown }> => {
      if (!PUBLIC_API.test(path)) return { status: 403, body: null }
      // The visitor's early-access session goes along (and nothing else of theirs): behind the gate,
      // the page's data is the visitor's to see, and without it every query would answer 403.
      const accessToken = accessTokenOf(request.headers.cookie)
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...(accessToken ? { cookie: `${ACCESS_COOKIE}=${encodeURIComponent(accessToken)}` } : {}),
        },
        // Counted against the visitor's own rate limit, like the request the browser would send.
        remoteAddress: request.ip,
      })
      return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null }
    }

  const renderPage = async (
    request: FastifyRequest,
    { known, language, version, bannerDismissed }: PageRequest,
  ) => {
    const render = await loadRenderer()
    if (!render) return null
    try {
      return await render({
        url: request.url,
        language,
        fetchApi: fetchApi(request, language),
        notFound: !known,
        landingVersion: version,
        bannerDismissed,
      })
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: the page renders in the browser')
      return null
    }
  }

  /** The page for this request: rendered, with its search-engine head, or the app's shell. */
  const buildPage = async (
    request: FastifyRequest,
    pageRequest: PageRequest,
  ): Promise<{ page: CachedPage; keep: boolean }> => {
    const { path, known, language } = pageRequest
    const rendered = isLoginRequired(path) ? null : await renderPage(request, pageRequest)
    let status: number = rendered?.status ?? (known ? 200 : 404)
    let html = rendered?.html ?? shell
    const seo =
      known && pageHead ? await pageHead(path, new URL(request.url, 'http://x').searchParams, language) : null
    if (seo) {
      if (seo.status === 404) status = 404
      if (seo.head) html = injectHead(html, seo.head, language)
    }
    const page = { status, html, timings: rendered?.timings, encoded: new Map() }
    // A render that failed (the shell instead), or a page drawn around a failed query (this visitor's
    // rate limit, a database outage), is not sent to the next visitor: they get another try.
    return { page, keep: rendered ? rendered.complete : isLoginRequired(path) }
  }

  const pageCache = app.pageCache
  // A write may change what a page shows (a profile, a portfolio, an admin's action): forget them all,
  // unless it is one that shows on no page (a chat, a quote request, a sign-in). Listings, reviews and
  // settings clear the pages in every instance (app.ts). A form posted to a page writes nothing.
  app.addHook('onResponse', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400 || request.is404) return
    if (writeMayChangePages(request.url.split('?')[0] ?? '/')) pageCache.clear()
  })

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1')
    const redirect = REDIRECTS_TO_HOME[path.toLowerCase()]
    if (redirect) return reply.redirect(redirect, 302)
    // /register is the registration tab of /auth: said by the server, so no page renders on the way.
    if (path.toLowerCase() === '/register') {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '')
      query.set('tab', 'register')
      return reply.redirect(`/auth?${query.toString()}`, 302)
    }
    const cookies = request.headers.cookie ?? ''
    const pageRequest: PageRequest = {
      path,
      known: isKnownPage(path),
      language: pageLanguage(request),
      version: path === '/' && landingVersion ? await landingVersion(request, reply) : undefined,
      bannerDismissed: dismissedBannerIn(cookies),
    }
    // Everything a render depends on, and nothing else of the visitor's.
    const key = [pageRequest.language, pageRequest.version, pageRequest.bannerDismissed, request.url].join(
      ' ',
    )
    const admitted = accessTokenOf(cookies) !== null
    const { page, kept } = admitted
      ? { page: (await buildPage(request, pageRequest)).page, kept: false }
      : await pageCache.page(key, () => buildPage(request, pageRequest))
    const { body, encoding } = await compressed(request, page)
    if (encoding) reply.header('content-encoding', encoding)
    if (kept) reply.header('server-timing', 'cache;desc=hit')
    else if (page.timings)
      reply.header(
        'server-timing',
        Object.entries(page.timings)
          .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
          .join(', '),
      )
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8')
      .send(body)
  }

  /**
   * A form sent by the browser before the page's script ran (the app's forms post, ADR 035): back
   * to the page with 303, its fields left unread; they were never in the URL, so never in the log.
   */
  const sendFormPostBack = (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', query] = request.url.split(/\?(.*)/s)
    const page = path.length > 1 ? path.replace(/\/+$/, '') : path
    if (!isKnownPage(page)) return sendNotFound(request, reply)
    return reply.redirect(query ? `${page}?${query}` : page, 303)
  }

  // Pages are rendered here: each costs about what the API calls it replaces, so they share its limit per IP.
  const pagesPerMinute = app.deps.config.RATE_LIMIT_MAX
  app.setNotFoundHandler(
    {
      preHandler: app.rateLimit ? app.rateLimit({ max: pagesPerMinute, timeWindow: '1 minute' }) : undefined,
    },
    (request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      const isApi = path.startsWith('/api/') || path === '/api' || path === '/health' || path === '/metrics'
      if (isApi) return sendNotFound(request, reply)
      if (request.method === 'POST') return sendFormPostBack(request, reply)
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(request, reply)
      return sendPage(request, reply)
    },
  )
}
