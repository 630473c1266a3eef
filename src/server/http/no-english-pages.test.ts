// @vitest-environment jsdom
import { testConfig } from '@server/config'
import { project, provider, quoteRequest, review } from '@server/db/schema/index'
import { README_ADMIN_TOTP_SECRET, seedDemoAccounts } from '@server/modules/auth/seed-accounts'
import { GOOD_PASSWORD, post, signedInAs, signIn } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { buildWebApp } from '@server/test/built-web-app'
import { isLoginRequired, PAGE_PATHS } from '@shared/routes/app-routes'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { AppProviders } from '@web/app/providers'
import { AppRoutes } from '@web/app/router'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import {
  englishSentencesFor,
  englishSentencesIn,
  englishWordsIn,
  ownLanguageText,
} from '@web/test/english-sentences'
import { eq } from 'drizzle-orm'
import { type ComponentProps, createElement, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * No English in a French or German page: every public page as the server renders it, and every
 * signed-in page as the browser renders it (the server renders those in the browser: ADR 021) with
 * the demo accounts' data from the embedded database, in both languages. What people wrote is
 * theirs and left out, as the browser's journeys leave it out: text marked with another `lang` (a
 * review written in English) and `data-user-text`.
 */

const LANGUAGES = ['fr', 'de'] as const

/** Proper nouns that read the same in every language, and the API's routes in the admin's technical figures. */
const ALLOWED = [/\bLuxPro\b/, /\bOpenStreetMap\b/, /\b(GET|POST|PUT|PATCH|DELETE) \/api\/\S*/]

const PROFILE_WITH_REVIEWS = 'sanitaire-weber-bertrange'
const SAMPLE_PARAMS: Record<string, string> = { slug: PROFILE_WITH_REVIEWS }
const samplePath = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1042')
const PUBLIC_PAGES = [
  ...PAGE_PATHS.filter((path) => !isLoginRequired(path) && path !== '/register').map(samplePath),
  '/directory?category=painting',
  '/directory?locality=Walferdange',
  '/no-such-page',
]
/**
 * A lead's page opens from its email link signed out too (public above); signed in as the business it
 * shows the request itself: a real request of the demo business, found at run time (`requestId`).
 */
const LEAD_PAGE = '/business/quote-requests/:requestId'
const SIGNED_IN_PAGES = [...PAGE_PATHS.filter(isLoginRequired), LEAD_PAGE]

/** Who opens a signed-in page: the admin console its admin, the dashboard a business, the rest a customer. */
function accountFor(path: string) {
  if (path.startsWith('/admin')) return { email: 'admin@luxpro.lu', password: 'LuxPro-Admin-2026' }
  if (/^\/(dashboard|templates|business|provider)/.test(path))
    return { email: 'contact@sanitaire-weber.lu', password: 'Demo-Business-2026' }
  return { email: 'anne.schmit@example.lu', password: 'Demo-Customer-2026' }
}

/** The newest review of the business comes from an account since erased: the page names its author itself. */
async function reviewByAnErasedAccount(slug: string) {
  const { cookie, userId } = await signedInAs(t, 'individual')
  const [reviewed] = await t.database.db
    .select({ id: provider.id })
    .from(provider)
    .where(eq(provider.slug, slug))
  if (!reviewed) throw new Error(`no provider ${slug} in the test database`)
  await t.database.db.insert(review).values({
    providerId: reviewed.id,
    authorUserId: userId,
    authorName: 'Erika M.',
    rating: 4,
    text: 'Sehr gut.',
    language: 'de',
  })
  const erased = await post(t.app, '/api/users/me/delete', { password: GOOD_PASSWORD }, { cookie })
  expect(erased.statusCode).toBe(204)
}

/** A request the business received, so its lead page is read with real content. */
async function aLeadOf(slug: string) {
  const [lead] = await t.database.db
    .select({ id: quoteRequest.id, description: project.description })
    .from(quoteRequest)
    .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
    .innerJoin(project, eq(project.id, quoteRequest.projectId))
    .where(eq(provider.slug, slug))
    .orderBy(quoteRequest.id)
    .limit(1)
  if (!lead) throw new Error(`no request to ${slug} in the test database`)
  return lead
}

let leadWords = ''
let web: ReturnType<typeof buildWebApp>
let t: TestApp
const sentences = { fr: englishSentencesFor('fr'), de: englishSentencesFor('de') }
const browserFetch = globalThis.fetch
beforeAll(async () => {
  web = buildWebApp()
  t = await buildTestApp({}, { webRoot: web.webRoot })
  await seedDemoAccounts(t.app.auth, t.database.db, testConfig())
  await reviewByAnErasedAccount(PROFILE_WITH_REVIEWS)
  const lead = await aLeadOf(PROFILE_WITH_REVIEWS)
  SAMPLE_PARAMS.requestId = String(lead.id)
  leadWords = lead.description.slice(0, 40)
  await initI18n('en')
}, 180_000)
afterAll(async () => {
  globalThis.fetch = browserFetch
  await t?.close()
  web?.remove()
})

/** Our English sentences, then our English words, in a page's text. */
const englishIn = (text: string, language: 'fr' | 'de') => [
  ...englishSentencesIn(text, sentences[language]),
  ...englishWordsIn(text, ALLOWED),
]

describe.each(LANGUAGES)('public pages as the server renders them, in %s', (language) => {
  it.each(PUBLIC_PAGES)('%s', async (path) => {
    const res = await t.app.inject({
      url: `${path}${path.includes('?') ? '&' : '?'}lang=${language}`,
      headers: { accept: 'text/html' },
    })
    const page = new DOMParser().parseFromString(res.body, 'text/html')
    const root = page.querySelector('#root[data-ssr]')
    expect(root, 'rendered on the server').not.toBeNull()
    const text = `${page.title} ${ownLanguageText(root as Element, language)}`
    expect(englishIn(text, language)).toEqual([])
  })
})

/** The app's providers, given their children as createElement's argument (this file is not JSX). */
const Providers = AppProviders as (
  props: Omit<ComponentProps<typeof AppProviders>, 'children'> & { children?: ReactNode },
) => ReactNode

const sessions = new Map<string, string>()
async function sessionOf({ email, password }: { email: string; password: string }) {
  let cookie = sessions.get(email)
  if (!cookie) {
    const signedIn = await signIn(t.app, email, password, {
      totpSecret: email === 'admin@luxpro.lu' ? README_ADMIN_TOTP_SECRET : undefined,
    })
    expect(signedIn.res.statusCode, signedIn.res.body).toBe(200)
    cookie = signedIn.cookie
    sessions.set(email, cookie)
  }
  return cookie
}

/** The browser's fetch, answered by the app in-process with the session's cookie; counts what is on its way. */
function serveWith(cookie: string) {
  const inFlight = { count: 0 }
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    inFlight.count++
    try {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost:3000')
      const res = await t.app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { ...(init.headers as Record<string, string>), cookie, origin: 'http://localhost:3000' },
        payload: typeof init.body === 'string' ? init.body : undefined,
      })
      const body = res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload)
      return new Response(body, { status: res.statusCode, headers: res.headers as HeadersInit })
    } finally {
      inFlight.count--
    }
  }) as typeof fetch
  return inFlight
}

/** Until the page shows its heading, nothing says it is loading and nothing has been fetched for a while. */
async function settled(container: HTMLElement, inFlight: { count: number }) {
  let quiet = 0
  for (let waited = 0; waited < 15_000 && quiet < 4; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const loaded = container.querySelector('h1') && !container.querySelector('[aria-busy="true"]')
    quiet = inFlight.count === 0 && loaded ? quiet + 1 : 0
  }
}

describe.each(LANGUAGES)('signed-in pages as the browser renders them, in %s', (language) => {
  it.each(SIGNED_IN_PAGES)('%s', async (path) => {
    const inFlight = serveWith(await sessionOf(accountFor(path)))
    await changeLanguage(language)
    const url = samplePath(path)
    const view = render(
      createElement(
        Providers,
        { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
        createElement(MemoryRouter, { initialEntries: [url] }, createElement(AppRoutes)),
      ),
    )
    try {
      await settled(view.container, inFlight)
      expect(view.container.querySelector('h1'), 'the page shows its heading').not.toBeNull()
      if (path === LEAD_PAGE) expect(view.container.textContent, 'the lead itself').toContain(leadWords)
      expect(englishIn(`${document.title} ${ownLanguageText(document.body, language)}`, language)).toEqual([])
    } finally {
      cleanup()
    }
  })
})
