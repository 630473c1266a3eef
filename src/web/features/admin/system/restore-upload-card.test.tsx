import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RestoreUploadCard } from './restore-upload-card'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

const checksum = 'ab'.repeat(32)
const archive = () =>
  new File([new Uint8Array([0x1f, 0x8b, 8, 0])], 'luxpro-elsewhere.tar.gz', { type: 'application/gzip' })

async function chooseAndReview(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<RestoreUploadCard />)
  await user.upload(screen.getByLabelText('Backup archive (.tar.gz)'), archive())
  await user.type(
    screen.getByRole('textbox', { name: 'SHA-256 checksum' }),
    `${checksum}  luxpro-elsewhere.tar.gz`,
  )
  await user.click(screen.getByRole('button', { name: 'Restore from this archive…' }))
  return screen.findByRole('dialog')
}

describe('restore from an uploaded archive', () => {
  it('asks for the archive and a checksum before anything else', async () => {
    const user = userEvent.setup()
    renderWithProviders(<RestoreUploadCard />)
    await user.type(screen.getByRole('textbox', { name: 'SHA-256 checksum' }), 'not a checksum')
    await user.click(screen.getByRole('button', { name: 'Restore from this archive…' }))
    expect(screen.getByText('Choose the backup archive to restore.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'SHA-256 checksum' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('spells out the consequence, asks for RESTORE, then sends checksum and confirmation before the file', async () => {
    scriptApi([
      {
        method: 'POST',
        path: /^\/api\/admin\/backups\/restore-upload$/,
        body: { restoredFrom: 9, safetyBackupId: 8, tables: 40, rows: 1234, uploads: 2, durationMs: 900 },
      },
    ])
    const user = userEvent.setup()
    const dialog = await chooseAndReview(user)
    expect(dialog).toHaveTextContent('Replace all data with this archive?')
    expect(dialog).toHaveTextContent(
      /All current data .* is replaced by the contents of luxpro-elsewhere\.tar\.gz/,
    )
    expect(dialog).toHaveTextContent('Nothing is merged')
    await user.type(screen.getByRole('textbox', { name: 'Type RESTORE to confirm' }), 'RESTORE')
    await user.click(screen.getByRole('button', { name: 'Replace all data' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit]
    const form = init.body as FormData
    expect([...form.keys()]).toEqual(['sha256', 'confirmation', 'archive'])
    expect(form.get('confirmation')).toBe('RESTORE')
    expect((form.get('archive') as File).name).toBe('luxpro-elsewhere.tar.gz')
  })

  it('shows why the server refused the archive, naming the part at fault', async () => {
    scriptApi([
      {
        method: 'POST',
        path: /restore-upload$/,
        status: 422,
        body: {
          error: {
            code: 'backup_invalid',
            message: 'This archive cannot be restored.',
            details: [{ path: 'database/provider.json', message: 'null value in column "name"' }],
          },
        },
      },
    ])
    const user = userEvent.setup()
    await chooseAndReview(user)
    await user.type(screen.getByRole('textbox', { name: 'Type RESTORE to confirm' }), 'RESTORE')
    await user.click(screen.getByRole('button', { name: 'Replace all data' }))
    expect(await screen.findByText(/database\/provider\.json: null value in column "name"/)).toBeVisible()
  })
})
