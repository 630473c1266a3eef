import type { QueuedDocument } from '@shared/providers/document-review-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminVerificationPage } from './verification-queue-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

const PENDING: QueuedDocument = {
  id: 4,
  kind: 'insurance',
  fileName: 'rc-pro-2027.pdf',
  sizeBytes: 120_000,
  uploadedAt: '2026-11-28T09:00:00.000Z',
  status: 'pending',
  reviewedAt: null,
  validUntil: null,
  rejectReason: null,
  providerId: 12,
  providerName: 'Toitures Kremer',
  providerSlug: 'toitures-kremer-mersch',
  mimeType: 'application/pdf',
  vatNumber: null,
  rcsNumber: null,
  permitNumber: null,
}

function open(): ApiCall[] {
  const calls = scriptApi([
    { path: /\/api\/admin\/documents\?status=pending$/, body: { items: [PENDING] } },
    { method: 'POST', path: /\/api\/admin\/documents\/4\/(approve|reject)$/, body: {} },
  ])
  renderRoutes([{ path: '/admin/verification', element: <AdminVerificationPage /> }], {
    at: '/admin/verification',
  })
  return calls
}
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST')

describe('/admin/verification decisions', () => {
  it('approving asks for the last valid day first, then sends it', async () => {
    const calls = open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1) as HTMLElement)
    const day = screen.getByLabelText('Valid until (last day)')
    expect(await screen.findByText('Give the last day the document is valid.')).toBeVisible()
    expect(day).toHaveAttribute('aria-invalid', 'true')
    expect(day).toHaveFocus()
    expect(posts(calls)).toEqual([])

    await user.type(day, '2027-12-31')
    await user.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1) as HTMLElement)
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(posts(calls)).toMatchObject([
      { url: '/api/admin/documents/4/approve', body: { validUntil: '2027-12-31' } },
    ])
  })

  it('rejecting needs a reason of the shared length', async () => {
    const calls = open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    await screen.findByRole('dialog')
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'no')
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement)
    expect(await screen.findByText('Give a reason of at least 3 characters.')).toBeVisible()
    expect(posts(calls)).toEqual([])

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 't legible')
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement)
    await waitFor(() =>
      expect(posts(calls)).toMatchObject([
        { url: '/api/admin/documents/4/reject', body: { reason: 'not legible' } },
      ]),
    )
  })
})
