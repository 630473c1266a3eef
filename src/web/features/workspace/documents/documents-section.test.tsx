import { screen, within } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DocumentsSection } from './documents-section'

const DOCUMENTS = {
  items: [
    {
      kind: 'insurance',
      fileName: 'foyer-2027.pdf',
      sizeBytes: 2048,
      uploadedAt: '2026-11-10T09:00:00.000Z',
      status: 'approved',
      reviewedAt: '2026-11-12T10:00:00.000Z',
      validUntil: '2027-03-31',
      rejectReason: null,
    },
    {
      kind: 'rcs_extract',
      fileName: 'rcs.pdf',
      sizeBytes: 1024,
      uploadedAt: '2026-11-20T09:00:00.000Z',
      status: 'rejected',
      reviewedAt: '2026-11-21T10:00:00.000Z',
      validUntil: null,
      rejectReason: 'Older than three months.',
    },
  ],
}

beforeAll(async () => {
  await initI18n('en', ['common', 'workspace'])
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

const card = async (title: string) =>
  within((await screen.findByRole('heading', { level: 3, name: title })).closest('li') as HTMLElement)

describe('DocumentsSection', () => {
  it('shows each document’s review: approved until a day, rejected with the reason, not sent', async () => {
    scriptApi([{ path: /\/api\/provider\/documents$/, body: DOCUMENTS }])
    renderWithProviders(<DocumentsSection />)
    expect(
      (await card('Insurance certificate')).getByText('Reviewed on 12/11/2026, valid until 31/03/2027'),
    ).toBeVisible()
    const rcs = await card('RCS extract')
    expect(rcs.getByText('Not accepted')).toBeVisible()
    expect(rcs.getByText('Reason: Older than three months.')).toBeVisible()
    expect(rcs.getByRole('button', { name: 'Send a new one' })).toBeVisible()
    const permit = await card('Establishment permit')
    expect(permit.getByText('Not sent yet: no badge for it on your profile.')).toBeVisible()
    expect(permit.getByRole('button', { name: 'Send for review' })).toBeVisible()
  })

  it('speaks German, with dates the German way', async () => {
    await changeLanguage('de')
    scriptApi([{ path: /\/api\/provider\/documents$/, body: DOCUMENTS }])
    renderWithProviders(<DocumentsSection />)
    expect(
      (await card('Versicherungsnachweis')).getByText('Geprüft am 12.11.26, gültig bis 31.03.27'),
    ).toBeVisible()
  })
})
