import { describe, expect, it } from 'vitest'
import {
  isAssistantLanguage,
  isRtl,
  isUiLanguage,
  parseAcceptLanguage,
  pickLanguage,
  textDirection,
} from './languages'

describe('interface languages', () => {
  it('accepts only en, fr and de', () => {
    expect(['en', 'fr', 'de'].every(isUiLanguage)).toBe(true)
    expect(['lb', 'pt', 'EN', '', null].some(isUiLanguage)).toBe(false)
  })

  it('lets the assistant answer in seven languages, the interface staying in three', () => {
    expect(['lb', 'fr', 'de', 'en', 'pt', 'it', 'es'].every(isAssistantLanguage)).toBe(true)
    expect(['nl', 'pt-PT', 'LB', '', undefined].some(isAssistantLanguage)).toBe(false)
    expect(['lb', 'pt', 'it', 'es'].some(isUiLanguage)).toBe(false)
  })

  it('picks the first supported browser language, else English', () => {
    expect(pickLanguage(['lb-LU', 'fr-LU', 'en'])).toBe('fr')
    expect(pickLanguage(['de-AT'])).toBe('de')
    expect(pickLanguage(['pt-PT', 'es'])).toBe('en')
  })

  it('honours Accept-Language quality values', () => {
    expect(parseAcceptLanguage('en;q=0.5, de-LU;q=0.9, fr;q=0.1')).toBe('de')
    expect(parseAcceptLanguage('fr;q=0, it')).toBe('en')
    expect(parseAcceptLanguage(undefined)).toBe('en')
  })

  it('knows the right-to-left scripts', () => {
    expect(['ar', 'he-IL', 'fa', 'ur'].every(isRtl)).toBe(true)
    expect(isRtl('fr')).toBe(false)
    expect([textDirection('ar'), textDirection('de')]).toEqual(['rtl', 'ltr'])
  })
})
