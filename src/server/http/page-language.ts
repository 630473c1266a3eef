import { isUiLanguage, parseAcceptLanguage, type UiLanguage } from '@shared/i18n/languages'
import type { FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the early-access gate while it is on: the visitor holds a limited access session (English only, product §4). */
    limitedAccess?: boolean
  }
}

/**
 * The language a page is served in (product §5): English for a limited early-access visitor, else
 * ?lang → the stored choice (the `lang` cookie) → the browser's languages → English.
 */
export function pageLanguage(request: FastifyRequest): UiLanguage {
  if (request.limitedAccess) return 'en'
  const lang = new URL(request.url, 'http://x').searchParams.get('lang')
  if (isUiLanguage(lang)) return lang
  const stored = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1]
  if (isUiLanguage(stored)) return stored
  return parseAcceptLanguage(request.headers['accept-language'])
}
