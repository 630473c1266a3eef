import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { URL_TEXT_DELAY_MS, useUrlTextDraft } from './use-url-text-draft'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(initial = '') {
  const write = vi.fn()
  const hook = renderHook(({ value }) => useUrlTextDraft(value, write), { initialProps: { value: initial } })
  return { write, hook }
}

describe('useUrlTextDraft', () => {
  it('writes after a pause: the first time as a new entry, then replacing it', () => {
    const { write, hook } = setup()
    act(() => hook.result.current.setDraft('plo'))
    expect(write).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    expect(write).toHaveBeenLastCalledWith('plo', 'push')
    hook.rerender({ value: 'plo' })
    act(() => hook.result.current.setDraft('plomb '))
    act(() => vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    expect(write).toHaveBeenLastCalledWith('plomb', 'replace')
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('waits for the typing to pause', () => {
    const { write, hook } = setup()
    act(() => hook.result.current.setDraft('p'))
    act(() => vi.advanceTimersByTime(URL_TEXT_DELAY_MS - 50))
    act(() => hook.result.current.setDraft('pl'))
    act(() => vi.advanceTimersByTime(URL_TEXT_DELAY_MS - 50))
    expect(write).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(50))
    expect(write).toHaveBeenCalledExactlyOnceWith('pl', 'push')
  })

  it('writes at once on commit, as a new entry', () => {
    const { write, hook } = setup()
    act(() => hook.result.current.setDraft('weber'))
    act(() => hook.result.current.commit())
    expect(write).toHaveBeenCalledExactlyOnceWith('weber', 'push')
    act(() => vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('follows the URL when it changes elsewhere (back button, removed filter)', () => {
    const { write, hook } = setup('weber')
    hook.rerender({ value: '' })
    expect(hook.result.current.draft).toBe('')
    act(() => vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    expect(write).not.toHaveBeenCalled()
  })

  it('adopts a value the caller writes itself, cancelling a pending write', () => {
    const { write, hook } = setup()
    act(() => hook.result.current.setDraft('plomb'))
    act(() => hook.result.current.adopt(''))
    act(() => vi.advanceTimersByTime(URL_TEXT_DELAY_MS))
    expect(write).not.toHaveBeenCalled()
  })
})
