import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { getI18n } from 'react-i18next'
import { afterEach, beforeAll } from 'vitest'

// findBy… and waitFor give up after 1 s by default; with a test file on every core, a page's lazily
// loaded chunk or a retried fetch can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 10_000 })

// jsdom has no idle periods. Work a page leaves for idle time (the directory preload) would otherwise
// start seconds later, inside whichever test file runs then, and could still be loading when the worker
// closes; the file that tests such work puts its own scheduler in place.
window.requestIdleCallback = () => 0
window.cancelIdleCallback = () => {}

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
