import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { Upload } from 'lucide-react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { UploadForm } from './upload-form'

beforeAll(async () => {
  await initI18n('en', ['common'])
})

const FILE = {
  label: 'Document',
  hint: 'PDF or image',
  accept: '.pdf,application/pdf',
  pattern: /\.pdf$/i,
  maxBytes: 10,
  errors: { missing: 'Choose a document.', type: 'Only PDF.', size: 'At most 10 bytes.' },
}

function renderForm(upload: (form: FormData) => Promise<string>, onUploaded = vi.fn()) {
  renderWithProviders(
    <UploadForm
      title="Insurance"
      file={FILE}
      upload={upload}
      onUploaded={onUploaded}
      failedText="Upload failed."
      submitLabel="Send"
      submitIcon={Upload}
    />,
  )
  return onUploaded
}

describe('UploadForm', () => {
  it('names a missing, a wrong and a too large file under the field, focused, and sends none of them', async () => {
    const upload = vi.fn(async () => 'ok')
    const user = userEvent.setup({ applyAccept: false })
    renderForm(upload)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Choose a document.')).toBeVisible()
    expect(screen.getByLabelText('Document')).toHaveFocus()
    await user.upload(screen.getByLabelText('Document'), new File(['x'], 'photo.png', { type: 'image/png' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Only PDF.')).toBeVisible()
    await user.upload(
      screen.getByLabelText('Document'),
      new File(['x'.repeat(11)], 'big.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('At most 10 bytes.')).toBeVisible()
    expect(upload).not.toHaveBeenCalled()
  })

  it('sends the file chosen as form data', async () => {
    const upload = vi.fn(async (_form: FormData) => 'ok')
    const user = userEvent.setup()
    const onUploaded = renderForm(upload)
    await user.upload(
      screen.getByLabelText('Document'),
      new File(['%PDF'], 'policy.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('ok'))
    const sent = upload.mock.calls[0]?.[0].get('file')
    expect(sent).toBeInstanceOf(File)
    expect((sent as File).name).toBe('policy.pdf')
  })
})
