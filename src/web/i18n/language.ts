import {
  DEFAULT_LANGUAGE,
  isUiLanguage,
  pickLanguage,
  textDirection,
  type UiLanguage,
} from '@shared/i18n/languages'
import { readAccessSession } from '@web/lib/access/access-session'

export const LANGUAGE_STORAGE_KEY = 'language'
export const LANGUAGE_CHANGE_EVENT = 'luxpro:language-change'
/** Each interface language in its own words, for language choices. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', fr: 'Français', de: 'Deutsch' }

function storedLanguage(): UiLanguage | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isUiLanguage(value) ? value : null
  } catch {
    return null
  }
}

/**
 * product §5: ?lang → stored language → browser language → en. The URL carries only fr or de, but an
 * explicit ?lang=en (a shared link, /en) switches to English too, whatever is stored; it then leaves the URL.
 * A limited early-access session is English only (product §4), as the server renders its pages.
 */
export function detectLanguage(location: Pick<Location, 'search'> = window.location): UiLanguage {
  if (readAccessSession()?.accessLevel === 'limited') return DEFAULT_LANGUAGE
  const fromUrl = new URLSearchParams(location.search).get('lang')
  if (isUiLanguage(fromUrl)) return fromUrl
  return (
    storedLanguage() ??
    pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
  )
}

/** The URL for a language: fr and de carry ?lang=, English removes it (product §2). */
export function urlWithLanguage(href: string, language: UiLanguage): string {
  const url = new URL(href)
  if (language === DEFAULT_LANGUAGE) url.searchParams.delete('lang')
  else url.searchParams.set('lang', language)
  return `${url.pathname}${url.search}${url.hash}`
}

/** Applies a language to the document, the URL and storage, and tells whoever listens (product §4). */
export function applyLanguage(language: UiLanguage) {
  // Only a change is written: writing either attribute, even unchanged, restyles the whole page.
  const root = document.documentElement
  const dir = textDirection(language)
  if (root.lang !== language) root.lang = language
  if (root.dir !== dir) root.dir = dir
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private mode without storage: the URL still carries the choice.
  }
  const next = urlWithLanguage(window.location.href, language)
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', next)
  }
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: { language } }))
}
