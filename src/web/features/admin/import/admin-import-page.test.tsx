import { IMPORT_MAX_BYTES, type ImportReport } from '@shared/admin/import-schemas'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminImportPage } from './admin-import-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

const CHECKED: ImportReport = {
  kind: 'providers',
  mode: 'dry-run',
  rows: 2,
  valid: 2,
  duplicates: 0,
  errorCount: 0,
  errors: [],
  created: 0,
  preview: [{ name: 'Toitures Kremer', categories: 'roofing', locality: 'Mersch' }],
}

/** The import sends the CSV as it is (text/csv), so the test answers fetch itself and keeps the calls. */
function open(at = '/admin/import?kind=providers') {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(CHECKED)))
  vi.stubGlobal('fetch', fetch)
  renderRoutes([{ path: '/admin/import', element: <AdminImportPage /> }], { at })
  return fetch
}
const csv = (text: string) => new File([text], 'providers.csv', { type: 'text/csv' })

describe('/admin/import: the file to check', () => {
  it('asks for a file first, on the field, without a call', async () => {
    const fetch = open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Check the file' }))
    const field = screen.getByLabelText('CSV file (comma or semicolon)')
    expect(await screen.findByText('Choose a CSV file.')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a file larger than the server takes', async () => {
    const fetch = open()
    const user = userEvent.setup()
    const large = csv('x')
    Object.defineProperty(large, 'size', { value: IMPORT_MAX_BYTES + 1 })
    await user.upload(await screen.findByLabelText('CSV file (comma or semicolon)'), large)
    await user.click(screen.getByRole('button', { name: 'Check the file' }))
    expect(await screen.findByText('The file is larger than 20 MB.')).toBeVisible()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('checks a chosen file as a dry run of the kind in the address, and keeps the kind on "choose another"', async () => {
    const fetch = open()
    const user = userEvent.setup()
    const text = 'name,categories,locality\nToitures Kremer,roofing,Mersch\n'
    await user.upload(await screen.findByLabelText('CSV file (comma or semicolon)'), csv(text))
    await user.click(screen.getByRole('button', { name: 'Check the file' }))
    expect(await screen.findByText('Toitures Kremer')).toBeVisible()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/api\/admin\/import\/providers\?mode=dry-run$/)
    expect(init.body).toBe(text)

    await user.click(screen.getByRole('button', { name: 'Choose another file' }))
    expect(screen.getByRole('combobox', { name: 'What the file holds' })).toHaveValue('providers')
    expect(screen.queryByText('providers.csv')).toBeNull()
  })
})
