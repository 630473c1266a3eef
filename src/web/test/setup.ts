import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy… and waitFor give up after 1 s by default; with a test file on every core, a page's lazily
// loaded chunk or a retried fetch can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
