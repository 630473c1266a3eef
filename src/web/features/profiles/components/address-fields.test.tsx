import type { Locality } from '@shared/catalog/catalog-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddressFields } from './address-fields'
import type { ProfileFormInput } from './profile-form-values'

const place = (overrides: Partial<Locality>): Locality => ({
  id: 1,
  kind: 'locality',
  name: 'Dudelange',
  commune: 'Dudelange',
  canton: 'Esch-sur-Alzette',
  postalCodes: ['3401', '3402'],
  postalCode: null,
  lat: 49.4806,
  lon: 6.0875,
  nameLb: 'Diddeleng',
  nameDe: 'Düdelingen',
  matchedName: null,
  ...overrides,
})
const DUDELANGE = place({})
const BUDERSBERG = place({ id: 2, name: 'Budersberg', postalCodes: ['3464'], lat: 49.4701, lon: 6.0802 })

let items: Locality[]
const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ items }), { status: 200 }))

function Harness() {
  const form = useForm<ProfileFormInput>({
    defaultValues: {
      address: '',
      location: '',
      city: '',
      postal_code: '',
      country: 'Luxembourg',
      coordinates: null,
    },
  })
  return (
    <FormProvider {...form}>
      <AddressFields />
    </FormProvider>
  )
}

function renderFields() {
  renderWithProviders(<Harness />)
  return screen.getByRole('combobox', { name: 'Locality' })
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('profiles')
})

beforeEach(async () => {
  await changeLanguage('en')
  items = [DUDELANGE, BUDERSBERG]
  // The place search goes through the public client, which keeps GET answers for a while.
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

describe('AddressFields: the locality combobox', () => {
  it('is a combobox that controls a listbox, searched once the typing pauses', async () => {
    const user = userEvent.setup()
    const input = renderFields()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'role',
      'listbox',
    )

    await user.type(input, 'Dudel')
    expect(await screen.findByRole('option', { name: /^Dudelange/ })).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2)
    // One request for the whole word, not one per letter (200 ms debounce).
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/localities?q=Dudel&limit=8')
  })

  it('fills locality, town, postal code and map position from the keyboard', async () => {
    const user = userEvent.setup()
    const input = renderFields()
    await user.type(input, 'Dudel')
    await screen.findByRole('option', { name: /Budersberg/ })

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const active = screen.getByRole('option', { name: /Budersberg/ })
    expect(active).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', active.id)

    await user.keyboard('{Enter}')
    expect(input).toHaveValue('Budersberg')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText('Town or commune')).toHaveValue('Dudelange')
    expect(screen.getByLabelText('Postal code')).toHaveValue('L-3464')
    expect(screen.getByLabelText('Map position')).toHaveValue('49.4701, 6.0802')
    expect(input).toHaveFocus()
  })

  it('wraps with the up arrow and closes with Escape without choosing', async () => {
    const user = userEvent.setup()
    const input = renderFields()
    await user.type(input, 'Dudel')
    await screen.findByRole('option', { name: /^Dudelange/ })

    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: /Budersberg/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('Dudel')
    expect(screen.getByLabelText('Town or commune')).toHaveValue('')
    expect(screen.getByLabelText('Map position')).toHaveValue('Not set yet')
  })

  it('says so when no place matches', async () => {
    items = []
    const user = userEvent.setup()
    const input = renderFields()
    await user.type(input, 'Xyzzy')
    expect(await screen.findByText('No place found', { selector: 'p:not([role])' })).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No place found'))
  })

  it('chooses with a click too', async () => {
    const user = userEvent.setup()
    const input = renderFields()
    await user.type(input, 'Dudel')
    await user.click(await screen.findByRole('option', { name: /^Dudelange/ }))
    expect(input).toHaveValue('Dudelange')
    expect(screen.getByLabelText('Postal code')).toHaveValue('L-3401')
  })
})
