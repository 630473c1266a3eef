import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { beforeAll, describe, expect, it } from 'vitest'
import { lastMessagePreview } from './conversations-view'

const at = '2026-11-30T08:00:00.000Z'
const t = () => i18n.getFixedT(null, 'dashboard')

describe('the conversation list’s preview of the last message', () => {
  beforeAll(async () => {
    await initI18n('en', ['common', 'dashboard'])
  })

  it('shows the words, and what a message of files alone carries, in the reader’s language', async () => {
    await changeLanguage('en')
    expect(
      lastMessagePreview({ body: 'Is there a lift?', fromMe: false, at, photos: 1, files: 0 }, t()),
    ).toBe('Is there a lift?')
    expect(lastMessagePreview({ body: '', fromMe: false, at, photos: 2, files: 1 }, t())).toBe(
      '2 photos, 1 file',
    )
    await changeLanguage('fr')
    expect(lastMessagePreview({ body: '', fromMe: true, at, photos: 1, files: 0 }, t())).toBe(
      'Vous\u00a0: 1 photo',
    )
    await changeLanguage('de')
    expect(lastMessagePreview({ body: '', fromMe: false, at, photos: 0, files: 3 }, t())).toBe('3 Dateien')
  })
})
