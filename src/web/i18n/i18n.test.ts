import { beforeAll, describe, expect, it } from 'vitest'
import { changeLanguage, i18n, initI18n } from './i18n'

beforeAll(async () => {
  await initI18n('fr')
  await i18n.loadNamespaces(['quotes', 'assistant'])
})

describe('French elision in translations ({{name, de}})', () => {
  it('writes d’ before a vowel and de before a consonant', async () => {
    await changeLanguage('fr')
    expect(i18n.t('quotes:compare.acceptTitle', { name: 'Électricité Hilbert' })).toBe(
      'Accepter le devis d’Électricité Hilbert ?',
    )
    expect(i18n.t('quotes:compare.acceptTitle', { name: 'Sanitaire Weber' })).toBe(
      'Accepter le devis de Sanitaire Weber ?',
    )
    expect(i18n.t('assistant:location.value', { locality: 'Belval', commune: 'Esch-sur-Alzette' })).toBe(
      'Belval (commune d’Esch-sur-Alzette)',
    )
  })
})
