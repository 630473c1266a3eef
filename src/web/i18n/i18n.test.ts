import { beforeAll, describe, expect, it, vi } from 'vitest'
import { changeLanguage, i18n, initI18n } from './i18n'

beforeAll(async () => {
  await initI18n('fr')
  await i18n.loadNamespaces(['quotes', 'assistant'])
})

describe('French elision in translations ({{name, de}})', () => {
  it('writes d’ before a vowel and de before a consonant', async () => {
    await changeLanguage('fr')
    expect(i18n.t('quotes:compare.acceptTitle', { name: 'Électricité Hilbert' })).toBe(
      'Accepter le devis d’Électricité Hilbert\u202f?',
    )
    expect(i18n.t('quotes:compare.acceptTitle', { name: 'Sanitaire Weber' })).toBe(
      'Accepter le devis de Sanitaire Weber\u202f?',
    )
    expect(i18n.t('assistant:location.value', { locality: 'Belval', commune: 'Esch-sur-Alzette' })).toBe(
      'Belval (commune d’Esch-sur-Alzette)',
    )
  })
})

describe('a name that ends with its own period', () => {
  it('ends the sentence once', async () => {
    await changeLanguage('fr')
    expect(i18n.t('quotes:response.leadCustomer', { name: 'Sanitaire Weber S.à r.l.' })).toBe(
      'Votre demande à Sanitaire Weber S.à r.l.',
    )
  })
})

describe('numbers in translations ({{count, number}})', () => {
  it('are written by the app’s number formatter in the message’s language', async () => {
    await i18n.loadNamespaces(['landing'])
    for (const [language, written] of [
      ['en', '15,000 verified providers'],
      ['fr', '15 000 pros vérifiés'],
      ['de', '15.000 geprüfte Anbieter'],
    ] as const) {
      await changeLanguage(language)
      expect(i18n.t('landing:hero.trust.providers', { count: 15000 }).replace(/\s/g, ' ')).toBe(written)
    }
    // A count under 1,000 needs no Intl.NumberFormat (the page's first one is a long task).
    const made = vi.spyOn(Intl, 'NumberFormat')
    expect(i18n.t('landing:hero.trust.providers', { count: 48 })).toBe('48 geprüfte Anbieter')
    expect(made).not.toHaveBeenCalled()
    made.mockRestore()
    await changeLanguage('fr')
  })
})

describe('the server’s own namespaces', () => {
  it('are not the web app’s to load', async () => {
    const serverOnly = ['errors', 'emails', 'push', 'billing', 'pages', 'demo', 'shared']
    await i18n.loadNamespaces(serverOnly).catch(() => undefined)
    for (const namespace of serverOnly) expect(i18n.hasResourceBundle('fr', namespace), namespace).toBe(false)
    await i18n.loadNamespaces('providerLabels')
    expect(i18n.hasResourceBundle('fr', 'providerLabels')).toBe(true)
  })
})
