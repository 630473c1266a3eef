import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLanguage, detectLanguage, LANGUAGE_CHANGE_EVENT, urlWithLanguage } from './language'

const setBrowserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('detectLanguage (product §5)', () => {
  it('honours ?lang= for en, fr and de only', () => {
    expect(detectLanguage({ search: '?lang=fr' })).toBe('fr')
    expect(detectLanguage({ search: '?lang=de' })).toBe('de')
    setBrowserLanguages(['en-GB'])
    expect(detectLanguage({ search: '?lang=it' })).toBe('en')
    expect(detectLanguage({ search: '?lang=en' })).toBe('en')
  })

  it('lets an explicit ?lang=en win over a stored language', () => {
    localStorage.setItem('language', 'fr')
    setBrowserLanguages(['fr-LU'])
    expect(detectLanguage({ search: '?lang=en' })).toBe('en')
    expect(detectLanguage({ search: '' })).toBe('fr')
  })

  it('prefers the stored language over the browser language', () => {
    setBrowserLanguages(['de-DE'])
    expect(detectLanguage({ search: '' })).toBe('de')
    localStorage.setItem('language', 'fr')
    expect(detectLanguage({ search: '' })).toBe('fr')
  })

  it('keeps a limited early-access visitor in English, whatever the link or the stored choice says', () => {
    localStorage.setItem('language', 'fr')
    const session = { features: {}, sessionId: 's', expiresAt: new Date(Date.now() + 60_000).toISOString() }
    localStorage.setItem('luxpro_access_session', JSON.stringify({ ...session, accessLevel: 'limited' }))
    expect(detectLanguage({ search: '?lang=de' })).toBe('en')
    localStorage.setItem('luxpro_access_session', JSON.stringify({ ...session, accessLevel: 'full' }))
    expect(detectLanguage({ search: '?lang=de' })).toBe('de')
    localStorage.removeItem('luxpro_access_session')
  })

  it('ignores an unsupported stored value and falls back to English', () => {
    localStorage.setItem('language', 'pt')
    setBrowserLanguages(['es-ES'])
    expect(detectLanguage({ search: '' })).toBe('en')
  })
})

describe('applyLanguage', () => {
  it('updates the URL, storage and <html lang>, and fires a change event', () => {
    window.history.replaceState(null, '', '/directory?q=plumber#results')
    const listener = vi.fn()
    window.addEventListener(LANGUAGE_CHANGE_EVENT, listener)
    applyLanguage('de')
    expect(window.location.search).toBe('?q=plumber&lang=de')
    expect(window.location.hash).toBe('#results')
    expect(localStorage.getItem('language')).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    expect(document.documentElement.dir).toBe('ltr')
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ detail: { language: 'de' } }))

    applyLanguage('en')
    expect(window.location.search).toBe('?q=plumber')
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, listener)
  })

  it('leaves <html lang> and dir alone when they already say the language (a write restyles the page)', async () => {
    document.documentElement.lang = 'fr'
    document.documentElement.dir = 'ltr'
    const observer = new MutationObserver(() => {})
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] })
    applyLanguage('fr')
    expect(observer.takeRecords()).toEqual([])
    applyLanguage('de')
    expect(observer.takeRecords().map((record) => record.attributeName)).toEqual(['lang'])
    observer.disconnect()
  })

  it('keeps other parameters when English removes lang', () => {
    expect(urlWithLanguage('http://x.lu/a?lang=fr&b=1', 'en')).toBe('/a?b=1')
    expect(urlWithLanguage('http://x.lu/a', 'fr')).toBe('/a?lang=fr')
  })
})
