import { DEFAULT_SETTINGS } from '@shared/admin/settings-schemas'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { type ApiRoute, scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TranslateToggle } from './translate-toggle'

beforeAll(async () => {
  await initI18n('en', ['common'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const settings = (translation: boolean): ApiRoute => ({
  path: /\/api\/public\/settings$/,
  body: { ...DEFAULT_SETTINGS, translation },
})
const TRANSLATED: ApiRoute = {
  method: 'POST',
  path: /\/api\/translations$/,
  body: {
    kind: 'review',
    id: 7,
    from: 'de',
    to: 'en',
    text: 'Very punctual, clean work.',
    machineTranslated: true,
  },
}

describe('the Translate button', () => {
  it('translates on Enter, labelled, and hides it again; the text is named by kind and id only', async () => {
    await changeLanguage('en')
    const calls = scriptApi([settings(true), TRANSLATED])
    renderWithProviders(<TranslateToggle kind="review" id={7} language="de" />)
    const button = await screen.findByRole('button', { name: 'Translate' })
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await userEvent.tab()
    expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const hide = await screen.findByRole('button', { name: 'Hide the translation' })
    expect(hide).toHaveFocus()
    expect(hide).toHaveAttribute('aria-expanded', 'true')
    const region = document.getElementById(hide.getAttribute('aria-controls') ?? '')
    expect(region).toHaveTextContent('Machine-translated')
    expect(region).toHaveTextContent('Very punctual, clean work.')
    expect(screen.getByText('Very punctual, clean work.')).toHaveAttribute('lang', 'en')
    const posted = calls.filter((c) => c.method === 'POST')
    expect(posted).toEqual([expect.objectContaining({ body: { kind: 'review', id: 7 } })])

    // Space hides it; showing it again asks nothing more.
    await userEvent.keyboard(' ')
    expect(screen.queryByText('Machine-translated')).toBeNull()
    expect(screen.getByRole('button', { name: 'Translate' })).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('Very punctual, clean work.')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('sends the email link’s token with a lead', async () => {
    await changeLanguage('en')
    const calls = scriptApi([
      settings(true),
      {
        ...TRANSLATED,
        path: /\/api\/translations\?request=3&token=abc$/,
        body: { ...(TRANSLATED.body as object), kind: 'lead' },
      },
    ])
    renderWithProviders(<TranslateToggle kind="lead" id={3} language="pt" token="abc" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Translate' }))
    await screen.findByText('Machine-translated')
    // The request is named in the address too, for the early-access gate.
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.url).toBe('/api/translations?request=3&token=abc')
    expect(post?.body).toEqual({ kind: 'lead', id: 3, token: 'abc' })
  })

  it('says when the translation failed, in an alert', async () => {
    await changeLanguage('fr')
    scriptApi([
      settings(true),
      {
        method: 'POST',
        path: /\/api\/translations$/,
        status: 502,
        body: { error: { code: 'translation_failed', message: 'The translation failed.' } },
      },
    ])
    renderWithProviders(<TranslateToggle kind="message" id={5} language="de" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Traduire' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La traduction a échoué. Veuillez réessayer plus tard.',
    )
    expect(screen.getByRole('button', { name: 'Traduire' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('is not offered for text in the page’s language, nor when the site has translation off', async () => {
    await changeLanguage('de')
    const settingsRead = async (calls: { url: string }[]) => {
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/public/settings'))).toBe(true))
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const on = scriptApi([settings(true)])
    const same = renderWithProviders(<TranslateToggle kind="review" id={7} language="de" />)
    await settingsRead(on)
    expect(same.container.textContent).toBe('')
    same.unmount()
    const off = scriptApi([settings(false)])
    const other = renderWithProviders(<TranslateToggle kind="review" id={7} language="pt" />)
    await settingsRead(off)
    expect(other.container.textContent).toBe('')
    // The same text in Portuguese, with translation on, is offered.
    other.unmount()
    scriptApi([settings(true)])
    renderWithProviders(<TranslateToggle kind="review" id={7} language="pt" />)
    expect(await screen.findByRole('button', { name: 'Übersetzen' })).toBeInTheDocument()
  })
})
