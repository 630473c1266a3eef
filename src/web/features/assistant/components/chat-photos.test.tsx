import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChatPhotos } from './chat-photos'

const SESSION = '5f0c1a7e-8d52-4c3b-9a51-2b7c3e0d9f14'
const calls: Array<{ method: string; url: string }> = []
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET'
  calls.push({ method, url })
  if (method === 'GET') return new Response(JSON.stringify({ photos: [] }), { status: 200 })
  if (method === 'POST') return new Response(JSON.stringify({ id: 41 }), { status: 201 })
  return new Response(null, { status: 204 })
})

beforeAll(async () => {
  await initI18n('de', ['common', 'requests'])
})
beforeEach(() => {
  calls.length = 0
  vi.stubGlobal('fetch', fetchMock)
  // jsdom has no object URLs: the thumbnail's preview only needs a string.
  URL.createObjectURL ??= () => 'blob:preview'
  URL.revokeObjectURL ??= () => {}
})
afterEach(() => vi.unstubAllGlobals())

describe('ChatPhotos: attaching photos in the assistant conversation', () => {
  it('offers a labelled file picker and camera, reached by keyboard; a photo is added and removed', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderWithProviders(<ChatPhotos sessionId={SESSION} onChange={onChange} />)

    const files = await screen.findByLabelText('Fotos (optional)')
    const camera = screen.getByLabelText('Foto aufnehmen')
    expect(files).toHaveAttribute('type', 'file')
    expect(files).toHaveAccessibleDescription(/Bis zu 5 Fotos/)
    expect(camera).toHaveAttribute('capture', 'environment')
    expect(camera).toHaveAttribute('accept', 'image/*')
    await user.tab()
    expect(camera).toHaveFocus()
    await user.tab()
    expect(files).toHaveFocus()

    await user.upload(files, new File([new Uint8Array([1, 2, 3])], 'wand.jpg', { type: 'image/jpeg' }))
    const remove = await screen.findByRole('button', { name: 'Foto 1 entfernen' })
    expect(screen.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument()
    expect(calls).toContainEqual({
      method: 'POST',
      url: expect.stringContaining(`/api/public/chat/${SESSION}/photos`),
    })
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ ids: [41], uploading: false }))

    remove.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('img', { name: 'Foto 1' })).toBeNull()
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: expect.stringContaining(`/api/public/chat/${SESSION}/photos/41`),
    })
    expect(onChange).toHaveBeenLastCalledWith({ ids: [], uploading: false })
  })

  it('refuses a file that is not a photo before sending it, and says so', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<ChatPhotos sessionId={SESSION} onChange={() => {}} />)
    const files = await screen.findByLabelText('Fotos (optional)')
    await user.upload(files, new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'plan.pdf ist kein JPEG-, PNG- oder WebP-Bild.',
    )
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })
})
