import { screen } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LoadingFallback } from './loading-fallback'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(async () => {
  await changeLanguage('en')
})

describe('the loading fallback', () => {
  it.each([
    ['fr', 'Chargement…'],
    ['de', 'Wird geladen…'],
    ['en', 'Loading...'],
  ] as const)('says it is loading in the page’s language (%s)', async (language, text) => {
    await changeLanguage(language)
    renderWithProviders(<LoadingFallback />)
    expect(await screen.findByRole('status')).toHaveTextContent(text)
  })
})
