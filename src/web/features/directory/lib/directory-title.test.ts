import type { UiLanguage } from '@shared/i18n/languages'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DIRECTORY_PARAMS, type DirectoryParams } from './directory-params'
import { directoryTitle } from './directory-title'

async function titleIn(language: UiLanguage, changes: Partial<DirectoryParams>) {
  await changeLanguage(language)
  return directoryTitle({ ...DEFAULT_DIRECTORY_PARAMS, ...changes }, i18n.getFixedT(language), language)
}

describe('the directory’s title', () => {
  beforeAll(async () => {
    await initI18n('en', ['common', 'directory'])
  })
  afterAll(async () => {
    await changeLanguage('en')
  })

  it('names what was searched before any trade', async () => {
    expect(await titleIn('en', { q: 'weber', category: 'plumbing' })).toBe('“weber” in the directory')
  })

  it('names the trade browsed, and its place in the page’s language', async () => {
    expect(await titleIn('fr', { category: 'plumbing' })).toBe(
      'Plomberie au Luxembourg – comparez les pros locaux',
    )
    expect(await titleIn('de', { category: 'electrical', locality: 'Bertrange' })).toBe(
      'Elektrik in Bartringen – lokale Profis vergleichen',
    )
    expect(await titleIn('en', { category: 'electrical', locality: 'Esch-sur-Alzette' })).toBe(
      'Electrical in Esch-sur-Alzette – compare local pros',
    )
  })

  it('is the directory’s own otherwise', async () => {
    expect(await titleIn('de', {})).toBe('Verzeichnis')
  })
})
