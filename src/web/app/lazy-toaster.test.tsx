import { act, render, screen } from '@testing-library/react'
import { toast } from '@web/lib/toast/toast'
import { describe, expect, it } from 'vitest'
import { LazyToaster } from './lazy-toaster'

const sonnerStylesheet = () =>
  [...document.head.querySelectorAll('style')].some((style) =>
    style.textContent?.includes('data-sonner-toaster'),
  )

describe('LazyToaster', () => {
  it('loads sonner (and its stylesheet) with the first toast, and shows that toast', async () => {
    render(<LazyToaster />)
    await act(() => new Promise((settle) => setTimeout(settle, 50)))
    expect(sonnerStylesheet()).toBe(false)
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()

    act(() => toast.success('Profile saved'))

    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
    expect(sonnerStylesheet()).toBe(true)
  })
})
