import { act, render } from '@testing-library/react'
import { PHONE_LAYOUT } from '@web/hooks/use-media-query'
import { withMedia } from '@web/test/media'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './toaster'

let restore = () => {}
afterEach(() => {
  vi.useRealTimers()
  restore()
  restore = () => {}
})

const visible = () => document.querySelectorAll('[data-sonner-toast][data-visible="true"]').length
const shown = () => document.querySelectorAll('[data-sonner-toast]').length

describe('Toaster (product §9)', () => {
  it('shows at most 3 toasts at once, and they go by themselves after about 4 seconds', async () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      for (const text of ['Saved', 'Failed', 'Note', 'Careful']) toast(text)
    })
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(shown()).toBe(4)
    expect(visible()).toBe(3)
    await act(() => vi.advanceTimersByTimeAsync(3_500))
    expect(shown()).toBe(4)
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(shown()).toBe(0)
  })

  it('shows one toast at a time on a phone, the newest', async () => {
    restore = withMedia([PHONE_LAYOUT])
    render(<Toaster />)
    act(() => {
      for (const text of ['Saved', 'Failed', 'Note']) toast(text)
    })
    await vi.waitFor(() => expect(shown()).toBe(3))
    expect(visible()).toBe(1)
    expect(document.querySelector('[data-sonner-toast][data-visible="true"]')).toHaveTextContent('Note')
  })

  it('has a close button on each toast', async () => {
    render(<Toaster />)
    act(() => {
      toast('Profile saved')
    })
    const close = await vi.waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>(
        '[data-sonner-toast] button[data-close-button]',
      )
      if (!button) throw new Error('no close button yet')
      return button
    })
    expect(close).toHaveAccessibleName(/close/i)
  })
})
