import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PortfolioUploadForm } from './portfolio-upload-form'

beforeAll(async () => {
  await initI18n('en', ['common', 'workspace'])
})
afterEach(() => vi.unstubAllGlobals())

/** The multipart parts each upload sent, as text (the file by its name). */
function stubUploads(): Array<Record<string, string>> {
  const sent: Array<Record<string, string>> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.body
      if (body instanceof FormData)
        sent.push(
          Object.fromEntries([...body.entries()].map(([k, v]) => [k, v instanceof File ? v.name : v])),
        )
      return new Response(JSON.stringify({ items: [] }), { status: 201 })
    }),
  )
  return sent
}

describe('PortfolioUploadForm', () => {
  it('names a caption the server would refuse under its field, and sends nothing', async () => {
    const sent = stubUploads()
    const user = userEvent.setup()
    renderWithProviders(<PortfolioUploadForm />)
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'wall.jpg', { type: 'image/jpeg' }))
    await user.click(screen.getByRole('textbox', { name: 'Caption' }))
    await user.paste('Wall\u0007')
    await user.click(screen.getByRole('button', { name: 'Add to portfolio' }))
    expect(await screen.findByText(/Remove the characters that are not text/)).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('sends the photo with its trimmed caption', async () => {
    const sent = stubUploads()
    const user = userEvent.setup()
    renderWithProviders(<PortfolioUploadForm />)
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'wall.jpg', { type: 'image/jpeg' }))
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), ' New wall ')
    await user.click(screen.getByRole('button', { name: 'Add to portfolio' }))
    await waitFor(() => expect(sent).toEqual([{ caption: 'New wall', file: 'wall.jpg' }]))
  })
})
