import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TemplateUploadForm } from './template-upload-form'

beforeAll(async () => {
  await initI18n('en', ['common', 'quotes'])
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
      return new Response(
        JSON.stringify({
          id: 1,
          name: 'Kitchen',
          description: '',
          isDefault: true,
          fileName: 'kitchen.pdf',
          kind: 'pdf',
          sizeBytes: 4,
          createdAt: '2026-11-30T10:00:00.000Z',
        }),
        { status: 201 },
      )
    }),
  )
  return sent
}

describe('TemplateUploadForm', () => {
  it('names the missing file and name under their fields, focuses the file, and sends nothing', async () => {
    const sent = stubUploads()
    const user = userEvent.setup()
    renderWithProviders(<TemplateUploadForm />)
    await user.type(screen.getByRole('textbox', { name: /Template name/ }), '   ')
    await user.click(screen.getByRole('button', { name: 'Upload template' }))
    expect(await screen.findByText('Choose a file to upload.')).toBeVisible()
    expect(screen.getByText('Enter a template name.')).toBeVisible()
    expect(screen.getByLabelText(/^File/)).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('sends the file with the trimmed name and the default box as text', async () => {
    const sent = stubUploads()
    const user = userEvent.setup()
    renderWithProviders(<TemplateUploadForm />)
    await user.upload(
      screen.getByLabelText(/^File/),
      new File(['%PDF'], 'kitchen.pdf', { type: 'application/pdf' }),
    )
    await user.type(screen.getByRole('textbox', { name: /Template name/ }), ' Kitchen ')
    await user.click(screen.getByRole('checkbox', { name: 'Use as my default template' }))
    await user.click(screen.getByRole('button', { name: 'Upload template' }))
    await waitFor(() =>
      expect(sent).toEqual([{ name: 'Kitchen', description: '', isDefault: 'true', file: 'kitchen.pdf' }]),
    )
  })
})
