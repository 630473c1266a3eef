import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'
import { ERROR_COUNT_KEY, LAST_ERROR_KEY } from './error-store'

function Crash(): never {
  throw new Error('one crash')
}

describe('ErrorBoundary (product §4: errorCount)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('counts one crash once, as the app renders it (StrictMode), and shows its error ID', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <StrictMode>
        <ErrorBoundary>
          <Crash />
        </ErrorBoundary>
      </StrictMode>,
    )
    const id = await screen.findByText(/^ERR-/)
    expect(localStorage.getItem(ERROR_COUNT_KEY)).toBe('1')
    expect(JSON.parse(localStorage.getItem(LAST_ERROR_KEY) ?? '{}')).toMatchObject({
      message: 'one crash',
      id: id.textContent,
    })
  })

  it('adds one per crash to the count already stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(ERROR_COUNT_KEY, '3')
    render(
      <StrictMode>
        <ErrorBoundary>
          <Crash />
        </ErrorBoundary>
      </StrictMode>,
    )
    await screen.findByTestId('cache-hint')
    expect(localStorage.getItem(ERROR_COUNT_KEY)).toBe('4')
  })
})
