import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { getI18n } from 'react-i18next'
import { afterEach, beforeAll } from 'vitest'

// findBy… and waitFor give up after 1 s by default; with a test file on every core, a page's lazily
// loaded chunk or a retried fetch can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// Test files share their worker's modules (vitest.config.ts): each starts in English, whatever language
// the file before left the translations in.
beforeAll(async () => {
  const translations = getI18n()
  if (translations?.isInitialized && translations.language !== 'en') await translations.changeLanguage('en')
})
