import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LazyProjectRequestDialog } from './lazy-project-request-dialog'

const loaded = vi.hoisted(() => vi.fn())
vi.mock('@web/features/quotes/project-request-dialog', () => {
  loaded()
  return { ProjectRequestDialog: () => <p>the project form</p> }
})

describe('LazyProjectRequestDialog', () => {
  it('loads the project form’s code when the visitor points at its link (not while the page idles), and shows it on a click', async () => {
    vi.useFakeTimers()
    render(
      <LazyProjectRequestDialog
        providers={[]}
        title="Your project"
        lead="Describe it"
        trigger={<button type="button">Request a quote</button>}
      />,
    )
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    vi.useRealTimers()
    expect(loaded).not.toHaveBeenCalled()
    expect(screen.queryByText('the project form')).toBeNull()

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Request a quote' }))
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce())
    expect(screen.queryByText('the project form')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }))
    expect(await screen.findByText('the project form')).toBeInTheDocument()
  })
})
